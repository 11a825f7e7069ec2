"""How many copies, shards or terabytes: the brief's peak, what one copy serves (the capacity
table the assessment and the simulation share), the count that carries the peak, the count that
survives losing a zone, and what the design runs now, from a run of the design under the brief."""

import math
from collections.abc import Sequence
from typing import Final

from systemcraft.assessment.engine.rubric.schema import Figure
from systemcraft.coach.answering.active import one_active
from systemcraft.coach.answering.balancer import balancer_line
from systemcraft.coach.answering.brief_rate import brief_rate_line
from systemcraft.coach.answering.called import CallerLoad, load_from_callers
from systemcraft.coach.answering.calls import per_request_line
from systemcraft.coach.answering.context import SECONDS_A_DAY, Ask
from systemcraft.coach.answering.copies import (
    log_layout,
    notes_give_a_replica,
    replication_factor,
    running,
    shard_count,
    sharded,
    written_floor,
)
from systemcraft.coach.answering.hot import one_key_line
from systemcraft.coach.answering.in_flight import in_flight_line
from systemcraft.coach.answering.load import brief_load
from systemcraft.coach.answering.media_bytes import bytes_line
from systemcraft.coach.answering.memory import (
    NODE_MEMORY,
    fit_line,
    memory_line,
    named_size,
    yearly_size,
)
from systemcraft.coach.answering.poll_load import (
    poll_load_line,
    poll_rate,
    store_polls_line,
)
from systemcraft.coach.answering.pulling import UNCLAIMED, picks_unclaimed
from systemcraft.coach.answering.retention import retention_line
from systemcraft.coach.answering.stated import (
    count_of,
    figure_of,
    said_as_capacity,
    said_as_share,
    stated_connections,
    stated_rate,
)
from systemcraft.coach.answering.upstream import assumed_hits, in_front
from systemcraft.coach.answering.wording import (
    BUSY,
    at_least,
    busy,
    name,
    plural,
    quote,
    rate,
    share,
    size,
)
from systemcraft.coach.design_facts import PartFacts
from systemcraft.design.capacity import CONNECTIONS
from systemcraft.design.recognition import ROLE_NAMES
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.parts import leaderless
from systemcraft.simulation.engine.results import ComponentResult

WATCH: Final = 0.6  # busier than this at peak, a part is sized whether it was asked about or not
ZONES: Final = 3  # copies spread over three zones must carry the peak with one zone lost
# What one database node holds comfortably, before its copies: a managed instance goes to tens
# of terabytes (the sharding lesson's figure), but about 10 TB keeps a backup, a restore and an
# index rebuild within hours.
NODE_STORAGE: Final = 10e12
# A Cassandra-style node is kept to a few TB, so that repairs and rebuilds finish in hours.
LEADERLESS_NODE_STORAGE: Final = 2e12


def node_holds(part: PartFacts | None) -> tuple[float, str]:
    """What one node of the store keeps, and how the answer says it: memory for a cache, a
    few TB for a leaderless store, about 10 TB of disk for the rest."""
    if part is not None and (
        part.node.role == "cache" or _IN_MEMORY.search(part.label) or in_memory_index(part)
    ):
        return NODE_MEMORY, f"about {size(NODE_MEMORY)} of memory usable a node"
    if part is not None and leaderless(part.text):
        return LEADERLESS_NODE_STORAGE, f"about {size(LEADERLESS_NODE_STORAGE)} a node"
    return NODE_STORAGE, f"about {size(NODE_STORAGE)} a node"


# A Redis drawn as the database still keeps its data in memory.
_IN_MEMORY: Final = Pattern(
    r"\b(redis|valkey|memcached?|keydb|dragonfly(db)?)\b", ignore_case=True, groups=False
)
# "Nearby Search nodes (in-memory quadtree)": a store that serves from memory what it indexes.
_MEMORY_INDEX: Final = Pattern(
    r"\b(in[- ]memory|quad-?trees?|in\s+ram|r-?trees?)\b", ignore_case=True, groups=False
)


def in_memory_index(part: PartFacts) -> bool:
    return part.node.role != "cache" and _MEMORY_INDEX.search(part.label) is not None


MOST_PARTS: Final = 3
_MEMORY_NODES: Final = 10  # past this many, keeping everything in memory is the mistake

_STORAGE: Final = Pattern(
    r"\b(storage|disk|space|terabytes?|tb|gb|petabytes?|data\s+(size|volume)|how\s+much\s+data"
    r"|retention|how\s+(big|large)|memory|ram)\b",
    ignore_case=True,
    groups=False,
)
_BY_WORD: Final[tuple[tuple[Pattern, frozenset[str]], ...]] = (
    (
        Pattern(r"\b(servers?|instances?|machines?|boxes|pods?|containers?|hosts?|vms?|app)\b"),
        frozenset({"service", "gateway", "realtime", "worker"}),
    ),
    (Pattern(r"\b(shards?|databases?|dbs?|primar(y|ies)|replicas?)\b"), frozenset({"database"})),
    (Pattern(r"\b(cache|redis|memcached?|valkey)\w*\b"), frozenset({"cache"})),
    (Pattern(r"\b(partitions?|brokers?|kafka|topics?)\b"), frozenset({"log", "pub-sub", "queue"})),
    (Pattern(r"\b(workers?|consumers?)\b"), frozenset({"worker"})),
    (Pattern(r"\b(gateways?|websockets?|connections?)\b"), frozenset({"realtime", "gateway"})),
)


def answer_sizing(ask: Ask) -> str | None:
    if ask.run is None or ask.facts is None:
        return None
    blocks = [_lead(ask)]
    targets = _targets(ask)
    # The part that gives way first is worth sizing when the question names none: "is my
    # design enough?" A question about named parts gets those parts.
    busiest = _busiest(ask) if not ask.named else None
    if busiest is not None and busiest not in targets:
        targets = [*targets, busiest]
    blocks += [line for part in targets if (line := _part_line(ask, part))]
    blocks += [line for part in targets if (line := _connections_line(ask, part))]
    blocks += [line for part in targets if (line := _polls_line(ask, part))]
    blocks += [line for part in targets if (line := bytes_line(ask, part))]
    # The brief's data is its largest store's (often objects, not rows): said when asked. A
    # cache holds only what it keeps, in memory.
    # "How many shards?" of a store is a question of bytes as much as of writes.
    shards_asked = _SHARDS_ASKED.search(ask.question) is not None and any(
        p.node.role == "database" for p in targets
    )
    if _STORAGE.search(ask.question) or shards_asked:
        caches = [p for p in targets if p.node.role == "cache"]
        blocks += [memory_line(ask, p) for p in caches]
        blocks += [line for p in targets if (line := retention_line(ask, p))]
        # "Will the 15 GB trie fit in my 64 GB servers?": sizes of memory, not a storage plan.
        fits = fit_line(ask.question) if not caches else None
        if fits:
            blocks.append(fits)
        if len(caches) < len(targets) or not targets:
            # A size the question gives a cache is the cache's, not a plan for the store.
            stores = [p for p in targets if p.node.role == "database"]
            blocks.append(_storage(ask, compare=not caches and not fits, stores=stores))
    elif any(p.node.role == "database" and sharded(p) for p in targets):
        # "Are 4 shards enough?" is a question of bytes as much as of writes.
        blocks += [line for p in targets if (line := _per_shard_size(ask, p))]
    # The run's verdict is left to the Simulate tab: it routes every flow it can through a part,
    # and a route the design does not mean makes its figure (and its "breaks at") untrue.
    one_place = [p for p in targets if _running(ask, p, p.copies) > p.copies]
    blocks += [
        f"The copies written on {name(p.label)} ({p.copies}) are one place's worth, not all of "
        "them."
        for p in one_place
    ]
    # A cache takes reads off a store, not work off a fleet of servers: said only of stores.
    cached = any(p.node.role in ("database", "search") for p in targets)
    blocks.append(
        "What changes these counts: "
        + ("a cache in front of a store takes its reads away; " if cached else "")
        + "lighter work per request lets one copy serve more; a copy in each of three zones "
        "needs the larger count. What one copy serves is a rule of thumb for typical machines "
        "and simple requests: load-test your own to replace it. The Simulate tab runs your "
        "design at the brief's peak and shows which part gives way first; check that the flows "
        "it routes are the ones you mean."
    )
    return "\n\n".join(b for b in blocks if b)


def _lead(ask: Ask) -> str:
    brief = ask.brief
    if brief is None or not brief.rates():
        return ""
    said = "; ".join(f"{f.what}, {rate(f.value)}" for f in brief.rates()[:3])
    return f"From the brief: {said}. Sized at the peak, not the average."


def _targets(ask: Ask) -> list[PartFacts]:
    if ask.facts is None or ask.run is None:
        return []
    carried = {c.id for c in ask.run.components if c.reads_rps + c.writes_rps > 0}
    named = ask.named_facts()
    if named:
        return named[:MOST_PARTS]
    for pattern, roles in _BY_WORD:
        if pattern.search(ask.question.lower()):
            chosen = [p for p in ask.facts.parts if p.node.role in roles and p.node.id in carried]
            if chosen:
                return chosen[:MOST_PARTS]
    by_busy = sorted(
        (c for c in ask.run.components if c.id in carried and c.capacity_per_copy_rps),
        key=lambda c: -c.utilization,
    )
    found = [ask.facts.of(c.id) for c in by_busy[:MOST_PARTS]]
    return [p for p in found if p is not None]


def _busiest(ask: Ask) -> PartFacts | None:
    """The part busiest at the brief's peak, when it is busy enough to matter: past 60%, a
    fleet has little room before it is past the 70% it is sized to."""
    if ask.run is None or ask.facts is None:
        return None
    counted = [c for c in ask.run.components if c.capacity_per_copy_rps and c.utilization > WATCH]
    busiest = max(counted, key=lambda c: c.utilization, default=None)
    return ask.facts.of(busiest.id) if busiest is not None else None


_SHARDS_ASKED: Final = Pattern(
    r"\bhow\s+many\b[^?.]{0,60}\b(shards?|nodes)\b", ignore_case=True, groups=False
)


# Reads that must see the latest write: a rate limit's counts, counters incremented per request.
_COUNTERS: Final = Pattern(
    r"\b(counters?|rate[- ]?limit\w*|limit\s+checks?|increments?|incr)\b",
    ignore_case=True,
    groups=False,
)


def _part_line(ask: Ask, part: PartFacts) -> str | None:
    # The brief's own figure for what one such server does, in its own unit, comes first.
    counted = brief_rate_line(ask, part)
    if counted is not None:
        return counted
    if part.node.role == "client":
        return None  # the users' own devices: no count of ours to size
    result = ask.result_of(part.node.id)
    if part.external:
        demand = _demand(result)
        sent = f" (about {rate(demand)} calls a second at peak)" if demand >= 1 else ""
        return (
            f"- {name(part.label)} is a third party's service: its capacity is the provider's "
            f"to size{sent}. Check its rate limit, and keep your calls to it within it."
        )
    if result is None:
        return None
    demand, per_copy = _demand(result), result.capacity_per_copy_rps
    load = brief_load(ask, part) if part.node.role != "database" else None
    if load is not None:
        demand = load.total
        where = load.said()
    else:
        where = (
            f"in the run of your design under the brief's peak, about {rate(demand)} requests "
            f"a second reach it{assumed_hits(ask, part)}"
        )
    if demand <= 0:
        return _unloaded_line(ask, part, result)
    polls = poll_rate(ask, part)
    if polls is not None:
        # Polls are requests too: a count that leaves them out contradicts the line on them.
        demand += polls
        where += (
            f"; with the {rate(polls)} polls a second below, about {rate(demand)} requests a "
            "second in all"
        )
    if per_copy is None and part.node.role == "load-balancer":
        return balancer_line(part, demand)
    if per_copy is None:
        return (
            f"- {name(part.label)}: about {rate(demand)} requests a second at peak; it runs as "
            "an elastic service (its provider adds capacity), so it needs no count."
        )
    if part.node.role == "database":
        return _database_line(ask, part, result, per_copy)
    total = _written_capacity(part)
    if total is not None:
        return _capacity_line(ask, part, where, demand, total)
    stated = _stated_rate(part)
    # The learner's own rate for a copy comes first; else what its copies hold open says it.
    flying = (
        in_flight_line(ask, part, demand, where)
        if stated is None and part.node.role in _WAITING_ROLES
        else None
    )
    if flying is not None:
        return flying
    running = _running(ask, part, result.copies)
    if stated is not None and _is_its_share(part, stated, demand, running):
        return _share_line(part, where, demand, stated, running)
    if stated is not None:
        per_copy = stated
        serves = "you wrote that one copy serves about"
    else:
        role = ROLE_NAMES.get(part.node.role) if part.node.role else None
        serves = f"one {role.lower()} copy serves about" if role else "one copy serves about"
    needed = at_least(demand, per_copy, BUSY)
    zoned = _with_a_zone_lost(needed)
    held = _connections_needed(ask, part) > zoned
    # A verdict on one call a request is no verdict where each request makes several, nor on
    # the brief's figures where the run below sends it far more (every flow routed through it).
    several = per_request_line(ask, part) or _run_sends_more(result, demand, per_copy)
    return (
        f"- {name(part.label)}: {where}; "
        f"{serves} {rate(per_copy)}, so {plural(needed, 'copy', 'copies')} "
        f"{'stays' if needed == 1 else 'keep each'} under {BUSY:.0%} busy, and {zoned} "
        f"with one of {ZONES} zones lost. "
        f"{_runs_now(ask, part, result, demand, per_copy)}"
        + (
            " Requests are not what limits it: open connections are (below)."
            if held
            else f" {several}"
            if several
            else ""
            if result.sized_for_peak
            else f" {UNCLAIMED}"
            if picks_unclaimed(part)
            else f" Short of the peak: at least {needed} copies, each leading its share."
            if one_active(part) and needed > 1
            else f" {_verdict(running, needed, zoned)}"
        )
    )


# Parts whose copies wait on others' answers ("500 connections each" of a fetcher): a
# real-time gateway's connections are its users', sized by the connections line instead.
_WAITING_ROLES: Final = frozenset({"service", "worker"})


# "capacity: ~150 runs/s per bucket = ~38k/s": the whole part's rate, worked out by the learner.
_TOTAL: Final = Pattern(
    r"=\s*~?\s*(\d[\d,]*(?:\.\d+)?)\s*([km])?\s*(?:[a-z]+\s*)?(?:/\s*s(?:ec)?\b|a\s+second|per\s+second)",
    ignore_case=True,
)


def _written_capacity(part: PartFacts) -> tuple[float, str] | None:
    written = (part.node.prop("capacity") or part.node.prop("throughput") or "").strip()
    found = _TOTAL.search(written)
    if found is None:
        return None
    value = figure_of(found)
    return (value, written) if value > 0 else None


def _capacity_line(
    ask: Ask, part: PartFacts, where: str, demand: float, total: tuple[float, str]
) -> str:
    """The learner's own capacity for the whole part, against the peak, and with a copy lost."""
    value, written = total
    copies = max(1, _running(ask, part, part.copies))
    verdict = (
        "Enough, by your own figure"
        if demand <= BUSY * value
        else "Tight: past 70% of your own figure, so a burst or a slow copy leaves little room"
        if demand <= value
        else "Short of the peak by your own figure"
    )
    return (
        f"- {name(part.label)}: {where}. Your design gives its capacity as {quote(written)}: "
        f"about {rate(value)} a second in all, so the peak takes {share(demand / value)} of it "
        f"(your design runs {plural(copies, 'copy', 'copies')}, about {rate(value / copies)} a "
        f"second each by that figure). {verdict}. With a copy lost, its share moves to the "
        "others: whether they still reach that figure depends on what sets it (the shares' own "
        "limit, or the machines'), and a "
        "load test with one copy down should confirm it."
    )


def _stated_rate(part: PartFacts) -> float | None:
    """What the learner wrote one copy serves, on the part or in the notes where they name it."""
    return stated_rate(part.text) or next(
        (found for sentence in part.notes_figures if (found := stated_rate(sentence))), None
    )


def _copies(part: PartFacts, count: int) -> str:
    """ "24 nodes" of a Cassandra, whose nodes are not copies of each other; "3 copies" else."""
    if part.node.role == "database" and leaderless(part.text):
        return plural(count, "node")
    if part.node.role == "database" and sharded(part) and count == shard_count(part):
        # "shards: 4" are four slices, each led by its own primary: not four copies of one.
        return f"{plural(count, 'shard')} (a primary each)"
    return running(part, count)


def _running(ask: Ask, part: PartFacts, copies: int) -> int:
    """The copies that work in all: "4 per data centre" in a brief of 6 data centres is 24;
    a leader and its standbys are one."""
    if one_active(part):
        return 1
    places = per_place(part.text, copies, _story(ask))
    return copies * places[0] if places else copies


MORE: Final = 1.5  # the run's load past the brief's figures by this much is said beside them


def _run_sends_more(result: ComponentResult, demand: float, per_copy: float) -> str | None:
    run = _demand(result)
    if run <= MORE * demand:
        return None
    needed = at_least(run, per_copy, BUSY)
    return (
        f"The simulation sends it about {rate(run)} requests a second, since it routes every "
        f"flow that can pass through it there: by that count it needs "
        f"{plural(needed, 'copy', 'copies')}. Check which flows really pass through it."
    )


def _verdict(copies: int, needed: int, zoned: int) -> str:
    if copies >= zoned:
        return "Enough, with a zone to spare."
    if copies >= needed:
        return "Enough for the peak, but not with a zone lost."
    return f"Short of the peak: run at least {needed}."


def _unloaded_line(ask: Ask, part: PartFacts, result: ComponentResult) -> str:
    """A part the run sends no request to (its work arrives by a path the run does not follow,
    or by none): counted from the brief's rate for its flow and the time each item takes."""
    # The run's routing, not the drawing: it may miss a flow the design does send through it.
    said = f"- {name(part.label)}: the run did not route any of the brief's flows through it"
    called = load_from_callers(ask, part)
    if called is not None and result.capacity_per_copy_rps:
        return _called_line(ask, part, result, called)
    runs = _cores_line(ask, part) or _as_drawn(part)
    if part.node.role != "worker":
        # A store's or a service's work is its callers' requests, not items taking seconds
        # each; and a flow's whole rate is not its load when the run does not route the flow
        # to it (a rules service the gateways poll every 30 s is not on every check).
        return (
            f"{said}, so what loads it is what its callers send: count their calls a request "
            f"(and any made on a timer) to size it. {runs}"
        )
    rates = ask.brief.rates() if ask.brief else []
    figure = next((f for f in rates if f.flow in part.flow_ids), None)
    source = "count it from the brief"
    if figure is None:
        # Work that arrives off the request path (an upload to encode, a job to run) comes
        # from the brief's writes: the figure that is its write peak.
        writes = _peak(ask, "writes_per_second")
        figure = next((f for f in rates if writes is not None and f.value == writes), None)
        source = "count it from the brief, taking its work to come from its writes"
    if figure is None:
        return f"{said}, so nothing here sizes it. {runs}"
    at_one_second = at_least(figure.value, 1, BUSY)
    return (
        f"{said}, so {source}: {figure.what} is {rate(figure.value)}. If each "
        f"item takes S seconds of one copy, it needs {rate(figure.value)} × S ÷ {BUSY:.0%} "
        f"copies busy: {plural(at_one_second, 'copy', 'copies')} at 1 s each, ten times that "
        f"at 10 s. {runs}"
    )


def _called_line(ask: Ask, part: PartFacts, result: ComponentResult, called: CallerLoad) -> str:
    """A part the run ends its flows before, sized from what its callers take."""
    stated = _stated_rate(part)
    per_copy = stated or result.capacity_per_copy_rps or 1.0
    serves = "you wrote that one copy serves about" if stated else "one copy serves about"
    needed = at_least(called.requests, per_copy, BUSY)
    zoned = _with_a_zone_lost(needed)
    copies = _running(ask, part, result.copies)
    return (
        f"- {name(part.label)}: the run ends its flows at the parts that call it, so it counts "
        f"nothing here; but {called.callers} {'take' if called.several else 'takes'} about "
        f"{rate(called.requests)} requests a second at the peak and call"
        f"{'' if called.several else 's'} it as {'they answer' if called.several else 'it answers'}"
        f": at one call each, about {rate(called.requests)} reach it. {serves.capitalize()} "
        f"{rate(per_copy)}, so {plural(needed, 'copy', 'copies')} "
        f"{'stays' if needed == 1 else 'keep each'} under {BUSY:.0%} busy, and {zoned} with "
        f"one of {ZONES} zones lost. Your design runs {running(part, copies)}, "
        f"{share(called.requests / (copies * per_copy))} busy at peak. "
        + (
            "They split the data, so each slice's copies take only the requests for that "
            "slice: count the copies of the busiest slice against its share, not all of them."
            if sharded(part)
            else _verdict(copies, needed, zoned)
        )
    )


# "~28k cores busy on average": the learner's own size for a fleet of workers, in cores.
_CORES: Final = Pattern(
    r"~?(\d[\d,]*(?:\.\d+)?)\s?(k)?\s*(?:v?cpus?|cores)\b([^.;\n]{0,40})", ignore_case=True
)
# No fleet runs more; a longer figure (hundreds of digits read as infinity) is no count.
MOST_CORES: Final = 1e9
_AVERAGE: Final = Pattern(r"\b(average|avg|mean|on\s+average|typical)\b", ignore_case=True)


def _cores_line(ask: Ask, part: PartFacts) -> str | None:
    """The cores the learner wrote, taken from the average to the brief's peak when they are an
    average: work that arrives with the writes grows with them."""
    found = _CORES.search(part.text)
    if found is None:
        return None
    cores = float((found.group(1) or "0").replace(",", "")) * (1000 if found.group(2) else 1)
    said = f"Your text gives {quote(found.matched.strip())}"
    peak = _peak(ask, "writes_per_second")
    average = ask.brief.average("writes_per_second") if ask.brief else None
    if not (
        _AVERAGE.search(found.group(3) or "") and peak and average and 1 <= cores <= MOST_CORES
    ):
        return f"{said}: say how many machines those cores make, and the autoscaling range."
    busy = cores * peak / average
    return (
        f"{said}, an average: at the brief's peak of {rate(peak)} writes a second against an "
        f"average of {rate(average)}, that is about {rate(busy)} cores busy, and about "
        f"{rate(busy / BUSY)} kept under {BUSY:.0%} busy. Say how many machines that makes."
    )


def _as_drawn(part: PartFacts) -> str:
    """The count the design gives, never one a run chose for a part that gives none."""
    if part.node.role == "object-store":
        return (
            "An object store keeps its own copies and grows as you write: no count to set, "
            "only the bytes it keeps."
        )
    if not part.counted:
        return "No count is written on it: write how many copies you mean."
    return f"Your design runs {running(part, part.copies)}."


def _held(ask: Ask, part: PartFacts) -> tuple[Figure, float, bool] | None:
    """For a part of a role that holds connections, when the brief counts them: the brief's
    figure, what one copy holds (the learner's own figure when written), and whether it is
    theirs."""
    holds = CONNECTIONS.get(part.node.role) if part.node.role else None
    stated = stated_connections(part.text)
    figure = (
        next((f for f in ask.brief.figures if f.unit == "connections"), None) if ask.brief else None
    )
    if holds is None or figure is None:
        return None
    return figure, stated or holds, stated is not None


def _polls_line(ask: Ask, part: PartFacts) -> str | None:
    result = ask.result_of(part.node.id)
    if result is None or not result.capacity_per_copy_rps:
        return None
    return poll_load_line(ask, part, result.capacity_per_copy_rps, BUSY) or store_polls_line(
        ask, part, result.capacity_per_copy_rps, BUSY
    )


def _connections_needed(ask: Ask, part: PartFacts) -> int:
    """Copies the brief's open connections need, or 0 when it holds none."""
    held = _held(ask, part)
    return at_least(held[0].value, held[1], BUSY) if held else 0


def _connections_line(ask: Ask, part: PartFacts) -> str | None:
    """Open connections, for the parts that hold them: the brief's figure against what one copy
    holds."""
    held = _held(ask, part)
    if held is None:
        return None
    figure, holds, stated = held
    whose = "you wrote that one copy holds about" if stated else "one copy holds about"
    needed = at_least(figure.value, holds, BUSY)
    said = (
        f"- {name(part.label)} also holds connections: the brief's {figure.what} is "
        f"{rate(figure.value)}; {whose} {rate(holds)} open connections, so "
        f"{plural(needed, 'copy', 'copies')} hold them under {BUSY:.0%} full, "
        f"{_with_a_zone_lost(needed)} with a zone lost. "
    )
    asked = proposed_count(ask.question)
    if asked:
        each = figure.value / asked
        said += (
            f"The {rate(asked)} you ask about would hold about {rate(each)} each, "
            f"{busy(each / holds, 'full')}: "
            + ("enough. " if each / holds <= BUSY else f"too few; it takes {rate(needed)}. ")
        )
    if not part.counted:
        return said + "No count is written on it: write the count you mean."
    full = figure.value / (part.copies * holds)
    if written_floor(part):
        return said + (
            f"Your design runs {running(part, part.copies)}: at that floor they would be "
            f"{busy(full, 'full')} at the busiest hour, so its range must reach {rate(needed)}."
        )
    return (
        said + f"Your design runs {running(part, part.copies)}, {busy(full, 'full')} at "
        "the busiest hour"
        + (
            ": no room left for a copy lost or restarted in a deploy, whose clients all "
            "reconnect to the rest."
            if full >= 0.9
            else "."
        )
    )


# "would 20 boxes be enough?": a count the learner proposes, to be checked as asked.
_PROPOSED: Final = Pattern(
    r"\b(\d{1,5})\s+(?:more\s+)?(?:boxes|servers|nodes|copies|instances|machines|hosts|"
    r"gateways|pods|vms)\b",
    ignore_case=True,
)


def proposed_count(question: str) -> int:
    found = _PROPOSED.search(question)
    return int(found.group(1) or 0) if found else 0


def _database_line(ask: Ask, part: PartFacts, result: ComponentResult, per_copy: float) -> str:
    writes, reads = reads_and_writes(ask, result)
    # Cassandra has no primary: every node takes its share of the writes, each write on as many
    # nodes as its replication factor.
    no_primary = leaderless(part.text)
    factor = (replication_factor(part.text) or 1) if no_primary else 1
    asked_writes = writes
    writes *= factor
    shards = at_least(writes, per_copy, BUSY)
    one = "one node" if no_primary else "one primary"
    said = [
        f"- {name(part.label)}: in the run of your design under the brief's peak, about "
        f"{_carried(asked_writes, reads)} a second reach it"
        f"{_brief_rates(ask)}{assumed_hits(ask, part) if reads >= 1 else ''}; {one} takes "
        f"about {rate(per_copy)}."
    ]
    if factor > 1 and asked_writes > 0:
        said.append(
            f"Each write lands on its {factor} replicas (replication factor {factor}): "
            f"{rate(writes)} replica writes a second."
        )
    if writes > 0 and shards == 1:
        more = "more nodes" if no_primary else "sharding"
        said.append(f"{one.capitalize()} carries the writes, so writes alone need no {more}.")
    elif writes > 0:
        split = (
            plural(shards, "node")
            if no_primary
            else f"{plural(shards, 'shard')} (one primary each)"
        )
        said.append(
            f"Kept under {BUSY:.0%} busy, {one} takes {rate(BUSY * per_copy)} of them, so the "
            f"writes need about {split}."
        )
    shards_drawn = shard_count(part) if sharded(part) else 1
    hot = None if no_primary else one_key_line(part, writes, per_copy, shards_drawn)
    if hot:
        said.append(hot)
    counted = _COUNTERS.search(f"{ask.question} {part.text}") is not None
    if counted and reads + writes > BUSY * per_copy:
        # A limit's or a counter's check reads and adds to the latest count: a replica's copy
        # is behind, so every check is a write on the primary that owns the key.
        # Kept here instead of in the cache, every check the brief counts lands on it.
        brief_checks = (_peak(ask, "reads_per_second") or 0) + (
            _peak(ask, "writes_per_second") or 0
        )
        checks = max(reads + writes, brief_checks)
        said.append(
            "Each check reads and adds to the latest count, so it goes to the primary that owns "
            f"the key, not a replica (a replica's count is behind): kept here, the brief's "
            f"{rate(checks)} checks a second are as many writes, which need about "
            f"{plural(at_least(checks, per_copy, BUSY), 'shard')} (one primary each), where an "
            "in-memory store does the same on a few nodes."
        )
    elif reads > BUSY * per_copy:
        replicas = at_least(reads, per_copy, BUSY)
        said.append(f"The reads need {plural(replicas, 'copy', 'copies')} (replicas) or a cache.")
    # Caches only: a CDN's hit ratio on static or shared content is the design's to rely on.
    caches = [c for c in in_front(ask, part) if _role(ask, c.id) == "cache"]
    # The one cache answering most of them: layers and replicas of a cache answer the same
    # reads, so their answers are not added together.
    missed = reads + max((c.reads_rps * (c.hit_ratio or 0) for c in caches), default=0.0)
    if reads >= 1 and missed > max(reads * MORE, BUSY * per_copy) and not counted:
        # The hit ratio is the run's assumption: what the store faces if the cache's keys rarely
        # repeat (a key of raw coordinates, a cold start) is the figure to plan for too.
        said.append(
            f"If {'the cache answers' if len(caches) == 1 else 'its caches answer'} few of "
            "them (keys that rarely repeat, a cold start), about "
            f"{rate(missed)} reads a second reach it: "
            f"{plural(at_least(missed, per_copy, BUSY), 'copy', 'copies')}, if each read is a "
            "lookup by key (a read that scans, groups or sorts costs far more)."
        )
    now = _runs_now(ask, part, result, writes + reads, per_copy)
    if hot and "if the peak is spread" not in now:
        # Beside one hot key's shard, the share of all the shards holds only if keys spread.
        now = now.replace(" busy at peak", " busy at peak if the writes spread evenly", 1)
    said.append(now)
    if (
        reads >= 1
        and writes >= 1
        and shards_drawn > 1
        and _REPLICAS.search(f"{part.replication or ''} {part.text}")
    ):
        # Its replicas take reads off the primaries: the primaries' share by the writes alone.
        alone = writes / (shards_drawn * per_copy)
        said.append(
            f"That counts every read on the primaries; with the reads on its replicas the "
            f"primaries carry the writes alone, {busy(alone)}."
        )
    several = per_request_line(ask, part)
    if several:
        said.append(several)
    return " ".join(said)


# Replicas said to take reads ("read replica", "list queries read the replica"), not standbys.
_REPLICAS: Final = Pattern(
    r"\bread\s+replicas?\b|\breads?\b[^.;\n]{0,30}\breplicas?\b|\breplicas?\b[^.;\n]{0,20}\breads?\b",
    ignore_case=True,
    groups=False,
)


def _role(ask: Ask, component_id: str) -> str | None:
    part = ask.facts.of(component_id) if ask.facts else None
    return part.node.role if part else None


def reads_and_writes(ask: Ask, result: ComponentResult) -> tuple[float, float]:
    """What reaches a store, split as the brief splits it: the run counts a flow's requests by
    the flow's kind, so when the brief's reads ride a write flow a store would be said to take
    more writes than the whole system makes. No store takes more than the brief's write peak."""
    writes, reads = result.writes_rps, result.reads_rps
    peak = _peak(ask, "writes_per_second")
    if peak is not None and writes > peak:
        return peak, reads + writes - peak
    if peak is not None and peak / BATCHED < writes < peak and _only_database(ask, result.id):
        # The run can split a write flow over branches; the design's only database still
        # takes every write the brief counts ("every post is an INSERT"). Far fewer requests
        # than writes are batches, said as such elsewhere.
        return peak, reads
    return writes, reads


BATCHED: Final = 10


def _only_database(ask: Ask, component_id: str) -> bool:
    stores = [p for p in ask.facts.parts if p.node.role == "database"] if ask.facts else []
    return len(stores) == 1 and stores[0].node.id == component_id


def _peak(ask: Ask, rate: str) -> float | None:
    return ask.brief.peak(rate) if ask.brief else None


def _carried(writes: float, reads: float) -> str:
    """What reaches a store, leaving out a kind the run sends none of: a run that follows no
    write to it says nothing of the writes the design makes there by a path it cannot follow."""
    if reads < 1:
        return f"{rate(writes)} writes and almost no reads (the caches in front answer them)"
    if writes < 1:
        return f"{rate(reads)} reads"
    return f"{rate(writes)} writes and {rate(reads)} reads"


def _brief_rates(ask: Ask) -> str:
    """The brief's own peak, beside what the run sends one store: caches take reads, and the
    writes may be spread over several stores."""
    writes, reads = _peak(ask, "writes_per_second"), _peak(ask, "reads_per_second")
    if writes is None or reads is None:
        return ""
    return f" (the brief's peak for the whole system: {rate(writes)} writes, {rate(reads)} reads)"


def _runs_now(
    ask: Ask, part: PartFacts, result: ComponentResult, demand: float, per_copy: float
) -> str:
    """What the design runs, and how busy that is by the figures the answer states (the run's
    own utilization also counts work the answer does not name)."""
    verb = "is" if result.copies == 1 else "are"
    busy_at = demand / (result.copies * per_copy) if per_copy else 0.0
    active = one_active(part)
    if active and per_copy:
        alone = demand / per_copy
        load = f"{busy(alone)} at peak"
        return (
            f"Your design runs {plural(part.copies, 'copy', 'copies')}, but one works at a time "
            f"({quote(active.matched)}), so that one carries it all: {load}. More copies add "
            "standbys, not capacity: split the work by key (a lease on each share) so that "
            "enough copies each lead a share."
        )
    if result.sized_for_peak and (part.node.prop("replicas") or "").strip() == "1":
        return (
            "Its Copies reads 1, which the run takes as left unset and sizes for the peak: if "
            "you mean one machine, it is the count above that it needs; write the count (or "
            "the autoscaling range) you mean."
        )
    if result.sized_for_peak:
        return (
            "No count is written on it: write the count (or the autoscaling range) you mean, "
            "since an interviewer will ask."
        )
    if part.node.role == "database" and part.spare and result.copies == 1:
        return (
            f"Your design runs one primary: {busy(busy_at)} at peak if it takes all of that; "
            "its standby takes over when it fails but adds no write capacity."
        )
    counted = (
        ""
        if part.counted
        else f" (your notes give it a replica, {quote(part.notes_replica or '')}, but the "
        "component's Copies reads 1, so I count the one primary taking all of it)"
        if notes_give_a_replica(part) and (part.node.prop("replicas") or "").strip() == "1"
        else f" (your notes give it a replica, {quote(part.notes_replica or '')}, but no count is "
        "on the component, so I count the one primary taking all of it)"
        if notes_give_a_replica(part)
        else " (its replication still reads the canvas default, master-slave, and no count of "
        "replicas is written on it, so I count one primary: write how many replicas)"
        if part.replication_default
        else " (no count is written on it, so I count one)"
    )
    layout = log_layout(part)
    if layout:
        partitions, brokers = layout
        alone = demand / per_copy if per_copy else 0.0
        counted = (
            f"its brokers are {quote(brokers)}"
            if brokers
            else f"no broker count is written: one broker carrying all {partitions} would be "
            f"{busy(alone)} at peak"
        )
        return (
            f"Its {partitions} partitions are slices of the topic, not brokers, and {counted}. "
            f"Spread over its partitions that is about {rate(demand / partitions)} a second "
            "each"
            + ("." if brokers else "; write the brokers and the replication factor you mean.")
        )
    places = per_place(part.text, result.copies, _story(ask))
    if places is not None:
        count, where = places
        total = result.copies * count
        spread = demand / (total * per_copy) if per_copy else 0.0
        return (
            f"Your design runs {result.copies} per {where} over {count} {where}s, "
            f"{plural(total, 'copy', 'copies')} in all, which are {busy(spread)} at peak if "
            f"the peak is spread over all of them ({share(busy_at)} if one {where} took it alone)."
        )
    if written_floor(part):
        return (
            f"Your design runs {_copies(part, result.copies)}: at that floor they would be "
            f"{busy(busy_at)} at peak, so its range must reach the count above."
        )
    return (
        f"Your design runs {_copies(part, result.copies)}{counted}, which {verb} "
        f"{busy(busy_at)} at peak."
    )


_PER_ONE: Final = Pattern(
    r"\b(\d{1,4})\s+(?:per|each|a|in\s+each)\s+(region|zone|az|dc|data\s?cent(?:er|re))\b",
    ignore_case=True,
)
# "in 6 data centres", "two DCs", "both regions".
_PLACES: Final = Pattern(
    r"\b(\d{1,2}|two|three|four|five|six|both)\s+(regions|zones|azs|dcs|data\s?cent(?:er|re)s)\b",
    ignore_case=True,
)
_PER_PLACE: Final = Pattern(
    r"\b(\d{1,4})\s+(?:per|each|a)\s+(region|zone|az|dc|data\s?cent(?:er|re))\b"
    r"[^\n\d]{0,24}?(\d{1,2})\s+(?:regions|zones|azs|dcs|data\s?cent(?:er|re)s)\b",
    ignore_case=True,
)


def _story(ask: Ask) -> str:
    """Where the places a count is per are counted: the brief's story, then the learner's notes
    ("each DC is sized to take the full peak alone ... two DCs")."""
    written = " ".join(ask.facts.written) if ask.facts else ""
    return f"{ask.brief.description if ask.brief else ''}\n{written}"


def per_place(text: str, copies: int, brief: str = "") -> tuple[int, str] | None:
    """ "instances: 12 per region, 3 regions": the places the count is per, and what they are,
    when the count is the one the design runs; "4 per data centre" takes how many there are from
    the brief's own story ("in 6 data centres")."""
    found = _PER_PLACE.search(text)
    if found is not None and int(found.group(1) or 0) == copies:
        places, where = int(found.group(3) or 0), found.group(2) or ""
    else:
        each = _PER_ONE.search(text)
        if each is None or int(each.group(1) or 0) != copies:
            return None
        where = each.group(2) or ""
        said = next(
            (
                (counted.group(1) or "0").lower()
                for counted in _PLACES.finditer(brief)
                if _kind(counted.group(2) or "") == _kind(where)
            ),
            "0",
        )
        places = count_of(said)
    where = _kind(where)
    return (places, where.upper() if where in ("az", "dc") else where) if places > 1 else None


def _kind(where: str) -> str:
    """ "data centre", "data centers", "DC" are one kind of place."""
    said = where.lower().replace("centre", "center").rstrip("s")
    return "data center" if said in ("dc", "data center", "datacenter") else said


SHARE_MATCH: Final = 0.2  # a per-copy figure this close to the peak over the copies is that


def _is_its_share(part: PartFacts, stated: float, demand: float, running: int) -> bool:
    """Whether the learner's per-copy figure is the peak spread over their copies, worked out
    on the part ("700k ops/s peak ~ 12k ops/s per node" on 60 nodes): the load each takes, not
    what one copy can take. A figure said as a capacity ("can do ~20k ops/s") is one."""
    return (
        running > 1
        and demand > 0
        and abs(stated * running - demand) <= SHARE_MATCH * demand
        and stated_rate(part.text) is not None
        and not said_as_capacity(part.text)
        and said_as_share(part.text, demand)
    )


_REGIONS: Final = Pattern(r"\bregions?\b", ignore_case=True, groups=False)


def _share_line(part: PartFacts, where: str, demand: float, stated: float, running: int) -> str:
    """Sizing when the only per-copy figure is the load each copy takes: the capacity is
    unknown, so the count rests on a load test; what losing a zone adds to each is arithmetic."""
    left = running - math.ceil(running / ZONES)
    # "20 per region": the places the learner spread them over, in their word.
    places = "regions" if _REGIONS.search(part.text) else "zones"
    zone = (
        f" With one of {ZONES} {places} lost, {plural(left, 'copy', 'copies')} take about "
        f"{rate(demand / left)} each "
        f"({(running / left - 1):.0%} more):"
        " measure that each copy can take it with headroom, or run enough spare to keep the load "
        "where you measured it."
        if left > 0
        else ""
    )
    return (
        f"- {name(part.label)}: {where}; your {rate(stated)} a copy is that peak spread over "
        f"your {running} copies, the load each takes, not what one copy can take. The design "
        "does not say what one copy can take, so whether that is enough rests on a load test of "
        f"one copy at that rate.{zone}"
    )


def _with_a_zone_lost(needed: int) -> int:
    return max(needed + 1, math.ceil(needed * ZONES / (ZONES - 1)))


def _demand(result: ComponentResult | None) -> float:
    return 0.0 if result is None else result.reads_rps + result.writes_rps


def _with_copies(nodes: int, stores: Sequence[PartFacts]) -> str:
    """ ", 111 with the 3 copies of each row Cassandra keeps (RF=3)": a store's replication
    factor multiplies the disk its data takes."""
    copied = _copied(stores)
    if copied is None:
        return ""
    factor, store = copied
    return (
        f", {plural(nodes * factor, 'node')} with the {factor} copies of each row "
        f"{name(store.label)} keeps"
    )


def _copied(stores: Sequence[PartFacts]) -> tuple[int, PartFacts] | None:
    """The first store that keeps each row more than once, and how many times."""
    return next(((f, s) for s in stores if (f := replication_factor(s.text)) and f > 1), None)


def _first_year(nodes: float, stores: Sequence[PartFacts]) -> str:
    """ " (about 110 in the first year)": the count grows with the data, so it starts lower."""
    if nodes <= 1:
        return ""
    copied = _copied(stores)
    factor = copied[0] if copied else 1
    return f" (about {math.ceil(nodes * factor):,} in the first year, growing as the data does)"


_ROW_BYTES_AT_MOST: Final = 10_000  # past this many bytes, a write is an object, not a row
BLOB_BYTES: Final = 1_000_000  # a megabyte a write is an object whatever store is drawn


def _per_shard_size(ask: Ask, part: PartFacts) -> str | None:
    """What each shard of a sharded store keeps of the brief's data over its retention, against
    what one node holds: the count writes alone settle may be too few for the bytes."""
    growth = ask.brief.growth() if ask.brief else None
    if growth is None or ask.brief is None or part.node.role != "database" or not sharded(part):
        return None
    if growth.each >= _ROW_BYTES_AT_MOST:
        return None
    total = max(growth.total, float(ask.brief.scale.get("storage_bytes") or 0))
    # Cassandra's nodes each keep RF copies' worth of their ranges: count nodes, with the copies.
    leaderless_store = leaderless(part.text)
    unit = "node" if leaderless_store else "shard"
    kept = total * ((replication_factor(part.text) or 1) if leaderless_store else 1)
    shards = shard_count(part)
    holds, per_node = node_holds(part)
    each = kept / shards
    needed = math.ceil(kept / holds)
    return (
        f"- Size too: the brief's data comes to about {size(total)} over its retention"
        + (f", {size(kept)} with its copies" if kept > total else ", before copies")
        + f". If {name(part.label)} keeps all of it (how much it keeps is yours to say), its "
        f"{plural(shards, unit)} hold about {size(each)} each, against {per_node}"
        + (
            ", so they hold it."
            if each <= holds
            else f": by size alone it needs about {plural(needed, unit)}, or older data moved "
            "out to cheaper storage (an archive the hot ones need not hold)."
        )
    )


def _storage(ask: Ask, *, compare: bool = True, stores: Sequence[PartFacts] = ()) -> str:
    growth = ask.brief.growth() if ask.brief else None
    if ask.brief is None or growth is None:
        figure = ask.brief.storage() if ask.brief else None
        return f"The brief's data, in its stores: {size(figure.value)}." if figure else ""
    writes, each, days, total = growth.writes, growth.each, growth.days, growth.total
    stated = float(ask.brief.scale.get("storage_bytes") or 0)
    holds, per_node = node_holds(stores[0] if stores else None)
    nodes = math.ceil(max(total, stated) / holds)
    years = days / 365
    kept = f"{years:,.0f} years" if years >= 1 else f"{days:,.0f} days"
    brief_says = (
        f" (the brief says {size(stated)})" if stated and abs(stated - total) > total * 0.2 else ""
    )
    planned = named_size(ask.question) if compare else None
    yearly = yearly_size(ask.question) if compare else None
    verdict = ""
    if yearly and years >= 1:
        a_year = max(total, stated) / years
        verdict = (
            f" The {size(yearly)} a year you plan covers the {size(a_year)} a year it grows by."
            if yearly >= a_year
            else f" The {size(yearly)} a year you plan is short of the {size(a_year)} a year "
            "it grows by."
        ) + f" Over {kept} that is {size(max(total, stated))}, before copies."
    elif planned:
        needed = max(total, stated)
        verdict = (
            f" The {size(planned)} you plan is enough for that."
            if planned >= needed
            else f" The {size(planned)} you plan is short of it: it fills after about "
            f"{planned / needed * days / 365:,.1f} years."
        )
    # A window under a day ("60 seconds" of a limiter's counts) is said in seconds.
    over = (
        f"86,400 s × {days:,.0f} days ({kept})" if days >= 1 else f"{days * SECONDS_A_DAY:,.0f} s"
    )
    summed = (
        f"The brief's data, in its stores: {rate(writes)} writes a second on average × "
        f"{size(each)} each × {over} ≈ {size(total)}{brief_says}, before copies"
    )
    buckets = [p for p in ask.facts.parts if p.node.role == "object-store"] if ask.facts else []
    if each >= BLOB_BYTES or (buckets and each >= _ROW_BYTES_AT_MOST):
        # Files, photos, video: the bytes are objects, which a bucket keeps without a count.
        where = name(buckets[0].label) if buckets else "object storage"
        return (
            summed
            + (f", about {size(total / years)} a year" if years > 1 else "")
            + f". Nearly all of it is the objects themselves ({size(each)} each): they belong "
            f"in {where}, which grows as you write with no node count to set (billed by the "
            "byte, kept in copies by the provider); the databases keep a row about each, "
            "which is what to count against a node." + verdict
        )
    return (
        summed
        + (f", about {size(total / years)} a year" if years > 1 else "")
        + f". At {per_node} that is {plural(nodes, 'node')} by size alone"
        + _with_copies(nodes, stores)
        + _first_year(total / years / holds if years > 1 else 0.0, stores)
        + (
            ", so one machine's disk is enough."
            if nodes == 1
            else f"; holding it all in memory is what costs that: keep the whole of it on disk "
            f"(a database, or object storage for the bodies) and in {name(stores[0].label)} only "
            "what is read often, with a TTL."
            if holds == NODE_MEMORY and nodes > _MEMORY_NODES
            else "; split by a key the reads use."
        )
        + verdict
    )
