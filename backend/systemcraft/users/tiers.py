"""The tier policy, decided once. Endpoints ask these functions rather than comparing tier
numbers, and the API sends their answers (a user's capabilities, the tier that opens a problem,
whether a lesson is open to visitors) so the front end does not decide them again."""

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from systemcraft.users.models import User

# A signed-out visitor reads what a free account reads, and practises nothing: the workspace
# needs an account.
VISITOR_TIER = 0
# Tier 3 and above get the written analysis, the findings, Run Assessment and the coach.
# Below it, a submitted design still gets its three scores and total, with the reason and the
# next thing to do; from TOP_FINDING_TIER, also the single most important finding.
FEEDBACK_TIER = 3
TOP_FINDING_TIER = 1
# From tier 1, a design can be run under load (the simulation).
SIMULATION_TIER = 1

# How much of an assessment a user's tier shows: what holds the score back and what to do next
# ("summary"), that plus the most important finding ("top_finding"), or everything ("full").
FeedbackLevel = Literal["summary", "top_finding", "full"]


class Capabilities(BaseModel):
    """What a user's tier lets them do, so the front end shows it without comparing tiers."""

    model_config = ConfigDict(frozen=True)

    practice: bool = Field(
        description="Opens the practice problems its tier reaches (every account reaches the "
        "free ones), saves designs and submits them"
    )
    coach: bool = Field(
        description="The design coach, Run Assessment and the written analysis of each submission"
    )
    simulate: bool = Field(
        description="Runs a design under the brief's load in the simulation (POST /api/simulations)"
    )


def tier_of(user: User | None) -> int:
    return user.tier_id if user is not None else VISITOR_TIER


def capabilities(tier: int) -> Capabilities:
    return Capabilities(
        practice=tier >= VISITOR_TIER,
        coach=tier >= FEEDBACK_TIER,
        simulate=tier >= SIMULATION_TIER,
    )


def simulates(user: User) -> bool:
    return capabilities(tier_of(user)).simulate


def may_read(user: User | None, required_tier: int) -> bool:
    """Lessons and quizzes: a visitor reads what a free account reads."""
    return tier_of(user) >= required_tier


def open_to_visitors(required_tier: int) -> bool:
    """A lesson anyone may read, signed in or not; the others are marked with their tier."""
    return may_read(None, required_tier)


def practice_tier(required_tier: int) -> int:
    """The tier that opens a practice problem: its own (0 for the free ones)."""
    return max(VISITOR_TIER, required_tier)


def may_practise(user: User | None, required_tier: int) -> bool:
    """A practice problem's workspace, its saved designs and its submissions: an account whose
    tier reaches the problem's."""
    return user is not None and tier_of(user) >= practice_tier(required_tier)


def sees_feedback(user: User | None) -> bool:
    return capabilities(tier_of(user)).coach


def feedback_level(user: User | None) -> FeedbackLevel:
    if sees_feedback(user):
        return "full"
    return "top_finding" if tier_of(user) >= TOP_FINDING_TIER else "summary"
