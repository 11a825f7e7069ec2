"""Growing with traffic: servers added behind a load balancer, data split across machines."""

from collections.abc import Iterator

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.reading.properties import shard_count
from systemcraft.assessment.engine.results import Severity
from systemcraft.assessment.engine.roles import SERVICE_KINDS
from systemcraft.assessment.engine.rules.context import Context, Observation
from systemcraft.assessment.engine.rules.registry import rule
from systemcraft.assessment.engine.wording.messages import say, verb

# Rough ceilings for one machine, in the spirit of back-of-the-envelope estimates.
ONE_SERVER_RPS = 2_000
ONE_PRIMARY_WRITES_PER_SECOND = 10_000
PARTITIONED_ENGINES = (
    "cassandra",
    "dynamo",
    "scylla",
    "cockroach",
    "spanner",
    "bigtable",
    "cluster",
    "vitess",
    "citus",
)


def _instances(nodes: list[Node]) -> int:
    return sum(node.instances for node in nodes)


@rule(
    "horizontal-scaling",
    rank=4,
    dimension="scalability",
    lesson="vertical-vs-horizontal-scaling",
    other_lessons=("load-balancing",),
)
def horizontal_scaling(ctx: Context) -> Iterator[Observation]:
    graph = ctx.graph
    servers = graph.of_kind(*SERVICE_KINDS)
    if not servers:
        return
    balancers = graph.of_kind("load-balancer")
    for lb in balancers:
        backends = graph.adjacent(lb, *SERVICE_KINDS)
        if _instances(backends) >= 2:
            yield Observation(
                severity="strength",
                nodes=(lb, *backends),
                message=say(
                    lb,
                    f" spreads requests over {_instances(backends)} instances of ",
                    backends,
                    ".",
                ),
                why="Stateless servers behind a load balancer grow by adding machines, with no "
                "ceiling set by the biggest box money can buy.",
            )
        else:
            yield Observation(
                severity="minor",
                nodes=(lb, *backends),
                message=say(lb, " sends every request to ", backends, ".")
                if backends
                else say(lb, " has no servers behind it."),
                why="A load balancer with a single backend adds a hop but balances nothing; "
                "the design still grows only by buying a bigger server.",
                lesson="load-balancing",
                next_step=say("Put at least two server instances behind ", lb, "."),
            )
    if balancers:
        return
    need = ctx.need("load_balancing")
    busy = ctx.expectations.peak_requests_per_second > ONE_SERVER_RPS
    severity: Severity | None = (
        "major" if need >= 3 or (need == 2 and busy) else "minor" if need or busy else None
    )
    if severity:
        yield Observation(
            severity=severity,
            nodes=tuple(servers),
            message=say("Requests go straight to ", servers, " with no load balancer."),
            why=f"About {ctx.expectations.peak_requests_per_second:,} requests per second at "
            "peak must be served by however many servers you run, and without a load balancer "
            "the only way to grow is a bigger machine.",
            next_step=say("Run at least two instances of ", servers, " behind a load balancer."),
        )


def _is_partitioned(node: Node) -> bool:
    described = " ".join([node.label, *node.props.values()]).lower()
    return shard_count(node.props) > 1 or any(word in described for word in PARTITIONED_ENGINES)


@rule("database-sharding", rank=11, dimension="scalability", lesson="sharding")
def database_sharding(ctx: Context) -> Iterator[Observation]:
    writes = ctx.expectations.peak_writes_per_second
    stores = ctx.graph.databases()
    if writes < ONE_PRIMARY_WRITES_PER_SECOND or not stores:
        return
    # Hot counters or sessions may live in a cache cluster instead; splitting either counts.
    split = [node for node in ctx.graph.of_kind("database", "cache") if _is_partitioned(node)]
    if split:
        yield Observation(
            severity="strength",
            nodes=tuple(split),
            message=say(
                split,
                verb(split, " splits", " split"),
                f" the data across machines, as about {writes:,.0f} writes per second "
                "at peak require.",
            ),
            why="Replicas copy every write, so only partitioning raises write capacity.",
        )
        return
    yield Observation(
        severity="major" if writes >= 5 * ONE_PRIMARY_WRITES_PER_SECOND else "minor",
        nodes=tuple(stores),
        message=say(
            f"About {writes:,.0f} writes per second at peak all land on one primary of ",
            stores,
            ".",
        ),
        why="A single primary handles roughly ten thousand simple writes a second; adding "
        "replicas does not help because every replica applies every write.",
        next_step=say(
            "Shard ",
            stores,
            " by a key that spreads writes evenly (the id most reads and writes look up "
            "by, if it has no hot values) and set its Shards.",
        ),
    )
