"""Growing with traffic: servers added behind a load balancer, data split across machines."""

from collections.abc import Iterator

from systemcraft.assessment.engine.context import Context, Issue
from systemcraft.assessment.engine.graph import Node
from systemcraft.assessment.engine.kinds import SERVICE_KINDS
from systemcraft.assessment.engine.messages import say, verb
from systemcraft.assessment.engine.properties import shard_count
from systemcraft.assessment.engine.results import Severity

HORIZONTAL_SCALING = "horizontal-scaling"
DATABASE_SHARDING = "database-sharding"

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


def horizontal_scaling(ctx: Context) -> Iterator[Issue]:
    graph = ctx.graph
    servers = graph.of_kind(*SERVICE_KINDS)
    if not servers:
        return
    balancers = graph.of_kind("load-balancer")
    spread = False
    for lb in balancers:
        backends = graph.adjacent(lb, *SERVICE_KINDS)
        if _instances(backends) >= 2:
            spread = True
            yield Issue(
                rule_id=HORIZONTAL_SCALING,
                dimension="scalability",
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
                lesson="vertical-vs-horizontal-scaling",
            )
        else:
            yield Issue(
                rule_id=HORIZONTAL_SCALING,
                dimension="scalability",
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
    if balancers or spread:
        return
    need = ctx.need("load_balancing")
    busy = ctx.expectations.peak_requests_per_second > ONE_SERVER_RPS
    severity: Severity | None = (
        "major" if need >= 3 or (need == 2 and busy) else "minor" if need or busy else None
    )
    if severity:
        yield Issue(
            rule_id=HORIZONTAL_SCALING,
            dimension="scalability",
            severity=severity,
            nodes=tuple(servers),
            message=say("Requests go straight to ", servers, " with no load balancer."),
            why=f"About {ctx.expectations.peak_requests_per_second:,} requests per second at "
            "peak must be served by however many servers you run, and without a load balancer "
            "the only way to grow is a bigger machine.",
            lesson="vertical-vs-horizontal-scaling",
            next_step=say("Run at least two instances of ", servers, " behind a load balancer."),
        )


def _is_partitioned(node: Node) -> bool:
    described = " ".join([node.label, *node.props.values()]).lower()
    return shard_count(node.props) > 1 or any(word in described for word in PARTITIONED_ENGINES)


def database_sharding(ctx: Context) -> Iterator[Issue]:
    writes = ctx.expectations.peak_writes_per_second
    stores = ctx.graph.of_kind("database")
    if writes < ONE_PRIMARY_WRITES_PER_SECOND or not stores:
        return
    # Hot counters or sessions may live in a cache cluster instead; splitting either counts.
    split = [node for node in ctx.graph.of_kind("database", "cache") if _is_partitioned(node)]
    if split:
        yield Issue(
            rule_id=DATABASE_SHARDING,
            dimension="scalability",
            severity="strength",
            nodes=tuple(split),
            message=say(
                split,
                verb(split, " splits", " split"),
                f" the data across machines, as about {writes:,.0f} writes per second "
                "at peak require.",
            ),
            why="Replicas copy every write, so only partitioning raises write capacity.",
            lesson="sharding",
        )
        return
    yield Issue(
        rule_id=DATABASE_SHARDING,
        dimension="scalability",
        severity="major" if writes >= 5 * ONE_PRIMARY_WRITES_PER_SECOND else "minor",
        nodes=tuple(stores),
        message=say(
            f"About {writes:,.0f} writes per second at peak all land on one primary of ",
            stores,
            ".",
        ),
        why="A single primary handles roughly ten thousand simple writes a second; adding "
        "replicas does not help because every replica applies every write.",
        lesson="sharding",
        next_step=say(
            "Shard ",
            stores,
            " by a key that spreads writes evenly (such as the "
            "user or conversation id) and set its shards property.",
        ),
    )
