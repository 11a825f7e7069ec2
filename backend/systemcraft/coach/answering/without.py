""" "Do I actually need ZooKeeper? What would I lose?": what the named part does in this design,
read from the graph (who calls it, what it calls, what its own text says it does), and what
goes without it for a part of its role, with what it costs to keep. Pure."""

from typing import Final

from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.relevance import telling
from systemcraft.coach.answering.wording import name, quote, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

NEEDED: Final = Pattern(
    r"\b(do|does)\s+(i|we|it)\s+(actually\s+|really\s+|even\s+|still\s+)?need\b"
    r"|\bwhat\s+would\s+(i|we)\s+lose\b|\b(could|can|should)\s+(i|we)\s+(just\s+)?"
    r"(drop|remove|skip|get\s+rid\s+of|do\s+without)\b|\bis\s+\S+(\s+\S+)?\s+worth\b",
    ignore_case=True,
    groups=False,
)

# What goes when a part of each role is taken out, and what keeping it costs.
_WITHOUT: Final[dict[str, tuple[str, str]]] = {
    "coordination": (
        "nothing gives each piece of work a single owner. Either every node does all of it and "
        "they race for each item ({racers} claiming the same item, all but one failing, "
        "every failed claim still a write on the store), with a conditional write in the store "
        "as the only thing that keeps one winner; or ownership moves elsewhere, such as leases "
        "kept as conditionally written rows with an expiry. It also takes the failure detector "
        "away: a node that dies keeps its share until something notices and hands it on",
        "another cluster of three or five nodes to run, and a fencing check in the store anyway, "
        "since an owner paused past its lease can still act",
    ),
    "cache": (
        "every read it answers goes to the store behind it{fallen}, and the latency of those "
        "reads becomes the store's",
        "a second copy of the data to keep fresh (invalidation, and the races it brings) and "
        "the memory it runs in",
    ),
    "queue": (
        "{callers} hand their work straight to whatever does it: a burst must be served the "
        "moment it arrives, a slow or failed consumer fails the request that produced the "
        "work, and nothing can be retried or replayed later",
        "another system to run, and a delay between the request and the work being done",
    ),
    "load-balancer": (
        "clients must know every server, spread their own requests and notice a dead server "
        "themselves; adding or removing a server means telling every client",
        "one more hop, and a pair of balancers (or a managed one) so it is not a single copy",
    ),
    "cdn": (
        "every request for a file reaches the origin, from wherever the user is, so the "
        "origin carries all of the download bandwidth and distant users wait a long round trip",
        "a provider's bill per gigabyte, and stale copies at the edges until they expire or "
        "are purged",
    ),
    "search": (
        "searches run on the store of record, which answers exact lookups by key but not "
        "ranked text or many-field filters at the brief's rate",
        "a second copy of the data to keep in step (usually fed from a change stream), and a "
        "delay before a change is searchable",
    ),
}
_WITHOUT["log"] = _WITHOUT["queue"]
_WITHOUT["pub-sub"] = _WITHOUT["queue"]


def without(ask: Ask) -> str | None:
    """For a question that asks whether a drawn part is needed, what goes without it."""
    if not NEEDED.search(ask.question):
        return None
    part = next(iter(ask.exact_facts()), None)
    if part is None or part.external or part.node.role not in _WITHOUT:
        return None
    loses, costs = _WITHOUT[part.node.role]
    callers = ", ".join(name(c.label) for c in part.callers) or "its callers"
    copies = max((_copies_of(ask, c.id) for c in part.callers), default=0)
    loses = loses.format(
        racers=f"all {copies} copies of {callers}" if copies > 1 else "every copy",
        callers=callers,
        fallen=_fallen(ask, part),
    )
    label = escape_markdown(part.label)
    lines = [f"**What {label} does in your design:** {_does(part, callers)}"]
    lines.append(f"**Without it**, {loses}.")
    lines.append(f"**What keeping it costs:** {costs}.")
    return "\n\n".join(lines)


def _does(part: PartFacts, callers: str) -> str:
    called = ", ".join(name(c.label) for c in part.callees)
    said = f"{callers} call it" + (f", and it calls {called}" if called else "") + "."
    own = own_words(part)
    return f"{said} Its own text: {quote(own)}" if own else said


_FIRST: Final = Pattern(r"[^\n.!?]{12,200}[.!?]?", groups=False)


def own_words(part: PartFacts, asked: str = "") -> str | None:
    """The sentence of what the learner wrote on it (beyond its label) that shares the most
    telling words with `asked`: "fetch timeout: 10 s hard" for a question about a timeout. The
    first sentence when none shares a word."""
    text = part.text[len(part.label) :] if part.text.startswith(part.label) else part.text
    sentences = [s.matched.strip() for s in _FIRST.finditer(text.strip(" :;,-\n"))]
    if not sentences:
        return None
    words = telling(asked)
    shared = [len(words & telling(s)) for s in sentences]
    best = max(range(len(sentences)), key=lambda i: (shared[i], -i))
    return sentences[best]


def _copies_of(ask: Ask, component_id: str) -> int:
    caller = ask.facts.of(component_id) if ask.facts else None
    return caller.copies if caller else 0


def _fallen(ask: Ask, part: PartFacts) -> str:
    result = ask.result_of(part.node.id)
    if result is None or not result.hit_ratio or result.reads_rps < 1:
        return ""
    answered = result.reads_rps * result.hit_ratio
    return f" (at the brief's peak, about {rate(answered)} reads a second that it answers now)"
