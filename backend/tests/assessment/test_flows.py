"""A rubric's flows are found through whatever only forwards requests, never through a client
or a store, in either direction of the arrows, and credit only the components on them."""

from systemcraft.assessment.engine.flows.matching import match_flow
from systemcraft.assessment.engine.graph.design_graph import build_graph
from systemcraft.assessment.engine.rubric.schema import Flow
from systemcraft.design import read_document
from tests.assessment.builders import Sketch

UPLOAD = Flow.model_validate(
    {
        "id": "upload",
        "name": "Upload and transcode",
        "path": ["client", "object-store", ["queue", "log"], "worker", "object-store"],
    }
)
READ = Flow.model_validate(
    {"id": "read", "name": "Read", "path": ["client", "service", ["cache", "database"]]}
)


def on_flow(sketch: Sketch, flow: Flow) -> list[str]:
    graph = build_graph(read_document(sketch.document()).design)
    return [node.id for node in match_flow(graph, flow).nodes]


def test_a_flow_passes_through_balancers_and_services_and_ignores_arrow_direction() -> None:
    sketch = Sketch().chain("web", "lb", "api", "cache").link("db", "api").add("loose", "server")
    assert on_flow(sketch, READ) == ["web", "lb", "api", "cache", "db"]


def test_a_flow_never_passes_through_a_store_or_a_client() -> None:
    through_store = Sketch().chain("web", "db", "api", "cache")
    assert on_flow(through_store, READ) == []
    through_client = Sketch().chain("api", "web", "cache").add("mobile")
    assert on_flow(through_client, READ) == []


def test_each_step_must_come_in_order() -> None:
    pipeline = (
        Sketch()
        .add("raw", "database", label="Raw uploads (S3)")
        .add("out", "database", label="Renditions bucket")
        .add("jobs", "queue")
        .add("encoder", "server", label="Transcoder workers")
        .chain("web", "api", "raw")
        .chain("api", "jobs", "encoder", "out")
        .link("encoder", "raw")
    )
    assert on_flow(pipeline, UPLOAD) == ["raw", "out", "jobs", "encoder", "web", "api"]
    no_queue = Sketch().add("raw", "database", label="S3").chain("web", "raw")
    assert on_flow(no_queue, UPLOAD) == []


def test_an_unknown_component_is_not_a_way_through() -> None:
    sketch = Sketch().add("thing", None, label="Mystery box").chain("web", "thing", "api", "db")
    assert on_flow(sketch, READ) == []


PLAY = Flow.model_validate(
    {"id": "play", "name": "Play a video", "path": ["client", "cdn", "object-store"]}
)


def test_a_part_reached_only_by_going_out_to_it_and_back_is_on_no_flow() -> None:
    """A planner that pushes to the edge hangs off the CDN: the way out to it and back would pass
    the CDN twice, so it carries none of the plays; a cache beside the API stays on the read."""
    sketch = (
        Sketch()
        .add("web", "client", label="Players")
        .add("edge", "cdn", label="Edge appliances")
        .add("origin", "database", label="Video origin (S3)")
        .add("planner", "server", label="Fill planner")
        .add("stats", "database", label="Views (ClickHouse)")
        .chain("web", "edge", "origin")
        .link("planner", "edge")
        .link("planner", "stats")
    )
    assert "planner" not in on_flow(sketch, PLAY)
    assert on_flow(sketch, PLAY) == ["web", "edge", "origin"]
    cache_aside = Sketch().chain("web", "api", "db").link("api", "cache")
    assert on_flow(cache_aside, READ) == ["web", "api", "db", "cache"]
