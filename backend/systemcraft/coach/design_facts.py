"""What the design document says about each component, as the coach may state it: how many
copies it runs and whether it survives losing one (the assessment's own reading, so the coach and
the score never disagree), its replication as written or as the canvas left it, whether it is a
third party's service, who calls it and whom it calls, the brief's flows it is on, and what the
failure notes say about it. Every claim the coach makes about the design comes from here. Pure."""

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Final, Literal

from systemcraft.assessment.engine.expectations import Expectations
from systemcraft.assessment.engine.flows.matching import find_flows
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node, build_graph
from systemcraft.assessment.engine.reading.copies import stated_copies
from systemcraft.assessment.engine.reading.excerpts import untouched
from systemcraft.assessment.engine.reading.writing import (
    Writing,
    compiled,
    read_writing,
    reading_limit,
)
from systemcraft.assessment.engine.rubric.coverage import pitfalls_in
from systemcraft.assessment.engine.rubric.redundancy import (
    own_texts,
    place,
    why_redundant,
)
from systemcraft.assessment.engine.rubric.schema import Decision, Pitfall
from systemcraft.design import ExportDocument, ExportedComponent
from systemcraft.design.capacity import external
from systemcraft.kit.patterns import Pattern, escape, pattern

# "x3 RF = 1.5 TB/day" is one sentence: a point between digits ends none.
_SENTENCE: Final = Pattern(r"(?:[^\n.!?]|\.\d)+(?:[.!?]+|$)", groups=False)
_LABEL_WORD: Final = Pattern(r"[a-z0-9]{3,}", groups=False)
_BRACKETED: Final = Pattern(r"\([^)]*\)|\[[^\]]*\]", groups=False)
_GENERIC_WORDS: Final = frozenset({"service", "server", "servers", "the", "and", "api"})
# Where a part runs, not what it is: "Edge LB us-east" is not named by "primary in us-east".
_PLACE_WORDS: Final = frozenset({"east", "west", "north", "south", "central", "region", "zone"})


@dataclass(frozen=True)
class PartFacts:
    node: Node
    copies: int  # as the design counts them (1 when it counts none)
    counted: bool  # a count is written (Copies, replicas, instances, "x3")
    spare: bool  # it survives losing one machine, as the assessment reads it
    spare_because: str | None  # what in the design says so, in words the coach can say
    replication: str | None  # the replication the user wrote on it, if any
    replication_default: bool  # its replication property is the canvas's untouched default
    external: bool  # a third party's service (Stripe, APNs): not ours to copy
    callers: tuple[Node, ...]
    callees: tuple[Node, ...]
    flows: tuple[str, ...]  # the names of the brief's flows that pass through it
    flow_ids: tuple[str, ...]  # and their ids, as the brief's figures name them
    failure_note: str | None  # what the failure notes say about it, first sentence that names it
    text: str = ""  # its label and what the user wrote on it (untouched defaults left out)
    # A sentence of the notes that gives it a replica ("Redis has a replica"), which the canvas
    # may not show: the coach says so rather than call it one copy.
    notes_replica: str | None = None
    # Every sentence of the failure notes that names it, for what they do when it fails.
    failure_notes: tuple[str, ...] = ()
    # The sentences of the notes that name it and give a figure near its name ("each document
    # server can do ~20k ops/s"): the learner's own sizing, which the canvas may not carry.
    notes_figures: tuple[str, ...] = ()
    # A log's or broker's count of brokers the notes give ("small for a 6-broker cluster"),
    # when the design has only the one such part for the notes to mean.
    notes_brokers: str | None = None
    # Its data copied to its readers ("replicated to every feed-service node as a local cache"):
    # copies read elsewhere, not a spare of it.
    copied_out: str | None = None

    @property
    def label(self) -> str:
        return self.node.label


@dataclass(frozen=True)
class DecisionFacts:
    """How the design answers one of the interviewer's questions for this brief."""

    decision: Decision
    state: Literal["wrong", "answered", "open"]
    pitfall: Pitfall | None  # the wrong answer it gives, when it gives one
    said: str | None  # what the user wrote that answers it, answers it wrong, or (open) touches it


@dataclass(frozen=True)
class DesignFacts:
    graph: DesignGraph
    parts: tuple[PartFacts, ...]
    decisions: tuple[DecisionFacts, ...] = ()
    failure_text: str = ""  # the notes' failure handling, whole
    # Everything the learner wrote (notes, journey, components, connections), for what the
    # design says of a thing no part is named for ("the RDB snapshot", "the expiry").
    written: tuple[str, ...] = ()

    def of(self, component_id: str) -> PartFacts | None:
        return self._by_id.get(component_id)

    @cached_property
    def _by_id(self) -> dict[str, PartFacts]:
        # Answers look parts up by id part by part: on 500 parts, a search each time adds up.
        return {p.node.id: p for p in self.parts}


def read_facts(document: ExportDocument, expectations: Expectations | None) -> DesignFacts:
    """Within an assessment's reading limit: a design of nothing but mentions costs no more."""
    with reading_limit():
        return _read_facts(document, expectations)


def _read_facts(document: ExportDocument, expectations: Expectations | None) -> DesignFacts:
    design = document.design
    graph = build_graph(design)
    rubric = expectations.rubric if expectations else None
    writing = read_writing(design, expectations.rubric_patterns() if expectations else ())
    texts = own_texts(graph, writing.excerpts)
    flows = find_flows(graph, rubric.flows) if rubric else []
    on_flows = {node.index for match in flows for node in match.nodes}
    parallel = Counter(place(graph, graph.nodes[i]) for i in on_flows)
    failures = " ".join(e.text for e in writing.excerpts if e.where == "notes.failure_handling")
    notes = " ".join(e.text for e in writing.excerpts if e.where.startswith("notes."))
    components = {c.id: c for c in design.components}
    engines = Counter(_engine_word(node) for node in graph.nodes)
    brokers = [node for node in graph.nodes if node.role in _BROKER_ROLES]
    counted_brokers = _BROKER_COUNT.search(notes) if len(brokers) == 1 else None
    parts = []
    for node in graph.nodes:
        # "MySQL has a slave" names the one part whose engine is MySQL, not a part of several.
        engine = _engine_word(node)
        own = (engine,) if engine and engines[engine] == 1 else ()
        text = texts[node.index]
        stated = stated_copies(node, text)
        raw = next(
            (
                p.value
                for p in components[node.id].metadata.custom_properties
                if p.key.strip().lower() == "replication"
            ),
            None,
        )
        default = raw is not None and untouched(components[node.id], "replication", raw)
        spare_because = why_redundant(graph, node, text, parallel)
        # "replicated to every feed-service node as a local cache" is no spare of it.
        local = _LOCAL_COPIES.search(text) if node.instances <= 1 else None
        said = _SAID_WORD.search(spare_because or "")
        copied_out = (
            local.matched
            if local is not None
            and said is not None
            and (said.group(1) or "").lower() in local.matched.lower()
            and text.lower().count((said.group(1) or "").lower()) == 1
            else None
        )
        if copied_out:
            spare_because = None
        noted = _naming(node, notes, _REPLICA, own)
        failing = tuple(_namings(node, failures, _FAILS_OR_UNREACHED, own))
        # Its own text and the failure notes that name it ("Redis shard down -> replica is
        # promoted"); the notes' replica sentence may be another part's ("the cell cache's
        # misses reach the 5 replicas").
        copies_said = " ".join([text, *failing])
        if bare_cluster(node.role, copies_said, said.group(1) if said else None):
            # "Redis Cluster" splits the keys over its nodes; it keeps a spare only with replicas.
            spare_because = None
        parts.append(
            PartFacts(
                node=node,
                copies=_ensemble(node, components[node.id]) or max(node.instances, stated or 1),
                counted=stated is not None or node.instances > 1,
                spare=spare_because is not None,
                spare_because=spare_because,
                copied_out=copied_out,
                replication=None if raw is None or default or not raw.strip() else raw.strip(),
                replication_default=default,
                external=external(node.label),
                callers=_linked(graph, [e.source for e in graph.incoming[node.index]]),
                callees=_linked(graph, [e.target for e in graph.outgoing[node.index]]),
                flows=tuple(m.flow.name for m in flows if node in m.nodes),
                flow_ids=tuple(m.flow.id for m in flows if node in m.nodes),
                failure_note=_failure_note(node, failures),
                text=text,
                notes_replica=noted,
                failure_notes=failing,
                notes_brokers=(
                    counted_brokers.matched
                    if counted_brokers and node.role in _BROKER_ROLES
                    else None
                ),
                notes_figures=tuple(
                    c for n in _namings(node, notes, _FIGURE) for c in _clauses_naming(node, n)
                ),
            )
        )
    decisions = _decisions(graph, rubric.decisions, writing) if rubric else ()
    written = tuple(e.text for e in writing.excerpts)
    return DesignFacts(graph, tuple(parts), decisions, failure_text=failures, written=written)


def _touched(decision: Decision, writing: Writing) -> str | None:
    """Where the notes touch an open decision without settling it ("Ties: Redis orders equal
    scores by member id, which is not what the brief asks"): its words found, though negated or
    excused."""
    sources = [*decision.evidence, *(p.pattern for p in decision.pitfalls)]
    best, touching = len(writing.excerpts), ""
    for source in sources:
        index = writing.first(source, lambda _: True, best)
        if index is not None:
            best, touching = index, source
    if best == len(writing.excerpts):
        return None
    # The sentence it is touched in, not the start of a long note.
    return _sentence_with(writing.excerpts[best].text, [touching])


def _sentence_with(text: str, sources: Sequence[str]) -> str:
    """The sentence of `text` the first of `sources` that matches it is found in: "Because
    order is decided by one owner, every member sees the same order", not a long note's
    opening sums."""
    found = next((f for source in sources if (f := compiled(source).search(text))), None)
    where = found.start() if found else 0
    return next(
        (s.matched.strip() for s in _SENTENCE.finditer(text) if s.start() <= where < s.end()),
        text,
    )


def _decisions(
    graph: DesignGraph, decisions: Sequence[Decision], writing: Writing
) -> tuple[DecisionFacts, ...]:
    wrong = {found.decision.id: found for found in pitfalls_in(graph, decisions, writing)}
    facts = []
    for decision in decisions:
        found = wrong.get(decision.id)
        if found is not None:
            said = writing.excerpts[found.passage].text
            facts.append(DecisionFacts(decision, "wrong", found.pitfall, said))
            continue
        excerpt = writing.first_affirmed(decision.evidence)
        if excerpt is None:
            facts.append(DecisionFacts(decision, "open", None, _touched(decision, writing)))
            continue
        answer = _sentence_with(excerpt.text, decision.evidence)
        # "Proper merging (OT or CRDT) is planned once the basic product ships": named, not
        # built; the question is still open, in the learner's own words.
        state: Literal["answered", "open"] = "open" if _POSTPONED.search(answer) else "answered"
        facts.append(DecisionFacts(decision, state, None, answer))
    return tuple(facts)


# What a design names for later, not what it does now.
_POSTPONED: Final = Pattern(
    r"\b(is|are)\s+planned\b|\bplanned\s+(for|once|after|later)\b|\b(tbd|todo|to\s+be\s+"
    r"decided|not\s+(built|done|implemented)\s+yet|in\s+(v2|phase\s+2)|(added|built|done|"
    r"handled)\s+later|once\s+the\s+(basic\s+)?(product|mvp|v1)\s+ships)\b"
    r"|\bwill\s+(add|switch|move|migrate)\b",
    ignore_case=True,
    groups=False,
)

# Copies kept by its readers, not spares of it: "replicated to every feed-service node as a
# local cache".
_LOCAL_COPIES: Final = Pattern(
    r"\b(replicated|copied|mirrored|pushed)\s+to\s+(every|each|all)\b[^.;\n]{0,50}?\b(as\s+an?\s+"
    r"(local|in[- ]process|in[- ]memory)\s+(cache|copy)|locally)\b",
    ignore_case=True,
    groups=False,
)
_SAID_WORD: Final = Pattern(r"^its text says '([^']+)'$")
# A cache cluster that splits its keys (Redis Cluster, Valkey's cluster mode), and the words
# that give it replicas.
KEY_CLUSTER: Final = Pattern(
    r"\b(redis|valkey|keydb)\s+cluster\b|\bcluster\s+mode\b", ignore_case=True, groups=False
)
_CLUSTER_COPIES: Final = Pattern(
    r"\b(replicas?|replicated|replication|standbys?|sentinel|fail\s*over\w*|slaves?)\b",
    ignore_case=True,
    groups=False,
)


def bare_cluster(role: str | None, text: str, spare_word: str | None) -> bool:
    """A cache whose only spare is the word "Cluster" of "Redis Cluster", with no replica
    written: its nodes are slices of the keys, not spares of one another."""
    return (
        role == "cache"
        and (spare_word or "").lower() == "cluster"
        and KEY_CLUSTER.search(text) is not None
        and _CLUSTER_COPIES.search(text) is None
    )


_BROKER_ROLES: Final = frozenset({"log", "queue", "pub-sub"})
_BROKER_COUNT: Final = Pattern(r"\b\d{1,4}[ -]brokers?\b", ignore_case=True, groups=False)


def _linked(graph: DesignGraph, indices: Sequence[int]) -> tuple[Node, ...]:
    return tuple(graph.nodes[i] for i in dict.fromkeys(indices))


# Words that name a component by its role in the failure notes ("if the primary fails").
_ROLE_WORDS: Final[dict[str, tuple[str, ...]]] = {
    "database": ("primary", "database", "db"),
    "cache": ("cache",),
    "queue": ("queue", "broker"),
    "log": ("broker", "log"),
    "pub-sub": ("broker", "topic"),
    "load-balancer": ("load balancer", "balancer", "lb"),
    "cdn": ("cdn",),
    "search": ("index",),
    "worker": ("worker", "workers"),
}
_FAILS: Final = (
    r"\W+(?:[\w-]+\W+){0,4}?(?:down|fails?|failed|failure|unavailable|outage|dies|die|"
    r"crash\w*|lost|slow|times?\s+out|unreachable|restarts?)\b"
)


def _failure_note(node: Node, failures: str) -> str | None:
    """The first sentence of the failure notes that says a word of the component's label, or
    of its role, fails ("Redis down: ...", "if the primary fails"); words every label shares
    ("service") name nothing."""
    return _naming(node, failures, _FAILS)


# Within the clause that names it, commas aside: "the payments DB is sharded by merchant_id
# across 16 nodes, each with a synchronous replica" gives the DB its replicas; a semicolon
# starts another part's clause.
_REPLICA: Final = (
    r"[^\w;]+(?:[\w-]+[^\w;]+){0,12}?(?:replicas?|replicated|standby|sentinel|failover|"
    r"fails?\s+over|slaves?)\b"
)


def _naming(node: Node, notes: str, then: str, also: tuple[str, ...] = ()) -> str | None:
    """The first sentence of `notes` where a word of the component's label (or of its role,
    or `also`) is followed, within a few words, by `then`."""
    return next(iter(_namings(node, notes, then, also)), None)


def _engine_word(node: Node) -> str | None:
    """The first word of the engine written on it ("MySQL 8" is "mysql"), if any."""
    found = _LABEL_WORD.search((node.prop("engine") or "").lower())
    return found.matched if found else None


# A figure within a few words of the part's name ("server can do ~20k ops/s").
_FIGURE: Final = r"\W+(?:[\w-]+\W+){0,4}?~?\d"


def _clauses_naming(node: Node, sentence: str) -> list[str]:
    """The clauses of `sentence` (between ';' and ',') that say the part's name: "Redis serves
    ~100k GETs/s; 40 seat map pods at ~2,500 req/s each" gives Redis the first figure, not the
    pods' one."""
    words = _label_words(node.label)
    if not words:
        return []
    naming = pattern(rf"\b(?:{'|'.join(escape(w) for w in words)})s?\b", ignore_case=True)
    return [c for c in _CLAUSE.findall(sentence) if naming.search(c) and CAPACITY.search(c)]


# What one copy can take ("can do ~20k ops/s", "at ~2,500 req/s each", "handles 5k rps"), not
# a load spread over it ("3,500 writes/s over 16 shards ≈ 220/s per shard").
CAPACITY: Final = Pattern(
    r"\b(can\s+(do|take|handle|serve|sustain)|handles?|serves?|sustains?|does|max(imum)?|capacity"
    r"|at\s+~?\d[\d,.]*\s*k?\s*\S*\s+each)\b",
    ignore_case=True,
    groups=False,
)


_CLAUSE: Final = Pattern(r"(?:[^;,\n]|,[^\s;,])+", groups=False)  # "2,500" is one figure


_FAILS_OR_UNREACHED: Final = _FAILS.replace(r"unreachable|", r"unreachable|be\s+reached|")


def _namings(node: Node, notes: str, then: str, also: tuple[str, ...] = ()) -> list[str]:
    """Every sentence of `notes` where a word of the component's label (or of its role, or
    `also`) is followed, within a few words, by `then`."""
    words = [*_label_words(node.label), *_ROLE_WORDS.get(node.role or "", ()), *also]
    if not words or not notes:
        return []
    # Only the sentences that hold one of the words are read closely: on a design of 500 parts
    # the notes are split and indexed by word once, and a part costs a few lookups.
    every, where = _sentences(notes)
    found: set[int] = set()
    for word in words:
        token = word.split()[-1]  # "load balancer" is only in sentences that say "balancer"
        found.update(where.get(token, ()), where.get(f"{token}s", ()))
    sentences = [every[index] for index in sorted(found)]
    if not sentences:
        return []
    said = Pattern(
        rf"\b(?:{'|'.join(escape(w) for w in dict.fromkeys(words))})s?{then}",
        ignore_case=True,
        groups=False,
    )
    return [s.strip() for s in sentences if said.search(s)]


_TOKEN: Final = Pattern(r"[a-z0-9]+", groups=False)


def names_every_word(label: str, sentence: str) -> bool:
    """Whether `sentence` says every naming word of `label` ("payments" of "Payments DB", both
    of "Payment executor"): one shared word may name another part."""
    said = set(_TOKEN.findall(sentence.lower()))
    return all(word in said or f"{word}s" in said for word in _label_words(label))


@lru_cache(maxsize=1024)  # each part's label is read for each kind of sentence looked for
def _label_words(label: str) -> tuple[str, ...]:
    """The words of a label outside brackets that name something: not "service" or "api"."""
    words = _LABEL_WORD.findall(_BRACKETED.sub(" ", label.lower()))
    return tuple(word for word in words if word not in _GENERIC_WORDS | _PLACE_WORDS)


@lru_cache(maxsize=8)  # the same notes are read for every part of the design
def _sentences(notes: str) -> tuple[tuple[str, ...], dict[str, tuple[int, ...]]]:
    """The sentences of `notes`, and for each word the sentences that hold it."""
    sentences = tuple(_SENTENCE.findall(notes))
    where: dict[str, list[int]] = {}
    for index, sentence in enumerate(sentences):
        for token in set(_TOKEN.findall(sentence.lower())):
            where.setdefault(token, []).append(index)
    return sentences, {token: tuple(found) for token, found in where.items()}


_ENSEMBLE_KEYS: Final = frozenset({"nodes", "members", "instances", "replicas", "copies"})
_NUMBER: Final = Pattern(r"^\s*(\d{1,2})\b", groups=False)


def _ensemble(node: Node, component: ExportedComponent) -> int | None:
    """A coordination service's members, as its count property gives them: "nodes: 3" on
    ZooKeeper is its ensemble, and "owns a set of the 64 shards" the work it hands out."""
    if node.role != "coordination":
        return None
    for prop in component.metadata.custom_properties:
        found = _NUMBER.search(prop.value)
        if prop.key.strip().lower() in _ENSEMBLE_KEYS and found:
            return int(found.matched)
    return None
