"""What reviewers of development-12 (held-out-11 until they read it) found the coach saying
falsely or missing, each on the design it was found on: whole copies per zone read as one copy,
a Postgres' table partitions read as shards or copies, an autoscaling floor read as the count, a
session registry said to answer a store's reads, a TTL with words after it said missing, a
fetcher sized as a web server, a CDN's signed download URLs read as uploads, a cache-aside cache
said to have no path to its database, a cache's fallback recommended to a store it would sink,
and an idea the lessons name only in a table said to be outside the course."""

import json
from dataclasses import replace

from starlette.testclient import TestClient

from systemcraft.assessment.engine import assess
from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.coach.answering.copies import copies_line, replication_factor
from systemcraft.coach.answering.copies_weighed import copies_weighed
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.measured import answer_measured
from systemcraft.coach.answering.merged_top import merged_top_block
from systemcraft.coach.answering.read_writes import write_per_read
from systemcraft.coach.answering.rehash import rehash_block
from systemcraft.coach.answering.review import answer_review, ranked
from systemcraft.coach.answering.sharding import answer_sharding
from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.answering.skipped_hop import skipped_hop
from systemcraft.coach.answering.uploads import upload_path
from systemcraft.coach.answering.upstream import assumed_hits
from systemcraft.coach.idea import idea_of
from systemcraft.coach.intent import Part
from systemcraft.coach.kinds import kind_of
from systemcraft.design.capacity import per_second
from tests.assessment.calibration import CALIBRATION_SET, problem_expectations
from tests.auth.helpers import bearer, sign_in
from tests.coach.briefs import ask, document, facts, with_run
from tests.databases import on_one_database

what_the_coach_says = on_one_database("sqlite")


def test_whole_copies_one_per_zone_are_copies_and_the_count_is_per_zone() -> None:
    key = "metrics-alerting/drawn-only-9"
    store = next(p for p in facts(key).parts if p.label.startswith("VictoriaMetrics"))
    said = copies_line(store)
    assert said.startswith("It is split over “12 vmstorage per zone”"), said
    assert "leaves the slice's other copies serving it" in said
    assert "no replica is written" not in said
    assert replication_factor("3 full copies (one cluster per zone)") == 3
    assert replication_factor("three independent copies") == 3
    assert replication_factor("copies of the logs") is None


def test_table_partitions_in_one_postgres_are_neither_shards_nor_copies() -> None:
    store = next(p for p in facts("pastebin/solid").parts if p.label == "Postgres (metadata)")
    said = copies_line(store)
    assert said.startswith("Its “16 partitions” split its tables inside one server"), said
    assert "sync standby + 2 async read replicas" in said
    assert "shards" not in said


def test_an_autoscaling_floor_is_said_as_a_floor_not_a_count() -> None:
    key = "chat-app/unsized-4"
    question = "How many Connection Gateway servers do I actually need for this load?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Connection Gateway"), key)) or ""
    assert "at least 3 copies (“autoscaled, spread over 3 AZs”: autoscaling adds more)" in said
    assert "so its range must reach 58" in said, said
    assert "Your design runs 3 copies" not in said


def test_a_session_registry_answers_none_of_a_stores_reads() -> None:
    key = "chat-app/unsized-4"
    asked = with_run(ask(key, "how many Cassandra nodes?", "sizing", "Message Store"), key)
    store = (
        next(p for p in asked.facts.parts if p.label == "Message Store") if asked.facts else None
    )
    assert store is not None
    assert "Session Registry" not in assumed_hits(asked, store)


def test_a_ttl_with_words_after_its_number_is_a_ttl() -> None:
    assert parse_ttl_seconds("60 for metadata") == 60
    assert parse_ttl_seconds("300") == 300
    assert parse_ttl_seconds("none") == float("inf")
    findings = assess(document("video-streaming/solid-3")).findings
    assert not any("has no TTL" in f.message for f in findings)


def test_a_fetcher_is_sized_by_what_it_holds_open_and_how_long_each_takes() -> None:
    key = "web-crawler/good-6"
    question = (
        "My estimate assumes an average fetch takes about 1.5 s. Will the Fetcher fleet (20 "
        "fetchers with 500 connections each) keep up at 4,000 pages/s?"
    )
    said = answer_sizing(with_run(ask(key, question, "sizing", "Fetcher fleet"), key)) or ""
    assert "so the 20 hold about 10,000" in said, said
    assert "At 4,000 a second and 1.5 s each, about 6,000 are in flight, 60% of the 10,000" in said
    assert "under 10,000 ÷ 4,000 = 2.5 s" in said
    assert "one service copy serves about 5,000" not in said


def test_a_cdns_signed_download_urls_are_not_uploads_and_hashed_keys_are_checked() -> None:
    key = "file-sync/good-9"
    question = (
        "Every block upload goes Desktop client -> Block Service -> Block Storage (S3). Should "
        "clients upload straight to S3 instead?"
    )
    said = upload_path(ask(key, question, "placement", "Block Service")) or ""
    assert said.startswith("Straight into **Block Storage (S3)**, not through **Block Service**")
    assert "already has the client write there" not in said
    assert "Objects named by their content's hash (“key = SHA-256”)" in said, said


def test_a_cache_its_callers_fill_from_the_database_has_a_path_to_it() -> None:
    # The application servers are drawn as the cache's clients and read the database on a miss.
    findings = assess(document("distributed-cache/mediocre-11")).findings
    assert not any("has no path to a database" in f.message for f in findings)


def test_a_cache_whose_misses_would_sink_the_store_is_not_told_to_fall_back_to_it() -> None:
    key = "news-feed/beginner"
    question = "If the Redis feed cache goes down the App servers query PostgreSQL directly. OK?"
    said = answer_failure(with_run(ask(key, question, "failure", "Redis feed cache"), key)) or ""
    assert "about 80,000 more reads a second on **PostgreSQL**" in said, said
    # The store's replica is in the notes only: its copies are not counted, the gap is.
    assert "one copy of it serves about 10,000, so those would take about 12 copies" in said
    assert "reads that fall back to the store" not in said
    assert "a cap on the misses that reach it" in said


def test_the_only_service_takes_every_request_and_shards_are_counted_by_bytes_too() -> None:
    key = "payment-system/buzzword-weak"
    question = "How many Payment server instances and how many Payments DB shards do I need?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Payment server"), key)) or ""
    assert "the brief's peak 3,500 writes and 10,000 reads a second pass through it" in said
    assert "Short of the peak: run at least 4" in said, said
    said = answer_sizing(with_run(ask(key, question, "sizing", "Payments DB"), key)) or ""
    assert "≈ 221 TB" in said, said
    assert "≈ 221 TB" not in (
        answer_sizing(with_run(ask(key, "How many copies?", "sizing", "Payments DB"), key)) or ""
    )


@what_the_coach_says
def test_an_idea_the_lessons_name_only_in_a_table_is_that_tables_row(
    curriculum_client: TestClient,
) -> None:
    question = "Can you explain what Redlock actually guarantees here?"
    said = _chat(curriculum_client, question, "ride-sharing/buzzword-weak")
    assert "do not explain" not in said, said
    assert said.startswith("**Redlock (5 independent Redis nodes)**")
    assert "still no fencing token" in said
    assert "(/learn/locks-and-leases)" in said


def test_a_crawlers_bandwidth_is_bytes_in_and_small_objects_are_bundled() -> None:
    question = "Roughly what will this cost per month on AWS? Just give me the monthly total."
    said = answer_measured(ask("web-crawler/mediocre-6", question, "measured"))
    assert "- Bytes in: about 518 TB a month" in said, said
    assert "Bytes out to users" not in said
    assert "5.2 billion PUTs a month of 100 KB each" in said
    assert "$" not in said
    # A pastebin's brief counts reads going out to its users.
    said = answer_measured(ask("pastebin/solid-2", "what will it cost per month?", "measured"))
    assert "- Bytes out to users: about 3.1 TB a month" in said, said


def test_a_claimed_rate_a_shard_is_checked_in_the_learners_own_figures() -> None:
    question = (
        "My notes say a Redis shard does about 100,000 scripted ops a second, so 16 shards cover "
        "the 1 million checks. Can you confirm it will hit that and stay under a millisecond at "
        "p99?"
    )
    assert kind_of(question) == "measured"
    said = answer_measured(ask("rate-limiter/strong-2", question, "measured"))
    assert "A rate a node sustains and a tail latency are measured" in said, said
    assert "1 million a second over 16 shards is about 62,500 on each" in said
    assert "two calls a request make it 125,000 a shard" in said


def test_an_index_held_in_memory_is_the_store_a_sharding_question_is_about() -> None:
    key = "proximity-search/drawn-only-9"
    label = "H3 geo index nodes (whole world in RAM)"
    question = "Should I keep the whole index on every H3 geo index node or shard it by cell?"
    said = answer_sharding(with_run(ask(key, question, "trade-off", label), key)) or ""
    assert f"**{label}** holds an index in memory" in said, said
    assert "ScyllaDB" not in said.split("\n\n")[0]


@what_the_coach_says
def test_polling_or_websockets_weighs_the_two_with_the_briefs_clients(
    curriculum_client: TestClient,
) -> None:
    question = (
        "Should I have the phone poll every few seconds, or switch to WebSockets? Polling seems "
        "way simpler."
    )
    said = _chat(curriculum_client, question, "chat-app/unsized-4")
    assert "**Short polling** and **WebSockets**, side by side" in said, said
    assert "10 million clients connected at once" in said
    assert "every 5 seconds (say) is about 2 million requests a second" in said
    # A passage that ends by promising a list it does not hold is left out.
    assert "Two common designs:" not in said


def test_merging_local_top_lists_is_exact_when_the_counting_is_split_by_the_item() -> None:
    key = "top-k-heavy-hitters/excellent-9"
    question = (
        "The Chart merger takes the 128 local top-100 lists from the Live counter and keeps the "
        "best 100. Merging top-k lists can drop items, so why is it exact here, or isn't it?"
    )
    said = merged_top_block(ask(key, question, "concept")) or ""
    assert "splits its counting by “song\\_id” (“keyed by song\\_id”)" in said, said
    assert "merging the workers' top k lists loses nothing" in said
    assert "an item just under the cut on every worker can then lead overall" in said
    assert merged_top_block(ask(key, "how many Flink task slots do I need?", "sizing")) is None


def test_nodes_counted_by_bytes_grow_from_the_first_year_and_objects_need_none() -> None:
    key = "chat-app/unsized-4"
    question = "How many Cassandra nodes for the Message Store do I need?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Message Store"), key)) or ""
    assert "549 nodes with the 3 copies of each row **Message Store** keeps" in said, said
    assert "(about 109 in the first year, growing as the data does)" in said
    key = "file-sync/good-9"
    question = "How much storage do the blocks take over the brief's retention?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Block Storage (S3)"), key)) or ""
    assert "Nearly all of it is the objects themselves (250 KB each)" in said, said
    assert "nodes by size alone" not in said


def test_a_window_under_a_day_is_summed_in_seconds() -> None:
    key = "rate-limiter/first-attempt"
    question = "How many Redis nodes do I need for the counters? Could my Postgres do it instead?"
    part = next(p for p in facts(key).parts if p.node.role == "database")
    said = answer_sizing(with_run(ask(key, question, "sizing", part.label), key)) or ""
    assert "200,000 writes a second on average × 100 bytes each × 60 s ≈ 1.2 GB" in said, said
    assert "× 0 days" not in said


def test_a_scheduled_jobs_one_copy_is_not_the_first_thing_a_review_raises() -> None:
    key = "ad-click-aggregation/good-9"
    asked = ask(key, "Can you review my ad click design? What should I fix first?", "review")
    problems = ranked(
        asked, assess(document(key), problem_expectations()[key.split("/")[0]]).findings
    )
    first = [asked.facts.of(c) for c in problems[0].components] if asked.facts else []
    assert first
    assert not any(p is not None and "billing job" in p.label for p in first), first
    assert any("Monthly billing job" in f.message for f in problems)


def test_whole_clusters_against_a_replication_factor_are_weighed_in_the_briefs_bytes() -> None:
    question = (
        "I went with three full VictoriaMetrics clusters, one per zone. Was that worth it versus "
        "one VM cluster spread across zones with replicationFactor=2?"
    )
    said = copies_weighed(ask("metrics-alerting/drawn-only-9", question, "trade-off")) or ""
    assert "**3 whole copies or a replication factor of 2:**" in said, said
    assert "about 13 TB before copies, that is about 39 TB against 26 TB" in said
    assert "they drift apart while one lags" in said
    assert (
        copies_weighed(ask("metrics-alerting/drawn-only-9", "RF=3 or RF=2?", "trade-off")) is None
    )


@what_the_coach_says
def test_a_failure_is_read_further_in_the_lesson_on_that_kind_of_part(
    curriculum_client: TestClient,
) -> None:
    question = (
        "What happens if the Postgres (metadata) primary dies in the middle of an upload? Can "
        "people still open pastes while it fails over?"
    )
    said = _chat(curriculum_client, question, "pastebin/solid")
    assert said.endswith("Read more: [Database Replication](/learn/replication), “Failover”."), said
    assert "from tens of seconds (Patroni, Orchestrator) to a minute or two" in said
    assert "Rate Limiting" not in said


def test_a_count_written_on_every_read_is_said_with_the_briefs_peak_reads() -> None:
    key = "url-shortener/first-attempt-4"
    question = "Is my Cache in the right spot, or should it be a CDN?"
    said = write_per_read(ask(key, question, "placement", "Cache")) or ""
    assert said.startswith("**A write on every read:** **Web Server** “adds 1 to clicks”"), said
    assert "about 20,000 writes a second on its primary, cache or no cache" in said
    # A design whose servers count nothing on a read has no such line.
    assert write_per_read(ask("url-shortener/solid-3", question, "placement")) is None


def test_a_log_several_stores_load_from_is_their_common_outage_and_lag() -> None:
    key = "metrics-alerting/drawn-only-11"
    question = (
        "Both my hot store copies are loaded from the same topic samples.raw. What happens to "
        "alerting if that Kafka cluster goes down, or falls a few minutes behind?"
    )
    said = answer_failure(ask(key, question, "failure", "topic samples.raw")) or ""
    assert "- What reads from it: **Hot-store loader, group tsdb-a**" in said, said
    assert "copies kept downstream of one log share its outage" in said
    assert "Its producers write with “acks=1”" in said
    # The alert's 60 s, not a dashboard's 1 s.
    assert "the brief's deadline (“within 60 seconds”, 60 s)" in said


def test_a_review_ends_with_the_briefs_questions_the_design_leaves_open() -> None:
    key = "ad-click-aggregation/good-9"
    asked = ask(key, "Can you review my ad click design? What should I fix first?", "review")
    findings = assess(document(key), problem_expectations()["ad-click-aggregation"]).findings
    said = answer_review(asked, findings) or ""
    assert "**What an interviewer would press on next** (I found no answer" in said, said
    assert "If Kafka is slow or unreachable for a few minutes" in said


def test_a_range_split_said_with_a_hash_is_two_splits_and_nested_ones_are_not() -> None:
    question = (
        "My notes say the tries are split by prefix range using consistent hashing with virtual "
        "nodes. Is that the right shard key?"
    )
    said = answer_sharding(ask("typeahead/buzzword-weak-5", question, "sharding")) or ""
    assert said.startswith("**Ranges or a hash, not both:**"), said
    nested = "The op log is sharded by hash(doc_id) into 128 shards with daily range partitions."
    said = answer_sharding(ask("typeahead/buzzword-weak-5", nested, "sharding")) or ""
    assert "Ranges or a hash" not in said


def test_skipping_a_hop_weighs_its_milliseconds_against_what_it_does() -> None:
    key = "llm-chat-service/unusual-11"
    question = (
        "Every token goes gpu hosts -> grain silos -> ws-gw. Wouldn't it be better to have the "
        "GPU hosts stream straight to the ws-gw and skip the grain hop?"
    )
    asked = ask(key, question, "placement")
    named = tuple(
        Part(p.node.id, p.label, p.node.role)
        for p in facts(key).parts
        if p.label in ("gpu hosts + pull agent", "grain silos (Orleans)", "ws-gw")
    )
    said = skipped_hop(replace(asked, named=named)) or ""
    assert said.startswith("**Skipping** **grain silos (Orleans)**: A hop through it costs"), said
    assert "about 2 ms by the latencies you wrote, against the brief's 2,000 ms budget" in said
    assert "relays tokens to observers, checkpoints partial every 64 tok" in said
    assert skipped_hop(ask(key, "should I skip the grain hop?", "placement")) is None


def test_counters_kept_in_a_database_are_writes_on_its_primaries_not_replica_reads() -> None:
    key = "rate-limiter/first-attempt"
    question = "How many Redis nodes do I need for the counters? Could my Postgres do it instead?"
    part = next(p for p in facts(key).parts if p.node.role == "database")
    said = answer_sizing(with_run(ask(key, question, "sizing", part.label), key)) or ""
    assert "the brief's 1 million checks a second are as many writes" in said, said
    assert "about 143 shards (one primary each)" in said
    assert "(replicas) or a cache" not in said
    assert "What one copy serves is a rule of thumb for typical machines" in said


def test_a_time_series_store_ingests_about_a_million_samples_a_second_a_node() -> None:
    assert per_second("database", "pulse-ingester (TSDB head)") == 1_000_000
    assert per_second("database", "Metrics DB", "VictoriaMetrics cluster") == 1_000_000
    assert per_second("database", "Orders DB", "PostgreSQL") != 1_000_000


def test_growing_under_hash_modulo_n_moves_the_keys_counted_exactly() -> None:
    question = (
        "We're planning to grow the Redis Nodes from 12 to 13, and later 16. Is hash(key) % N in "
        "the Cache Router going to be OK for that?"
    )
    said = rehash_block(ask("distributed-cache/mediocre-11", question, "review", "Redis Nodes"))
    assert said is not None
    assert "12 to 13 nodes moves about 92% of the keys" in said, said
    assert "consistent hashing or fixed hash slots move about 8%" in said
    assert "12 to 16 nodes moves about 75% of the keys" in said
    # A question with no modulo in it, however many counts it gives, is not this.
    other = "Is 4 ID generator nodes per data centre enough for 1M ids/s, and 41/10/12 bits?"
    assert rehash_block(ask("distributed-cache/mediocre-11", other, "sizing")) is None


def test_figures_only_a_running_system_gives_are_asked_many_ways() -> None:
    assert kind_of("What p99 will the check actually add on our boxes?") == "measured"
    assert kind_of("Can each shard really do that at 85k evals/s?") == "measured"
    assert (
        kind_of("I put ~60% as the edge hit ratio. Is that what I'll actually get?") == "measured"
    )
    question = (
        "My notes say ~85k Lua evals/s per Valkey shard across 24 shards. Can each shard really "
        "do that?"
    )
    said = answer_measured(ask("rate-limiter/strong-terse", question, "measured"))
    assert "By the brief's peak and your figure: 1 million a second over 24 shards" in said, said


def test_a_brief_question_a_drawn_part_answers_is_not_pressed_as_unanswered() -> None:
    key = "pastebin/mediocre-4"
    asked = ask(key, "Can you review it and tell me what to fix first?", "review")
    findings = assess(document(key), problem_expectations()["pastebin"]).findings
    said = answer_review(asked, findings) or ""
    # Its Memcached caches paste bodies: "cache Memcached" is what the question looks for.
    assert "without reading storage every time" not in said, said


def test_a_replica_in_the_notes_beside_copies_of_one_is_said_as_copies_of_one() -> None:
    key = "leaderboard/mediocre-6"
    question = "Is one Redis (leaderboard) instance really enough for 30k views a second?"
    part = next(p for p in facts(key).parts if p.label.startswith("Redis"))
    said = answer_sizing(with_run(ask(key, question, "sizing", part.label), key)) or ""
    assert "no count is on the component" not in said, said


def test_a_crawler_that_fetches_one_page_at_a_time_does_about_one_a_second() -> None:
    key = "web-crawler/terrible"
    question = "How many crawler instances do I actually need to hit 2,000 pages a second?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Crawler"), key)) or ""
    assert "Yours fetches one at a time (“requests.get”)" in said, said
    assert "about 5,715 copies under 70% busy" in said
    assert "one worker copy serves about 1,000" not in said


def test_a_count_written_for_night_and_peak_is_read_at_the_peak() -> None:
    part = next(
        p for p in facts("llm-chat-service/excellent-12").parts if p.label == "Model server fleet"
    )
    said = copies_line(part)
    assert "150 copies at the peak" in said, said


def test_an_idea_asked_of_by_a_pronoun_is_the_name_before_it() -> None:
    question = (
        "Right now my friend only sees a message when their app checks the Chat Server. People "
        "keep saying I need WebSockets. What are they exactly?"
    )
    idea = idea_of(question)
    assert idea is not None
    assert idea.said == "WebSockets"
    assert idea_of("what is it?") is None


def test_a_capacity_the_learner_worked_out_for_the_whole_part_is_the_one_checked() -> None:
    key = "job-scheduler/drawn-only-6"
    question = "Are 16 Dispatchers actually enough for the 30k runs/sec at the top of the hour?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Dispatchers (Go)"), key)) or ""
    assert "about 38,000 a second in all, so the peak takes 79% of it" in said, said
    assert "Tight: past 70% of your own figure" in said
    assert "one service copy serves about 5,000" not in said


def _chat(client: TestClient, question: str, key: str) -> str:
    design = json.loads((CALIBRATION_SET / f"{key}.json").read_text())
    session = sign_in(client, "Ada", tier=3)
    response = client.post(
        "/api/chat",
        json={"message": question, "session_id": "1732190000000-twelve", "design": design},
        headers=bearer(session),
    )
    assert response.status_code == 200, response.text
    said: str = response.json()["response"]
    return said
