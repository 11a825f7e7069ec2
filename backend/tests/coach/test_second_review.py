"""What a second review of the coach found it saying falsely, each on the design it was found
on: a health check read as a poll, a share read from any "only", a break named of another part,
a balancer's load handed to each part behind it, a standby in three zones advised to add one."""

from dataclasses import replace

from systemcraft.coach.answering.called import load_from_callers
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.load import brief_load
from systemcraft.coach.answering.next_step import callers_retry
from systemcraft.coach.answering.placement import answer_placement
from systemcraft.coach.answering.review import asks_for_the_worst
from systemcraft.coach.design_facts import PartFacts
from systemcraft.coach.kinds import kind_of
from tests.coach.briefs import ask, facts, with_run


def _part(key: str, label: str) -> PartFacts:
    return next(p for p in facts(key).parts if p.label == label)


def test_a_health_check_on_a_timer_is_no_poll_of_the_cache() -> None:
    key = "url-shortener/solid"  # the ALB's "healthCheck: ... every 5s"
    said = answer_placement(
        ask(key, "is my cache in the right place?", "placement", "Redis Cluster")
    )
    assert "asks again" not in (said or ""), said


def test_a_balancer_in_front_hands_no_count_to_each_part_behind_it() -> None:
    key = "video-streaming/overbuilt"
    asked = with_run(ask(key, "how many?", "sizing", "Upload service"), key)
    assert load_from_callers(asked, _part(key, "Upload service")) is None


def test_a_semi_synchronous_pair_over_three_zones_is_not_told_to_add_a_standby() -> None:
    # "2 replicas, semi-sync, 3 AZs".
    label = "Posts DB (MySQL on Vitess, 128 shards by author_id)"
    said = answer_failure(ask("photo-sharing/excellent-6", "what if it dies?", "failure", label))
    assert "It keeps a semi-synchronous standby" in (said or ""), said
    assert "Next: a standby in another zone" not in (said or "")


def test_only_a_share_phrase_says_a_part_takes_a_share() -> None:
    key = "ad-click-aggregation/unusual-12"
    asked = with_run(ask(key, "is it in the right place?", "placement"), key)
    cache = _part(key, "Closed-range cache")
    load = brief_load(asked, cache)
    assert load is not None
    assert load.only == "closed ranges only"
    read = asked.facts
    assert read is not None
    # "L4 only" on the connection names a protocol, not a share.
    edge = read.graph.incoming[cache.node.index][0]
    graph = read.graph
    graph.incoming[cache.node.index][0] = replace(edge, description="L4 only")
    try:
        assert (brief_load(asked, cache) or load).only is None
    finally:
        graph.incoming[cache.node.index][0] = edge


def test_what_is_wrong_with_this_part_is_about_the_part() -> None:
    assert not asks_for_the_worst("What's wrong with this Redis?")
    assert asks_for_the_worst("What's the weakest part of this?")


def test_how_many_of_something_that_is_no_machine_counts_no_copies() -> None:
    assert kind_of("How many shards do I need if I use Redis instead of Memcached?") == "sizing"
    assert kind_of("Is Redis better than Memcached? How many hits would I get?") == "trade-off"


def test_a_caller_that_retries_except_on_some_errors_still_retries() -> None:
    key = "rate-limiter/fair"
    asked = ask(key, "what if a shard dies?", "failure", "Redis Cluster")
    part = _part(key, "Redis Cluster")
    assert part.callers  # the gateways call it
    gateway = facts(key).of(part.callers[0].id)
    assert gateway is not None
    read = asked.facts
    assert read is not None
    mixed = replace(gateway, text="retries 3x with backoff, no retry on 4xx")
    parts = tuple(mixed if p.node.id == gateway.node.id else p for p in read.parts)
    found = callers_retry(replace(asked, facts=replace(read, parts=parts)), part)
    assert found is not None
    assert "retries 3x" in found.matched
