"""The engine's findings the design answers where the engine does not read are not said: a TTL
its writers set, sizing written on the parts, praise of a chain no hop of which is timed; the
same problem of several parts is said once; and a review that finds nothing says so."""

from systemcraft.assessment.engine import Finding
from systemcraft.coach.answering.contradicted import believed
from systemcraft.coach.answering.review import answer_review
from tests.coach.briefs import ask, document
from tests.coach.factory import finding


def _ttl(label: str, component: str) -> Finding:
    return Finding(
        rule_id="cache-invalidation",
        dimension="consistency",
        severity="minor",
        components=[component],
        message=f"{label} has no TTL, so an entry stays until something deletes it.",
        why="A cached copy drifts from the database.",
        lesson="caching",
    )


def test_a_ttl_its_writers_set_answers_a_cache_without_one() -> None:
    # The SDK on the app servers "adds T3600 to any set without an expiry".
    found = [_ttl("memcached copy AZ-1 (30 nodes)", "mc1")]
    assert believed(document("distributed-cache/unusual-12"), found) == []
    # A design that writes no lifetime anywhere keeps the finding.
    assert believed(document("url-shortener/weak"), found) == found


def test_sizing_on_the_parts_answers_estimates_left_empty() -> None:
    empty = finding("minor", message="No figure in the estimates, written with its unit, …")
    empty = empty.model_copy(update={"rule_id": "brief-sizing"})
    assert believed(document("llm-chat-service/drawn-only-12"), [empty]) == []
    assert believed(document("job-scheduler/terrible"), [empty]) == [empty]


def test_a_chain_earns_no_praise_timed_or_not_but_its_problem_is_kept() -> None:
    """The engine's chain may join flows the design keeps apart (hotel partners' updates and a
    guest's booking): its praise is not said as fact, whether its hops are timed or not."""
    fits = finding("strength", message="The slowest synchronous chain fits in about 57 ms.")
    fits = fits.model_copy(update={"rule_id": "synchronous-chain"})
    over = finding("major", message="The slowest synchronous chain takes about 900 ms.")
    over = over.model_copy(update={"rule_id": "synchronous-chain"})
    assert believed(document("photo-sharing/first-attempt-6"), [fits]) == []
    assert believed(document("payment-system/excellent-6"), [fits, over]) == [over]


def test_the_same_problem_of_several_parts_is_said_once() -> None:
    asked = ask("distributed-cache/unusual-12", "what would you fix first?", "review")
    found = [_ttl(f"memcached copy AZ-{n} (30 nodes)", f"mc{n}") for n in (1, 2, 3)]
    said = answer_review(asked, found) or ""
    assert said.startswith(
        "**The biggest problem:** memcached copy AZ-1 (30 nodes), memcached copy AZ-2 (30 "
        "nodes) and memcached copy AZ-3 (30 nodes) have no TTL"
    )
    assert "Then, in this order" not in said


def test_a_review_that_finds_nothing_says_so_and_what_is_left_open() -> None:
    asked = ask("llm-chat-service/drawn-only-12", "what would you fix first?", "review")
    said = answer_review(asked, []) or ""
    assert said.startswith("The design checks find no clear problem in it. That is not a sign-off")


def test_a_copy_policy_for_every_service_in_the_notes_answers_one_copy() -> None:
    # "AZ lost: services run in 3 AZs at N+1" in the payments design's failure notes.
    one = finding("major", "recon", message="Reconciliation Service runs as one copy.")
    one = one.model_copy(update={"rule_id": "brief-single-point-of-failure"})
    assert believed(document("payment-system/excellent-6"), [one]) == []
    assert believed(document("job-scheduler/terrible"), [one]) == [one]


def test_a_copy_policy_needs_two_places_and_a_lifetime_needs_a_duration() -> None:
    from systemcraft.coach.answering.contradicted import _FLEET_POLICY, _lifetime_set

    assert _FLEET_POLICY.search("AZ lost: services run in 3 AZs at N+1")
    assert not _FLEET_POLICY.search("Our services run in 1 AZ for now")
    assert _lifetime_set("The SDK adds T3600 to any set without an expiry")
    assert not _lifetime_set("The cache keeps entries with no expiry, about 2 GB.")
