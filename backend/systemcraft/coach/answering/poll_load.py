"""The load that polling makes: clients that each ask every few seconds send requests all the
time, whether or not anything changed. "Clients poll GET /messages every 5 s" with the brief's
10 million open clients is 2 million requests a second on what answers the poll, whatever the
brief's rate of messages sent. Pure."""

from typing import Final

from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.assessment.engine.rubric.schema import Figure
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import at_least, duration, name, plural, rate, share
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_POLLED: Final = Pattern(
    r"\bpoll(?:s|ing|ed)?\b[^.?!\n]{0,40}?\bevery\s+~?(\d{1,5}(?:\.\d+)?\s*"
    r"(?:ms|s|secs?|seconds?|m|mins?|minutes?))\b",
    ignore_case=True,
)
# The roles that answer a client's poll.
_ANSWERS: Final = frozenset({"service", "gateway", "realtime"})


def poll_rate(ask: Ask, part: PartFacts) -> float | None:
    """The requests a second the clients' polls send `part` (or pass through it, for a
    balancer), when the question says clients poll and the brief counts its clients."""
    if part.node.role not in _ANSWERS | {"load-balancer"} or ask.brief is None:
        return None
    asked = _asked(ask)
    return asked[0].value / asked[1] if asked else None


def _asked(ask: Ask) -> tuple[Figure, float] | None:
    # Only the question's: a part's own "polls the outbox every 1 s" is its own timer, not
    # the clients'.
    polled = _POLLED.search(ask.question)
    clients = (
        next((f for f in ask.brief.figures if f.unit == "connections"), None) if ask.brief else None
    )
    if polled is None or clients is None:
        return None
    every = parse_ttl_seconds(polled.group(1))
    if not every or every <= 0:
        return None
    return clients, every


def poll_load_line(ask: Ask, part: PartFacts, per_copy: float, busy: float) -> str | None:
    """What polls alone send `part`, when the question says clients poll and the brief counts
    its clients; None otherwise."""
    asked = _asked(ask) if part.node.role in _ANSWERS else None
    if asked is None:
        return None
    clients, every = asked
    polls = clients.value / every
    needed = at_least(polls, per_copy, busy)
    load = polls / (part.copies * per_copy)
    running = (
        f"{share(load)} busy with them"
        if load <= 1
        else f"which the polls alone load {load:,.0f} times past full"
    )
    return (
        f"- Polling: the brief counts {rate(clients.value)} clients online at once ("
        f"{clients.what}), and each asking every {duration(every)} is {rate(clients.value)} ÷ "
        f"{every:g} s = {rate(polls)} requests a second on {name(part.label)}, sent whether or "
        f"not anything changed: at about {rate(per_copy)} a copy, "
        f"{plural(needed, 'copy', 'copies')} for the polls alone (your design runs "
        f"{part.copies}, {running}). Most polls find nothing new; a connection the server "
        "pushes down (WebSocket or server-sent events) costs one open connection a client and "
        "no requests while nothing changes, and a longer interval delays every message by up "
        "to that interval."
    )


def store_polls_line(ask: Ask, part: PartFacts, per_copy: float, busy: float) -> str | None:
    """The polls a store takes: each poll the servers answer with a query of it ("GET /changes
    reads the files table by updated_at"), when nothing between them answers it first."""
    asked = _asked(ask) if part.node.role == "database" else None
    answering = [c for c in part.callers if c.role in _ANSWERS]
    if asked is None or not answering or not per_copy:
        return None
    if ask.facts is not None and any(
        callee.role == "cache"
        for caller in answering
        if (facts := ask.facts.of(caller.id)) is not None
        for callee in facts.callees
    ):
        return None  # a cache beside the store may answer the polls: not counted on the store
    clients, every = asked
    polls = clients.value / every
    return (
        f"- Polls reach {name(part.label)} too: the {rate(polls)} polls a second that "
        f"{name(answering[0].label)} answers each ask it what changed, and nothing in the design "
        f"answers them first. That is {rate(polls)} more reads a second: at about "
        f"{rate(per_copy)} a copy, {plural(at_least(polls, per_copy, busy), 'copy', 'copies')} "
        "for the polls alone, most finding nothing new. Push changes to the clients instead "
        "(the servers learn of a change once, from the write or a change feed), so the store "
        "is read when something changed, not every time a client asks."
    )


_POLL_WORD: Final = Pattern(r"\bpoll(s|ing|ed)?\b", ignore_case=True, groups=False)
_PUSHED: Final = Pattern(
    r"\b(web\s?sockets?|sse|server[- ]sent|long[- ]poll\w*|push)\b", ignore_case=True, groups=False
)
SAMPLE_INTERVAL: Final = 5.0  # seconds, where the question says "every few seconds"


def poll_cost(ask: Ask) -> str | None:
    """ "Poll every few seconds or WebSockets?": what polling costs with the brief's clients,
    against what it sends, and what a held connection costs instead."""
    if ask.brief is None or not _POLL_WORD.search(ask.question) or not _PUSHED.search(ask.question):
        return None
    clients = next((f for f in ask.brief.figures if f.unit == "connections"), None)
    if clients is None:
        return None
    polled = _POLLED.search(ask.question)
    every = parse_ttl_seconds(polled.group(1)) if polled else None
    said = f"every {duration(every)}" if every else f"every {SAMPLE_INTERVAL:.0f} seconds (say)"
    every = every or SAMPLE_INTERVAL
    polls = clients.value / every
    sent = ask.brief.peak("writes_per_second")
    against = (
        f", against the brief's peak of {rate(sent)} writes a second that have anything new"
        if sent
        else ""
    )
    return (
        f"What polling costs here: the brief counts {rate(clients.value)} clients connected at "
        f"once; each asking {said} is about {rate(polls)} requests a second{against}, nearly "
        f'all of them answered "nothing new", and a message waits half the interval on '
        "average. A held connection (a WebSocket) sends only what changed, at once, and costs "
        "memory on a gateway for each client instead, with a way to find which gateway holds "
        "whom."
    )
