import pytest

from systemcraft.tiers import (
    Capabilities,
    capabilities,
    may_practise,
    may_read,
    open_to_visitors,
    practice_tier,
    sees_feedback,
)
from systemcraft.users.models import User


def _user(tier: int) -> User:
    return User(subject="dev:ada", email="ada@example.com", display_name="Ada", tier_id=tier)


def test_a_visitor_reads_what_a_free_account_reads_and_practises_nothing() -> None:
    assert may_read(None, 0) is may_read(_user(0), 0) is True
    assert may_read(None, 1) is may_read(_user(0), 1) is False
    assert open_to_visitors(0)
    assert not open_to_visitors(1)
    assert not may_practise(None, 0)
    assert not sees_feedback(None)


@pytest.mark.parametrize(("required", "opens_at"), [(0, 1), (1, 1), (2, 2), (5, 5)])
def test_a_problem_opens_at_its_tier_and_never_below_tier_one(required: int, opens_at: int) -> None:
    assert practice_tier(required) == opens_at
    assert may_practise(_user(opens_at), required)
    assert not may_practise(_user(opens_at - 1), required)


@pytest.mark.parametrize(
    ("tier", "practice", "coach"),
    [(0, False, False), (1, True, False), (2, True, False), (3, True, True), (9, True, True)],
)
def test_capabilities_follow_the_same_thresholds_as_the_checks(
    tier: int, practice: bool, coach: bool
) -> None:
    user = _user(tier)
    assert capabilities(tier) == Capabilities(practice=practice, coach=coach)
    assert may_practise(user, 0) is practice
    assert sees_feedback(user) is coach
