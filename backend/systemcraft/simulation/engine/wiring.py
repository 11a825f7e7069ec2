"""What the search for a flow's ways reads of a design, read once for all its flows (each
label and connection description as words, which way each connection is drawn, whether a
caller waits), and the breadth-first distances the searches share."""

from collections import deque
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.batching import batch_size

State = tuple[int, int]  # (component index, steps met so far - 1)
Pair = tuple[int, int]  # (the component that calls, the one it calls)

_WORD = Pattern(r"[a-z]{3,}", groups=False)
# Short words that name no part of a system: "win", "pay", "key", "gpu" and "log" do.
_SHORT_FUNCTION_WORDS: Final = (
    "the and for its per off all any one two new get set put via who how why can has had was "
    "not but own use are our add out too yet may now"
)
_NAMING_NOTHING: Final = frozenset(_SHORT_FUNCTION_WORDS.split())
# A word matches its family by its first letters: "message" and "messages", "count" and
# "counter", "submit" and "submitted" name the same thing in a label.
STEM: Final = 5


def words_of(text: str) -> frozenset[str]:
    return frozenset(_WORD.findall(text.lower())) - _NAMING_NOTHING


def _stem(word: str) -> str:
    # A plural is its word's family too: "wins" and "win", "pages" and "page".
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word[:STEM]


def stems(words: frozenset[str]) -> frozenset[str]:
    return frozenset(_stem(word) for word in words)


@lru_cache(maxsize=4096)
def _stemmed(text: str) -> frozenset[str]:
    """Labels and descriptions repeat across a design and its runs: each is read once."""
    return stems(words_of(text)) if text else frozenset()


_READS: Final = Pattern(
    r"\b(?:quer\w*|reads?|get|gets|fetch\w*|select|look ?ups?|scans?|search\w*|hydrat\w*|"
    r"lists?|sum|stats|miss\w*)\b",
    ignore_case=True,
    groups=False,
)
_WRITES: Final = Pattern(
    r"\b(?:writ\w*|wrote|insert\w*|put|puts|updat\w*|delet\w*|append\w*|add\w*|set|incr\w*|"
    r"z?add|publish\w*|produc\w*|sav\w*|stor\w*|persist\w*|upsert\w*|record\w*|creat\w*|"
    r"commit\w*|enqueu\w*|push\w*|send\w*|emit\w*|index\w*|invalidat\w*|purg\w*|evict\w*|"
    # Redis's commands that change a key: LPUSH, ZINCRBY, SADD, HSET, SETNX, XADD, DEL, EXPIRE.
    r"[lr]push\w*|[zshx]add|zincrby|h?incrby\w*|h?setnx|hset\w*|del|expire\w*)\b",
    ignore_case=True,
    groups=False,
)


@lru_cache(maxsize=4096)
def says_writes(description: str) -> bool:
    """Whether a connection's text says it writes ("create post", "LPUSH to each list")."""
    return bool(description) and bool(_WRITES.search(description))


@lru_cache(maxsize=4096)
def reads_only(description: str) -> bool:
    """Whether a connection's text says it reads and says nothing of writing."""
    return bool(description) and bool(_READS.search(description)) and not says_writes(description)


@dataclass(frozen=True)
class Wiring:
    """What the search reads of a design, read once for all its flows; the words of a label or
    a connection are read when a flow first asks for them (most flows name no part)."""

    graph: DesignGraph
    waits: dict[Pair, bool]  # the caller waits on the component it calls
    drawn: frozenset[Pair]  # (start, end) of each connection as drawn
    # The largest batch a connection between a pair carries, either way; pairs whose
    # connections carry one item a request are left out (most of them).
    batches: dict[Pair, float]
    # Pairs whose connection says it only reads ("stats: query the totals"): a write does not
    # go that way.
    reading: frozenset[Pair] = frozenset()
    # Pairs whose connection says it writes ("create post", "insert the order").
    writing: frozenset[Pair] = frozenset()
    _labels: dict[int, frozenset[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, graph: DesignGraph) -> "Wiring":
        """A pair waits unless every connection between them (either way) is drawn as
        asynchronous; one to a broker answers once the message is stored, counted as the
        broker's own time."""
        waits: dict[Pair, bool] = {}
        batches: dict[Pair, float] = {}
        for edge in graph.edges:
            size = batch_size(graph, edge)
            for pair in ((edge.source, edge.target), (edge.target, edge.source)):
                waits[pair] = waits.get(pair, False) or edge.synchronous
                if size > 1.0:
                    batches[pair] = max(batches.get(pair, 1.0), size)
        drawn = frozenset((edge.source, edge.target) for edge in graph.edges)
        reading = frozenset(
            pair
            for edge in graph.edges
            if reads_only(edge.description)
            for pair in ((edge.source, edge.target), (edge.target, edge.source))
        )
        writing = frozenset(
            pair
            for edge in graph.edges
            if says_writes(edge.description)
            for pair in ((edge.source, edge.target), (edge.target, edge.source))
        )
        return cls(graph, waits, drawn, batches, reading, writing)

    def label(self, index: int) -> frozenset[str]:
        """The stems of a component's label."""
        if index not in self._labels:
            self._labels[index] = _stemmed(self.graph.nodes[index].label)
        return self._labels[index]

    @cached_property
    def _descriptions(self) -> dict[Pair, frozenset[str]]:
        """The stems of the descriptions of the connections between each pair, either way:
        read when a flow first asks (most designs name no part for most flows)."""
        found: dict[Pair, frozenset[str]] = {}
        for edge in self.graph.edges:
            if edge.description:
                words = _stemmed(edge.description)
                for pair in ((edge.source, edge.target), (edge.target, edge.source)):
                    found[pair] = found.get(pair, frozenset()) | words
        return found

    def described(self, caller: int, callee: int) -> frozenset[str]:
        """The stems of the descriptions of the connections between two parts, either way."""
        return self._descriptions.get((caller, callee), frozenset())

    def naming(self, words: frozenset[str]) -> frozenset[Pair]:
        """The pairs joined by a connection whose description uses one of `words` (stems),
        either way."""
        if not words:
            return frozenset()
        return frozenset(p for p, said in self._descriptions.items() if not words.isdisjoint(said))

    def per_request(self, pair: Pair) -> float:
        """Of the items crossing from one component to the other, the part that makes a request
        of its own: 1 / the largest batch a connection between them carries (either way)."""
        return 1.0 / self.batches.get(pair, 1.0)


def distance_to_end(onward: dict[State, list[State]], last: int) -> dict[State, int]:
    """Steps from each state to one that meets the flow's last step."""
    back: dict[State, list[State]] = {}
    for state, leads in onward.items():
        for lead in leads:
            back.setdefault(lead, []).append(state)
    return distances(back, [state for state in onward if state[1] == last])


def distances(moves: dict[State, list[State]], sources: list[State]) -> dict[State, int]:
    """Moves from the nearest source to each state it leads to (breadth first)."""
    found = dict.fromkeys(sources, 0)
    queue = deque(sources)
    while queue:
        state = queue.popleft()
        for lead in moves.get(state, ()):
            if lead not in found:
                found[lead] = found[state] + 1
                queue.append(lead)
    return found
