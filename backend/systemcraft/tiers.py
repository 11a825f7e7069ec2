"""The tier policy, decided once: every endpoint that returns a lesson, a problem or an
assessment asks these functions rather than comparing tier numbers itself."""

from systemcraft.users.models import User

# A visitor reads what a free account reads.
FREE_TIER = 0
# Tier 3 and above get the written analysis, the findings, Run Assessment and the coach.
# Below it, a submitted design still gets its three scores and total.
FEEDBACK_TIER = 3


def tier_of(user: User | None) -> int:
    return user.tier_id if user is not None else FREE_TIER


def may_read(user: User | None, required_tier: int) -> bool:
    """Lessons and quizzes: open to visitors up to the free tier."""
    return tier_of(user) >= required_tier


def may_practise(user: User | None, required_tier: int) -> bool:
    """A practice problem's workspace, its saved designs and its submissions need an account."""
    return user is not None and tier_of(user) >= required_tier


def sees_feedback(user: User | None) -> bool:
    return tier_of(user) >= FEEDBACK_TIER
