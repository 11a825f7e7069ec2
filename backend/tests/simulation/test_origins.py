"""A CDN's misses where no store stands right behind it go on to its origin (origins.py): a
paste opened from the edge is answered there for the CDN's share, and the rest reach the read
service through the load balancer, which sends them where it sends the flow's own requests."""

import pytest

from systemcraft.simulation.engine import Simulation
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, component, flow, run
from tests.simulation.test_ways import rubric

OPEN = {"id": "read", "name": "Open a paste", "path": ["client", ["cdn", "cache", "database"]]}
SAVE = {
    "id": "save",
    "name": "Save a paste",
    "path": ["client", "database"],
    "durable_before_answer": True,
}
READS = 10_000  # the brief's reads a second at peak


def pastes(hit_rate: str = "") -> Simulation:
    sketch = (
        Sketch()
        .add("users", "client", label="Browsers")
        .add("cdn", "cdn", label="CDN")
        .add("lb", "load-balancer", label="Load balancer")
        .add("read", "server", label="Read service", replicas="2")
        .add("write", "server", label="Save service", replicas="2")
        .add("redis", "cache", label="Paste cache")
        .add("db", "database", label="Pastes DB", replicas="3")
        .add("sweeper", "server", label="Expiry sweeper")
        .link("users", "cdn")
        .link("cdn", "lb", description="misses go to the origin")
        .link("users", "lb")
        .chain("lb", "read", "redis")
        .link("read", "db")
        .chain("lb", "write", "db")
        .link("sweeper", "cdn", description="invalidate expired pastes")
        .link("sweeper", "db")
    )
    sketch.components[1]["metadata"]["customLogic"] = hit_rate
    return run(sketch.document(), brief(READS, writes=100), rubric=rubric(OPEN, SAVE))


def test_the_cdn_s_misses_reach_the_read_service_and_its_stores() -> None:
    result = pastes()
    misses = READS * (1 - 0.9)  # a CDN answers 90% unless its design says otherwise
    assert component(result, "read").arrival_rps == pytest.approx(misses)
    assert component(result, "redis").arrival_rps == pytest.approx(misses)
    # The cache answers 80% of what reaches it; the save service takes none of the misses.
    assert component(result, "db").arrival_rps == pytest.approx(100 + misses * 0.2)
    assert component(result, "write").arrival_rps == pytest.approx(100)
    # A part that only purges the CDN sends nothing on and serves none of its misses.
    assert component(result, "sweeper").arrival_rps == 0
    filling = flow(result, "read-misses-cdn")
    assert (filling.fills, filling.target_p99_ms) == ("Open a paste", None)


def test_the_share_the_cdn_s_design_states_sets_its_misses() -> None:
    result = pastes(hit_rate="hit rate: 99%")
    assert component(result, "read").arrival_rps == pytest.approx(READS * 0.01)
