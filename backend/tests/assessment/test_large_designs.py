"""The largest designs allowed are assessed in full (timing lives in bench/, not here)."""

from systemcraft.design.vocabulary import MAX_COMPONENTS, MAX_CONNECTIONS
from tests.assessment.builders import Sketch, problems
from tests.assessment.corpus import scrambled


def test_a_scrambled_design_of_the_largest_size_is_assessed() -> None:
    sketch = scrambled(MAX_COMPONENTS, MAX_CONNECTIONS)
    result = sketch.assess("news-feed")
    assert result.findings
    assert 0 <= result.scores.total <= 15


def test_a_long_chain_with_many_clients_finds_every_single_point_of_failure() -> None:
    servers = 200
    sketch = Sketch()
    for index in range(servers - 1):
        sketch.link(f"api{index}", f"api{index + 1}")
    sketch.link(f"api{servers - 1}", "db")
    for index in range(servers):
        sketch.link(f"web{index}", f"api{index}")
    spofs = problems(sketch.assess(), "single-point-of-failure")
    # Every server is a single point of failure for the clients attached before it.
    assert [f.components for f in spofs] == [[f"api{index}"] for index in range(servers)]
