"""How long a user waits: the synchronous chain behind a request, and pushing updates to
clients instead of making them ask."""

from collections.abc import Iterator

from systemcraft.assessment.engine.rules.context import Context, Observation, when_missing
from systemcraft.assessment.engine.rules.registry import rule
from systemcraft.assessment.engine.wording.messages import path, say, verb
from systemcraft.design.capacity import external

ESTIMATE_NOTE = (
    " Connections left at the default latency are counted at typical figures: about 50 ms "
    "across the internet and a few milliseconds inside the data centre."
)


@rule(
    "synchronous-chain",
    rank=15,
    dimension="scalability",
    lesson="latency-and-throughput",
    other_dimensions=("fault_tolerance",),
)
def synchronous_chain(ctx: Context) -> Iterator[Observation]:
    slowest, deepest = ctx.chains
    budget = ctx.expectations.latency_budget_ms
    if slowest is not None and slowest.latency_ms > budget:
        # A provider's call (a card charge) may lie on a path the brief's budget does not
        # cover (a hold must answer in 500 ms, a checkout need not): said as a condition.
        provider = next((n for n in slowest.nodes if external(n.label)), None)
        over = f" adds up to about {slowest.latency_ms:,.0f} ms, over the {budget:,} ms budget"
        yield Observation(
            severity="major" if slowest.latency_ms > 2 * budget else "minor",
            nodes=slowest.nodes,
            message=say("The synchronous chain ", path(slowest.nodes), f"{over}.")
            if provider is None
            else say(
                "The synchronous chain ",
                path(slowest.nodes),
                f"{over}, if that budget covers this path (it includes the call to ",
                provider,
                ").",
            ),
            why="The user waits for every call in a synchronous chain in turn, so the slowest "
            "path sets the response time at busy moments." + ESTIMATE_NOTE,
            next_step=say(
                "Shorten ",
                path(slowest.nodes),
                ": cache what it reads, call independent services in parallel, and move "
                "work the user need not wait for behind a queue.",
            ),
        )
    elif slowest is not None:
        yield Observation(
            severity="strength",
            nodes=slowest.nodes,
            message=say(
                "The slowest synchronous chain, ",
                path(slowest.nodes),
                f", fits in about {slowest.latency_ms:,.0f} ms of the {budget:,} ms budget.",
            ),
            why="A short synchronous path leaves headroom for slow moments at peak."
            + ESTIMATE_NOTE,
        )
    most = ctx.expectations.max_synchronous_hops
    if deepest is not None and deepest.hops > most:
        yield Observation(
            dimension="fault_tolerance",
            severity="minor",
            nodes=deepest.nodes,
            message=say(path(deepest.nodes), f" makes {deepest.hops} synchronous calls in a row."),
            why=f"Every component in a synchronous chain must be up for the request to succeed, "
            f"so availabilities multiply: beyond about {most} hops, one slow or failed service "
            "anywhere fails the user's request.",
            next_step=say(
                "Make the calls after the user's answer is known asynchronous, through a queue."
            ),
        )


@rule("realtime", rank=6, dimension="scalability", lesson="real-time-push")
def realtime(ctx: Context) -> Iterator[Observation]:
    graph = ctx.graph
    need = ctx.need("realtime")
    pushed = [
        graph.nodes[i]
        for i, node in enumerate(graph.nodes)
        if node.kind == "client"
        and any(edge.realtime for edge in graph.outgoing[i] + graph.incoming[i])
    ]
    if pushed and need >= 1:
        yield Observation(
            severity="strength",
            nodes=tuple(pushed),
            message=say(
                pushed,
                verb(pushed, " keeps", " keep"),
                " a push connection open, so new data arrives without polling.",
            ),
            why="Pushing over a long-lived connection delivers updates in milliseconds and "
            "spares the servers a storm of empty polling requests.",
        )
    elif not pushed and (severity := when_missing(need)):
        yield Observation(
            severity=severity,
            nodes=tuple(graph.of_kind("client")),
            message=say(
                "No client connection pushes updates (WebSocket or similar), so "
                "clients must poll for anything new."
            ),
            why="Polling either delays every update by the polling interval or floods the "
            "servers with requests that mostly find nothing new.",
            next_step=say(
                "Connect the clients to the servers over WebSocket (set the "
                "connection's protocol) and push new data as it arrives."
            ),
        )
