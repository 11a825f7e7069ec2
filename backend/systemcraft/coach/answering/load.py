"""What reaches a part at the brief's peak, said from the brief's own figures: the peak rates of
the flows the design routes through it ("the brief's 100,000 feed requests and 3,500 posts a
second pass through it"), split over the parts drawn side by side with it. The learner can
check every number against the brief; a run's share of them rests on assumptions the answer
would have to explain."""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from systemcraft.assessment.engine.rubric.schema import Figure
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.relevance import telling
from systemcraft.coach.answering.wording import quote, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.coach.words import tokens
from systemcraft.kit.patterns import Pattern

# Words every figure's name carries, which say nothing of which flow it is.
_SAID_OF_EVERY_FIGURE: Final = telling("peak per second request requests")
_SAID_OF_EVERY_FIGURE_STEMS: Final = frozenset(tokens("peak per second request requests"))
_PREFIX: Final = 5  # "deliveries" and "deliver" are one word for matching, as stems are not


@dataclass(frozen=True)
class Load:
    figures: tuple[Figure, ...]
    beside: int  # the parts drawn side by side with it, itself included, that share the load
    # What a connection into it says it is sent only of ("closed ranges only"): then the
    # figures are the most that reaches it, not what does.
    only: str | None = None

    @property
    def total(self) -> float:
        return sum(f.value for f in self.figures) / self.beside

    def said(self) -> str:
        named = " and ".join(f"{rate(f.value)} {_plain(f)}" for f in self.figures)
        split = f", split over the {self.beside} drawn side by side" if self.beside > 1 else ""
        if self.only is not None:
            return (
                f"the brief's peak {named} a second are on flows through it{split}, but your "
                f"design sends it only some ({quote(self.only)}), so at most about "
                f"{rate(self.total)} requests a second reach it"
            )
        return (
            f"the brief's peak {named} a second pass through it{split}, so about "
            f"{rate(self.total)} requests a second reach it"
        )


def brief_load(ask: Ask, part: PartFacts) -> Load | None:
    """The brief's peak rates for the flows the design routes through `part`, if it names any."""
    if ask.brief is None or not part.flows:
        return None
    figures = _reaching(ask, part, looked_up=False) or (
        # A cache is asked for each read of a flow it is on, and a service handles each request
        # of one (the document servers each edit op on its way to the log), whoever the rubric
        # says does the work: counted only where no figure is its own.
        _reaching(ask, part, looked_up=True) if part.node.role in _ON_THE_WAY else ()
    )
    if _only_service(ask, part):
        # The design's one service answers every request the brief counts, whichever flows
        # the rubric names it on.
        figures = tuple(
            f
            for f in ask.brief.rates()
            if not f.what.lower().startswith("average") and not _ONE_KEYS.search(f.what)
        )
    if part.node.role == "cache":
        # A cache is asked for reads: the flows' writes ("searches recorded", "uploads") go to
        # the store, and at most delete an entry.
        figures = tuple(f for f in figures if not WRITES.search(f.what))
    if not figures:
        return None
    return Load(figures, len(_side_by_side(ask, part)), _sent_only(ask, part))


_ON_THE_WAY: Final = frozenset({"cache", "service", "realtime"})


def _only_service(ask: Ask, part: PartFacts) -> bool:
    if part.node.role != "service" or ask.facts is None:
        return False
    return all(p is part or p.node.role not in _SERVING for p in ask.facts.parts)


_SERVING: Final = frozenset({"service", "gateway", "realtime", "worker"})

# A figure that counts writes ("peak clicks", "posts", "searches recorded"), by its name.
WRITES: Final = Pattern(
    r"\b(writes?|posts?|uploads?|creates?|sent|sends?|clicks?|edits?|updates?|ingest\w*|"
    r"events?|publish\w*|puts?|inserts?|messages|bookings?|payments?|orders?|samples?|"
    r"increments?|recorded|logged|reports?|heartbeats?|commits?|creations?|attempts?|fired|"
    r"issued)\b",
    ignore_case=True,
    groups=False,
)


# "closed ranges only", "misses only", "only on a miss", "only when…": a share of what passes;
# not "L4 only", "read-only", "only after ack".
_ONLY: Final = Pattern(
    r"\b([a-z]+\s+){0,3}[a-z]+s\s+only\b|\bonly\s+(on\s+(a\s+)?miss\w*|when\b|for\b)[^.;\n]{0,40}",
    ignore_case=True,
    groups=False,
)


def _sent_only(ask: Ask, part: PartFacts) -> str | None:
    """What a connection into the part says it carries only, if any does."""
    if ask.facts is None:
        return None
    for edge in ask.facts.graph.incoming[part.node.index]:
        found = _ONLY.search(edge.description)
        if found is not None:
            return found.matched.strip()
    return None


def _reaching(ask: Ask, part: PartFacts, looked_up: bool) -> tuple[Figure, ...]:
    if ask.brief is None:
        return ()
    flows = [_words(name) for name in part.flows]
    figures = tuple(
        f
        for f in ask.brief.rates()
        if not f.what.lower().startswith("average")
        and (_carries(f, part) or (looked_up and f.flow in part.flow_ids))
        and (f.flow in part.flow_ids or (f.flow is None and any(_shares(f, w) for w in flows)))
    )
    return tuple(
        f
        for f in figures
        if not _named_elsewhere(ask, part, f)
        # A cache its flow's service asks is asked for the flow's reads, however the run
        # routes them (the run may send them straight to the store); writes are left out below.
        and (_cache_read(ask, part, f) or not _routed_past(ask, part, f))
        and not (_ONE_KEYS.search(f.what) and len(figures) > 1)
    )


# A figure that counts some of another's requests: "reads of the most popular key" are among the
# brief's reads, not added to them.
_ONE_KEYS: Final = Pattern(
    r"\b(most\s+popular|hottest|busiest|single|one|top)\s+(key|item|row|entry)\b|\bhot\s+keys?\b",
    ignore_case=True,
    groups=False,
)


def _cache_read(ask: Ask, part: PartFacts, figure: Figure) -> bool:
    """A read of the cache's flow, with no CDN on that flow to answer some of it first (then
    how many reach the cache is the CDN's hit rate, which the run assumes and the brief does
    not give)."""
    if part.node.role != "cache" or WRITES.search(figure.what) or ask.facts is None:
        return False
    return not any(p.node.role == "cdn" and figure.flow in p.flow_ids for p in ask.facts.parts)


def _routed_past(ask: Ask, part: PartFacts, figure: Figure) -> bool:
    """The figure is one flow's (its own, or the flows its words name), and the run of the
    design sends that flow by other parts: a post written to the database does not pass the
    feed cache its service reads pages from, nor samples ingested the dashboards' cache."""
    if ask.run is None:
        return False
    flows = [figure.flow] if figure.flow is not None else _named_flows(part, figure)
    paths = [f.path for f in ask.run.flows if f.id in flows and f.path]
    return bool(paths) and all(part.label not in path for path in paths)


def _named_flows(part: PartFacts, figure: Figure) -> list[str]:
    return [
        i
        for name, i in zip(part.flows, part.flow_ids, strict=True)
        if _shares(figure, _words(name))
    ]


def _named_elsewhere(ask: Ask, part: PartFacts, figure: Figure) -> bool:
    """A flow matched by roles passes through every service between its ends; where another part
    of this one's role is named for the figure ("Post Service" for posts) and this one is not
    ("Feed Service"), the figure is that part's."""
    if ask.facts is None:
        return False
    named = set(tokens(_plain(figure))) - _SAID_OF_EVERY_FIGURE_STEMS
    if not named or named & set(tokens(part.label)):
        return False
    return any(
        named & set(tokens(other.label))
        for other in ask.facts.parts
        if other is not part and other.node.role == part.node.role
    )


def _carries(figure: Figure, part: PartFacts) -> bool:
    """Whether the rubric says parts of this one's role carry the figure (any part, when it
    names none): 200,000 link checks a second are the visited set's, not the crawlers'."""
    if not figure.loads or part.node.role in _EVERY_REQUEST:
        return True
    roles = {r for step in figure.loads for r in ([step] if isinstance(step, str) else step)}
    return part.node.role in roles


# Parts every request of a flow through them is work for, whatever part the rubric says the
# figure loads: a gateway authenticates and routes each leaderboard view it passes on.
_EVERY_REQUEST: Final[frozenset[str]] = frozenset({"gateway", "load-balancer"})


def _plain(figure: Figure) -> str:
    """ "peak feed requests per second" as "feed requests"."""
    return figure.what.removeprefix("peak ").removesuffix(" per second")


def _words(text: str) -> set[str]:
    return {w[:_PREFIX] for w in telling(text) - _SAID_OF_EVERY_FIGURE}


def _shares(figure: Figure, flow: set[str]) -> bool:
    return bool(_words(figure.what) & flow)


def _side_by_side(ask: Ask, part: PartFacts) -> Sequence[PartFacts]:
    """Copies drawn as boxes ("Server A", "Server B"): the parts of its role, named alike, with
    the same callers. A Feed Service beside a Post Service is another service, not a copy."""
    if ask.facts is None or not part.callers:
        return [part]
    callers = {c.id for c in part.callers}
    stem = _stem(part.label)
    return [
        p
        for p in ask.facts.parts
        if p.node.role == part.node.role
        and _stem(p.label) == stem
        and {c.id for c in p.callers} == callers
    ] or [part]


def _stem(label: str) -> str:
    """A label without what numbers its copies: "Server A", "api-2", "worker (3)"."""
    return _COPY_MARK.sub("", label.lower()).strip()


_COPY_MARK: Final = Pattern(r"[\s_-]*(\(?\d+\)?|\b[a-z])\s*$", groups=False)
