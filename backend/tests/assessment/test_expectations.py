import pytest
from pydantic import ValidationError

from systemcraft.assessment.engine import CapabilityWeights, Expectations
from tests.assessment.builders import PROBLEMS, expectations

PROBLEM_IDS = sorted(path.stem for path in PROBLEMS.glob("*.yaml"))


def test_every_problem_states_what_a_design_is_judged_against() -> None:
    assert len(PROBLEM_IDS) >= 25
    for problem_id in PROBLEM_IDS:
        assert isinstance(expectations(problem_id), Expectations)


def test_the_numbers_match_the_problem_briefs() -> None:
    assert expectations("url-shortener").reads_per_write == 100
    assert expectations("url-shortener").capabilities.cache == "essential"
    assert expectations("chat-app").capabilities.realtime == "essential"
    assert expectations("chat-app").peak_writes_per_second == 70_000
    assert expectations("video-streaming").capabilities.cdn == "essential"
    assert expectations("rate-limiter").latency_budget_ms <= 100


def test_expectations_survive_the_trip_through_the_database_as_json() -> None:
    for problem_id in PROBLEM_IDS:
        chosen = expectations(problem_id)
        assert Expectations.model_validate(chosen.model_dump(mode="json")) == chosen


def test_unknown_keys_and_weights_are_refused() -> None:
    with pytest.raises(ValidationError):
        Expectations.model_validate({"reads_per_writes": 3})
    with pytest.raises(ValidationError):
        Expectations.model_validate({"capabilities": {"cache": "vital"}})


def test_every_field_is_documented() -> None:
    for model in (Expectations, CapabilityWeights):
        for name, field in model.model_fields.items():
            assert field.description, f"{model.__name__}.{name}"
