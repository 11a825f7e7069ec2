"""The basics: a client, a data store, a way between them, and nothing left floating."""

from collections.abc import Iterator

from systemcraft.assessment.engine.rules.context import Context, Observation
from systemcraft.assessment.engine.rules.registry import rule
from systemcraft.assessment.engine.wording.messages import say, verb


@rule(
    "client-to-data",
    rank=1,
    dimension="fault_tolerance",
    lesson="what-is-system-design",
    other_lessons=("sql-vs-nosql",),
)
def client_to_data(ctx: Context) -> Iterator[Observation]:
    graph = ctx.graph
    clients, stores = graph.of_kind("client"), graph.of_kind("database")
    if not graph.nodes:
        yield Observation(
            severity="critical",
            nodes=(),
            message=say("The design is empty."),
            why="Before anything else can be discussed, an interviewer needs the path a request "
            "takes from the user to where the data is kept.",
            next_step=say("Start with a Client, a Server and a Database, connected in order."),
        )
        return
    if not clients:
        yield Observation(
            severity="critical",
            nodes=(),
            message=say("The design has no client, so no user journey can be traced through it."),
            why="Every design starts from who sends the requests; without a client nobody can "
            "tell which path a request takes or where the load comes from.",
            next_step=say("Add a Client and connect it to the first component requests reach."),
        )
    if not stores:
        yield Observation(
            severity="critical",
            nodes=(),
            message=say("The design has no database, so nothing is kept once a request ends."),
            why="Almost every product stores something, and where it lives, how it is copied "
            "and how it is split drive most of the trade-offs an interviewer wants to hear.",
            lesson="sql-vs-nosql",
            next_step=say("Add a Database, connect it to the servers and name the engine."),
        )
    if not clients or not stores:
        return
    cut_off = [client for client in clients if not ctx.journeys.reaches_data(client)]
    if not cut_off:
        return
    everyone = len(cut_off) == len(clients)
    yield Observation(
        severity="critical" if everyone else "major",
        nodes=tuple(cut_off),
        message=say("No connections lead from ", cut_off, " to ", stores, ".")
        if everyone
        else say(cut_off, " cannot reach any database through the connections drawn."),
        why="A request that cannot get to the data cannot do its job, so the design does not "
        "yet describe a working system for these users.",
        next_step=say("Connect ", cut_off, " through the servers to the database they need."),
    )


@rule(
    "client-direct-data",
    rank=2,
    dimension="consistency",
    lesson="what-is-system-design",
    other_lessons=("caching",),
)
def client_direct_data(ctx: Context) -> Iterator[Observation]:
    graph = ctx.graph
    touched = False
    for client in graph.of_kind("client"):
        databases = graph.adjacent(client, "database")
        caches = graph.adjacent(client, "cache")
        touched = touched or bool(databases or caches)
        if databases:
            yield Observation(
                severity="major",
                nodes=(client, *databases),
                message=say(client, " talks straight to ", databases, "."),
                why="With no service in between, every client holds database credentials and "
                "enforces the business rules itself: one buggy or hostile client can write "
                "inconsistent data, and the schema can never change safely.",
                next_step=say(
                    "Put a server between ", client, " and ", databases, " to validate writes."
                ),
            )
        if caches:
            yield Observation(
                severity="minor",
                nodes=(client, *caches),
                message=say(client, " reads from ", caches, " directly."),
                why="A cache knows nothing of users or permissions, and clients that fill it "
                "themselves can leave it out of step with the database.",
                lesson="caching",
                next_step=say("Let the servers own ", caches, " and check it before the database."),
            )
    clients, stores = graph.of_kind("client"), graph.of_kind("database")
    if clients and stores and not touched and all(map(ctx.journeys.reaches_data, clients)):
        yield Observation(
            severity="strength",
            nodes=tuple(stores),
            message=say("Clients reach ", stores, " only through the service layer."),
            why="One layer that validates every read and write keeps the data consistent and "
            "lets the storage change without touching clients.",
        )


@rule("isolated-component", rank=17, dimension="scalability", lesson="what-is-system-design")
def isolated_component(ctx: Context) -> Iterator[Observation]:
    graph = ctx.graph
    loose = [node for node in graph.nodes if graph.is_isolated(node)]
    if not loose or len(graph.nodes) == 1:
        return
    yield Observation(
        severity="minor",
        nodes=tuple(loose),
        message=say(loose, verb(loose, " is", " are"), " connected to nothing."),
        why="A component no request reaches does no work in this design; an interviewer will "
        "ask what it is for and how requests get to it.",
        next_step=say("Connect ", loose, " where it belongs, or remove it."),
    )


@rule("unrecognised-component", rank=18, dimension="scalability", lesson="what-is-system-design")
def unrecognised_component(ctx: Context) -> Iterator[Observation]:
    """A component nothing in the document identifies is asked about, not taken for a server."""
    for node in ctx.graph.nodes:
        if node.role is None:
            yield Observation(
                severity="minor",
                nodes=(node,),
                message=say(
                    "What is ",
                    node,
                    "? Neither its type nor its label says what it "
                    "does, so no flow can count on it.",
                ),
                why="A reviewer can only credit a part whose job is clear; an unnamed box could "
                "be a service, a store or a queue, and each is judged differently.",
                next_step=say(
                    "Give ",
                    node,
                    " a component type, or a label that names it, "
                    "such as “Kafka”, “Redis cache” or “Upload service”.",
                ),
            )
