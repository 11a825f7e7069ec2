"""Sizing reads the drawing as the learner meant it: a per-copy figure that is the peak spread
over their copies is the load each takes, not a capacity; a poller that claims nothing is not
told to run more copies; the users' own devices are never sized."""

import json

from starlette.testclient import TestClient

from systemcraft.coach.answering.copies import copies_line
from systemcraft.coach.answering.erasure import erasure_block
from systemcraft.coach.answering.measured import answer_measured
from systemcraft.coach.answering.sizing import answer_sizing
from tests.assessment.calibration import CALIBRATION_SET
from tests.coach.briefs import ask as asked_of
from tests.coach.briefs import facts, with_run
from tests.coach.test_chat_api import ask, what_the_coach_says


def _design(name: str) -> object:
    return json.loads((CALIBRATION_SET / f"{name}.json").read_text())


@what_the_coach_says
def test_the_peak_over_the_copies_is_their_load_not_their_capacity(
    curriculum_client: TestClient,
) -> None:
    # The Doc Actors' text: "700k ops/s peak ~ 12k ops/s per node", on 60 nodes.
    question = "Are 60 Doc Actor nodes actually enough for the 700k ops/s peak?"
    answer, _ = ask(curriculum_client, question, _design("collaborative-editor/drawn-only-11"))
    assert "your 12,000 a copy is that peak spread over your 60 copies" in answer
    # They are spread "20 per region": losing a region, in the learner's word.
    assert "With one of 3 regions lost, 40 copies take about 17,500 each" in answer
    assert "busy at peak" not in answer
    assert "Short of the peak" not in answer


@what_the_coach_says
def test_a_poller_that_claims_nothing_is_not_told_to_run_more_copies(
    curriculum_client: TestClient,
) -> None:
    question = "How many Cron Service boxes do I need for the 30k runs/sec spike?"
    answer, _ = ask(curriculum_client, question, _design("job-scheduler/terrible"))
    assert "would pick the same due rows and run each twice" in answer
    assert "Short of the peak: run at least" not in answer
    # Its callers are the users' own services, drawn as a client: no count of ours.
    assert "**Services**" not in answer
    # No store is sized: a cache, which takes reads off a store, changes none of these counts.
    assert "a cache in front of a store" not in answer


@what_the_coach_says
def test_a_replica_the_notes_give_by_the_engine_name_is_said(
    curriculum_client: TestClient,
) -> None:
    # "MySQL has a slave that we can switch to": the Business DB is the one MySQL drawn.
    question = "Are 10 API Server instances plus my one MySQL enough for the 36,000 reads/s peak?"
    answer, _ = ask(curriculum_client, question, _design("proximity-search/mediocre-9"))
    assert "your notes give it a replica, “MySQL has a slave that we can switch to" in answer
    assert "still reads the canvas default" not in answer
    # The cache's hit ratio is the run's assumption: what reaches the store without it too.
    assert "If the cache answers few of them" in answer
    assert (
        "about 36,000 reads a second reach it: 6 copies, if each read is a lookup by key" in answer
    )
    assert "a cache in front of a store takes its reads away" in answer


@what_the_coach_says
def test_a_log_is_not_said_to_keep_the_rows(curriculum_client: TestClient) -> None:
    question = (
        "What should the partition key be for my Event Stream? I was going to use video_id "
        "so the View Counter can add up each video"
    )
    answer, _ = ask(curriculum_client, question, _design("video-streaming/unsized-4"))
    assert "**Event Stream** keeps the rows" not in answer


@what_the_coach_says
def test_brokers_the_notes_count_are_said_and_the_data_sum_shows_its_figures(
    curriculum_client: TestClient,
) -> None:
    # The estimates: "10 MB/s, small for a 6-broker cluster"; one log is drawn.
    question = "what happens to clicks if my Kafka clicks topic is unreachable for 5 minutes?"
    answer, _ = ask(curriculum_client, question, _design("ad-click-aggregation/good-12"))
    assert answer.startswith("If **Kafka - clicks topic** (queue) fails:")
    assert "spread over its brokers (“6-broker”)" in answer
    assert "the number of brokers is not written" not in answer


@what_the_coach_says
def test_the_briefs_data_is_said_with_the_sum_it_comes_from(curriculum_client: TestClient) -> None:
    question = "Should I shard my Database by user id?"
    answer, _ = ask(curriculum_client, question, _design("url-shortener/weak"))
    assert (
        "about 3.2 TB over its retention (the problem's figures: 40 writes a second on average "
        "× 500 bytes each × 86,400 seconds a day × 1,825 days)"
    ) in answer


@what_the_coach_says
def test_copies_its_readers_keep_are_no_spare_and_a_rebuild_the_notes_give_keeps_the_data(
    curriculum_client: TestClient,
) -> None:
    # "replicated to every feed-service node as a local cache"; the failure notes: "a missing
    # timeline is rebuilt from author_posts".
    question = "What happens if one of the Redis home-timeline shards crashes at peak?"
    answer, _ = ask(curriculum_client, question, _design("news-feed/solid-3"))
    celebrity = answer[answer.index("If **Redis: celebrity recent posts**") :]
    assert "copied out (“replicated to every feed-service node as a local cache”)" in celebrity
    assert "It has a spare" not in celebrity
    assert "no store behind it has that data" not in answer
    assert "what it held can be rebuilt as your notes say" in answer
    # Asynchronous copies lose their last writes: the rebuild is not said to keep them all.
    assert "what had not reached the store it is rebuilt from is lost" in answer
    assert "its readers go on from the copies they keep" in celebrity


def test_a_part_the_design_says_is_not_in_use_loses_nothing_today() -> None:
    # "Drawn for the future timeline cache; nothing reads from it in v1."
    redis = next(p for p in facts("news-feed/postponed").parts if p.label == "Redis")
    assert copies_line(redis).startswith("Your design says it is not in use yet (“nothing reads")


def test_the_misses_arithmetic_is_not_said_of_a_cache_of_counts() -> None:
    # The limiter's local counter cache: each check changes a count, no read is cached.
    question = "What hit rate will the local counter cache in my Gateway (limiter middleware) get?"
    said = answer_measured(
        asked_of("rate-limiter/good-4", question, "measured", "Gateway (limiter middleware)")
    )
    assert "What it decides: every miss" not in said
    hits = "what hit rate is my Distributed Cache getting?"
    said = answer_measured(asked_of("url-shortener/unsized", hits, "measured", "Distributed Cache"))
    assert "20,000 × (1 − hit rate): 2,000 at 90%, 10,000 at 50%" in said


def test_an_erasure_code_asked_about_is_counted_on_the_designs_own_part() -> None:
    question = "I put RS(6,3) on the blob cells, but what does it mean? As safe as 3 replicas?"
    said = erasure_block(asked_of("file-sync/unusual-11", question, "concept")) or ""
    assert said.startswith("**blob cells** in your design: It keeps each object erasure-coded")
    assert "any 6 of its 9 fragments rebuild it, so it stores 1.50 times the data" in said
    assert "losing one zone leaves 6, exactly the 6 needed" in said


@what_the_coach_says
def test_a_leaderless_stores_writes_count_each_replica(curriculum_client: TestClient) -> None:
    question = "Should I shard my Scylla message store by conversation id?"
    answer, _ = ask(curriculum_client, question, _design("chat-app/solid"))
    assert "each written on its 3 replicas (replication factor 3): 210,000 replica writes" in answer
    # A ScyllaDB node takes about 100,000 writes a second: 210,000 at 70,000 each.
    assert "one node takes about 100,000" in answer
    assert "writes need about 3 nodes" in answer


def test_words_that_only_sound_unused_or_rebuilt_are_not_read_so() -> None:
    from systemcraft.coach.answering.copies import _UNUSED
    from systemcraft.coach.answering.failure import _rebuilt

    assert _UNUSED.search("Drawn for later; nothing reads from it in v1.")
    assert not _UNUSED.search("Redis LRU, evicts unused keys when memory is full")
    assert _rebuilt("a missing timeline is rebuilt from author_posts")
    assert not _rebuilt("a missing timeline cannot be rebuilt from author_posts, so it is lost")


def test_layered_caches_are_not_added_up_in_the_cold_cache_count() -> None:
    # An in-process cache in front of a Valkey cluster: both answer the same reads, so the
    # store's cold-cache load is the larger one's, not their sum (6.2 million, 886 copies).
    key = "distributed-cache/drawn-only-9"
    asked = with_run(asked_of(key, "How many database copies do I need?", "sizing"), key)
    said = answer_sizing(asked) or ""
    assert "about 4 million reads a second reach it: 572 copies" in said
