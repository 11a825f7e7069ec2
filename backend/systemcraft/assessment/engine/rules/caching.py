"""Keeping hot data close: a cache in front of a read-heavy store, entries that expire, and a
CDN where the problem serves heavy content to users far away."""

from collections.abc import Iterator

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.assessment.engine.results import Severity
from systemcraft.assessment.engine.rules.context import Context, Observation, when_missing
from systemcraft.assessment.engine.rules.registry import rule
from systemcraft.assessment.engine.wording.messages import Message, Quote, say, verb
from systemcraft.kit.patterns import Pattern

READ_HEAVY = 10  # reads per write from which a cache pays off even where not asked for
LONGEST_SENSIBLE_TTL_SECONDS = 7 * 86_400


def _missing_cache_severity(need: int, reads_per_write: float) -> Severity | None:
    if need >= 3:
        return "major"
    if need == 2:
        return "major" if reads_per_write >= READ_HEAVY else "minor"
    return "minor" if need == 1 and reads_per_write >= READ_HEAVY else None


@rule("read-cache", rank=10, dimension="scalability", lesson="caching")
def read_cache(ctx: Context) -> Iterator[Observation]:
    stores = ctx.graph.databases()
    caches = ctx.connected("cache")
    in_use = [cache for cache in caches if ctx.journeys.serves_clients(cache)]
    # With no client drawn ("App Servers -> Load Balancer -> Cache Server"), no path starts at
    # one: the parts at the top of the drawing are the clients, not a cache left aside.
    drawn_clients = any(node.role == "client" for node in ctx.graph.nodes)
    for cache in caches:
        if cache not in in_use and drawn_clients:
            yield Observation(
                severity="minor",
                nodes=(cache,),
                message=say(cache, " is not on any path a client's request takes."),
                why="A cache only saves work when the servers answering requests consult it.",
                next_step=say("Connect ", cache, " to the servers that read the data it holds."),
            )
    reads = ctx.expectations.reads_per_write
    # A cache kept for its own state (caps, claims, counters) answers no read for the database.
    readers = [cache for cache in in_use if not _KEEPS_STATE.search(cache.label)]
    if readers and ctx.need("cache") >= 1:
        yield Observation(
            severity="strength",
            nodes=tuple(readers),
            message=say(
                readers,
                verb(readers, " answers", " answer"),
                " repeated reads before they reach the database.",
            ),
            why=f"With about {reads:g} reads for every write, most requests can be served from "
            "memory, which cuts latency and spares the database.",
        )
    elif not caches and stores:
        severity = _missing_cache_severity(ctx.need("cache"), reads)
        if severity:
            yield Observation(
                severity=severity,
                nodes=tuple(stores),
                message=say("Every read goes to ", stores, "; there is no cache in front of it."),
                why=f"With about {reads:g} reads for every write, the same data is fetched again "
                "and again; a cache would serve most of it from memory at a fraction of the cost.",
                next_step=say(
                    "Add a Cache (such as Redis) between the servers and ",
                    stores,
                    ", with cache-aside reads and a TTL.",
                ),
            )


# A cache named for state it keeps ("Redis (sorted sets)", "rate counters") is where that state
# lives: an expiry would delete it, not refresh a copy.
_KEEPS_STATE = Pattern(
    r"\b(sorted\s+sets?|zsets?|counters?|leaderboards?|rankings?|scores?|sessions?|locks?|"
    r"holds?|presence|source\s+of\s+truth|caps|quotas?|claims?|token\s+buckets?|buckets"
    r"|rate\s+limits?|dedup\w*)\b",
    ignore_case=True,
    groups=False,
)


# A copy of what never changes (content-addressed chunks, versioned files) is never stale: it
# needs eviction for room, not a lifetime for freshness.
# What never changes once written: a file's chunks or blocks, media segments, versioned names;
# not "blocks" alone, which may be a verb ("blocks abusive clients"), nor a versioned schema.
_NEVER_CHANGES = Pattern(
    r"\b(immutable|content[- ]addressed|never\s+changes?|write[- ]once|chunks?"
    r"|(file|data|content|media|video|audio)\s+(blocks?|segments?)"
    r"|(chunks?|segments?)\s+(by|keyed\s+by|named\s+by)\s+(hash|sha\w*)"
    r"|(video|hls|dash|media)\b[^.;\n]{0,30}\bsegments?"
    r"|versioned\s+(keys?|urls?|objects?|files?|assets?|names?))\b",
    ignore_case=True,
    groups=False,
)


# Timelines built by a fan-out are written as posts arrive, not read through: a long TTL only
# evicts the inactive ("30 days since last read"), it does not leave a read stale.
_WRITTEN_THROUGH = Pattern(r"\b(timelines?|inbox(es)?)\b", ignore_case=True, groups=False)


def _ttl_problem(cache: Node) -> Message | None:
    if _KEEPS_STATE.search(cache.label) or _WRITTEN_THROUGH.search(cache.label):
        return None
    own = " ".join([cache.label, *cache.props.values()])
    if _NEVER_CHANGES.search(own) and cache.prop("eviction"):
        return None
    raw = cache.prop("ttl")
    ttl = parse_ttl_seconds(raw)
    if ttl is None or ttl == float("inf"):
        return say(cache, " has no TTL, so an entry stays until something deletes it.")
    if ttl == 0:
        return say(cache, " has a TTL of 0, which either disables caching or never expires.")
    if ttl > LONGEST_SENSIBLE_TTL_SECONDS:
        return say(cache, " keeps entries for ", Quote(raw or ""), ", longer than a week.")
    return None


def _kept_aside(ctx: Context, cache: Node) -> bool:
    """Cache-aside by a caller the journeys end at ("Application Servers" drawn as the cache's
    clients): something that reaches the cache also calls a database, and fills and
    invalidates it. One walk back over the graph, each part once."""
    graph = ctx.graph
    seen = {cache.index}
    waiting = [cache.index]
    while waiting:
        for edge in graph.incoming[waiting.pop()]:
            if edge.source in seen:
                continue
            seen.add(edge.source)
            waiting.append(edge.source)
            if any(graph.nodes[e.target].kind == "database" for e in graph.outgoing[edge.source]):
                return True
    return False


@rule("cache-invalidation", rank=16, dimension="consistency", lesson="caching")
def cache_invalidation(ctx: Context) -> Iterator[Observation]:
    caches = ctx.connected("cache")
    sound = True
    for cache in caches:
        problem = _ttl_problem(cache)
        if problem:
            sound = False
            yield Observation(
                severity="minor",
                nodes=(cache,),
                message=problem,
                why="A cached copy drifts from the database whenever the data changes; a "
                "bounded TTL caps how stale a read can be even if an invalidation is missed.",
                next_step=say("Give ", cache, " a TTL that matches how stale the data may be."),
            )
        if (
            not ctx.expectations.cache_is_source_of_truth
            and not ctx.journeys.fronts_data(cache)
            and not _kept_aside(ctx, cache)
        ):
            sound = False
            yield Observation(
                severity="minor",
                nodes=(cache,),
                message=say(
                    cache,
                    " has no path to a database, so nothing refills or "
                    "invalidates it from the source of truth.",
                ),
                why="A cache is a copy; without a link to the data it copies, a miss cannot be "
                "filled and a change cannot evict the stale entry.",
                next_step=say(
                    "Connect ",
                    cache,
                    " (or the servers that use it) to the database "
                    "it copies, and say how writes invalidate it.",
                ),
            )
    if caches and sound:
        yield Observation(
            severity="strength",
            nodes=tuple(caches),
            message=say(caches, verb(caches, " expires", " expire"), " entries on a bounded TTL."),
            why="A bounded TTL limits how stale a cached read can get.",
        )


@rule("cdn", rank=9, dimension="scalability", lesson="caching")
def cdn(ctx: Context) -> Iterator[Observation]:
    need = ctx.need("cdn")
    edges = ctx.connected("cdn")
    serving = [node for node in edges if ctx.journeys.serves_clients(node)]
    if serving and need >= 1:
        yield Observation(
            severity="strength",
            nodes=tuple(serving),
            message=say(
                serving, verb(serving, " serves", " serve"), " content from locations near users."
            ),
            why="Edge caches take the heaviest traffic off the origin and cut the distance "
            "every byte travels.",
        )
    elif not serving and (severity := when_missing(need)):
        yield Observation(
            severity=severity,
            nodes=tuple(edges),
            message=say("No CDN sits between the clients and the content they download."),
            why="Serving large or popular content from the origin means every byte crosses "
            "the world and the origin must carry the whole peak bandwidth.",
            next_step=say(
                "Put a CDN in front of the content, connected to the clients, with "
                "the origin servers or storage behind it."
            ),
        )
