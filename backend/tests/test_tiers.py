import pytest

from systemcraft.users.models import User
from systemcraft.users.tiers import (
    Capabilities,
    capabilities,
    feedback_level,
    may_practise,
    may_read,
    open_to_visitors,
    practice_tier,
    sees_feedback,
    simulates,
)


def _user(tier: int) -> User:
    return User(subject="dev:ada", email="ada@example.com", display_name="Ada", tier_id=tier)


def test_a_visitor_reads_what_a_free_account_reads_and_practises_nothing() -> None:
    assert may_read(None, 0) is may_read(_user(0), 0) is True
    assert may_read(None, 1) is may_read(_user(0), 1) is False
    assert open_to_visitors(0)
    assert not open_to_visitors(1)
    assert not may_practise(None, 0)
    assert not sees_feedback(None)


@pytest.mark.parametrize("required", [1, 2, 5])
def test_a_problem_opens_at_its_tier(required: int) -> None:
    assert practice_tier(required) == required
    assert may_practise(_user(required), required)
    assert not may_practise(_user(required - 1), required)


def test_a_free_problem_opens_to_every_account() -> None:
    assert practice_tier(0) == 0
    assert may_practise(_user(0), 0)
    assert not may_practise(None, 0)


@pytest.mark.parametrize(
    ("tier", "practice", "coach", "simulate"),
    [
        (0, True, False, False),
        (1, True, False, True),
        (2, True, False, True),
        (3, True, True, True),
        (9, True, True, True),
    ],
)
def test_capabilities_follow_the_same_thresholds_as_the_checks(
    tier: int, practice: bool, coach: bool, simulate: bool
) -> None:
    user = _user(tier)
    assert capabilities(tier) == Capabilities(practice=practice, coach=coach, simulate=simulate)
    assert simulates(user) is simulate
    assert may_practise(user, 0) is practice
    assert sees_feedback(user) is coach


@pytest.mark.parametrize(
    ("tier", "level"),
    [(0, "summary"), (1, "top_finding"), (2, "top_finding"), (3, "full"), (4, "full")],
)
def test_how_much_of_an_assessment_each_tier_sees(tier: int, level: str) -> None:
    assert feedback_level(_user(tier)) == level
    assert feedback_level(None) == "summary"
