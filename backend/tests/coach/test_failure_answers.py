"""What a failure answer walks and says: the part said to fail, copies counted right, a
database's failover by how it keeps copies, a broker or coordination service beyond its spares,
and where a lost service's state lives."""

from dataclasses import replace

from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.intent import design_parts, read_intent
from tests.coach.briefs import ask, document, with_run


def _failing(key: str, question: str, label: str) -> str:
    """The failure answer to `question` about the part labelled `label` of design `key`."""
    return answer_failure(ask(key, question, "failure", label)) or ""


def _mysql_primary_dies() -> str:
    question = "What actually happens if my MySQL primary dies?"
    return _failing("url-shortener/fair-3", question, "MySQL primary")


def test_a_failure_answer_walks_only_the_part_named_most_exactly() -> None:
    key = "url-shortener/fair-3"
    parts = design_parts(document(key))
    question = "What actually happens if my MySQL primary dies?"
    intent = read_intent(question, parts)
    asked = ask(key, question, "failure")
    said = answer_failure(replace(asked, named=intent.named, exact=intent.exact)) or ""
    assert said.count("If **") == 1, said
    assert said.startswith("If **MySQL primary**")


def test_a_coordination_service_is_never_called_split_over_shards() -> None:
    said = _failing("job-scheduler/good", "What happens if ZooKeeper fails?", "ZooKeeper")
    assert "shard" not in said.split("\n")[1], said
    assert "It runs 3 copies" in said


def test_a_failover_by_hand_is_said_to_take_minutes() -> None:
    assert "A failover done by hand takes minutes at best" in _mysql_primary_dies()


def test_a_replicated_log_unreachable_as_a_whole_is_sized_as_a_spool() -> None:
    said = _failing(
        "ad-click-aggregation/good",
        "If the Kafka - raw clicks cluster goes down for 10 minutes at peak, what happens?",
        "Kafka - raw clicks",
    )
    assert "not the whole cluster unreachable" in said
    # 50,000 clicks a second at peak × 200 bytes × 600 s
    assert "50,000 writes a second × 200 bytes × 600 s ≈ 6.0 GB to hold" in said


def test_a_coordination_services_callers_are_told_to_stop_before_their_lease_runs_out() -> None:
    said = _failing(
        "unique-id-generator/good",
        "What happens if etcd goes down in one DC?",
        "etcd (per DC, 3 nodes)",
    )
    assert "must stop acting a safe margin before its lease could run out" in said
    assert "timeouts and retries" not in said


def test_of_two_parts_named_the_one_said_to_fail_is_walked() -> None:
    key = "ad-click-aggregation/good"
    question = (
        "If the Kafka - raw clicks cluster goes down for 10 minutes, what happens? "
        "The Click tracker spools to disk, but is that enough?"
    )
    intent = read_intent(question, design_parts(document(key)))
    assert {p.label for p in intent.exact} == {"Kafka - raw clicks", "Click tracker"}
    asked = replace(ask(key, question, "failure"), named=intent.named, exact=intent.exact)
    said = answer_failure(asked) or ""
    assert said.count("If **") == 1
    assert said.startswith("If **Kafka - raw clicks**")


def test_a_primary_with_replicas_says_what_stops_and_what_its_mode_risks() -> None:
    said = _mysql_primary_dies()
    assert "Reads that its replicas or a cache answer keep working. Writes fail" in said
    assert "a promotion that happens by itself" in said
    assert "Its replication is asynchronous" in said
    assert "every read that no cache or replica answers fails" not in said


def test_a_consensus_store_is_said_to_lose_nothing_acknowledged() -> None:
    label = "TigerBeetle (double-entry ledger)"
    asked = ask("payment-system/drawn-excellent-rare", "What if it loses a node?", "failure", label)
    said = answer_failure(asked) or ""
    assert "TigerBeetle acknowledges a write only once a majority of its replicas have it" in said
    assert "promotion" not in said


def test_a_primary_that_fails_over_by_itself_is_not_told_to() -> None:
    asked = ask(
        "pastebin/fair-3", "what happens if the postgres primary crashes?", "failure", "PostgreSQL"
    )
    said = answer_failure(asked) or ""
    assert "Its replication is synchronous" in said
    assert "It already fails over by itself." in said
    assert "a promotion that happens by itself" not in said


def test_primaries_with_a_replica_each_are_that_many_shards() -> None:
    said = _failing(
        "distributed-cache/good",
        "What if a Redis node fails?",
        "Redis Cluster (64 primaries + 64 replicas)",
    )
    assert "It is split over 64 shards" in said
    assert "until its replica takes over" in said


def test_replication_drawn_asynchronous_on_a_connection_is_read_as_such() -> None:
    said = _mysql_primary_dies()
    # The primary's connection to its replicas, "binlog replication", is drawn asynchronous.
    assert "Its replication is asynchronous" in said
    assert "which the design does not say" not in said


def test_a_service_lost_is_told_where_its_state_lives() -> None:
    question = "What happens if one of my 16 Host dispatchers crashes? Do its URLs get lost?"
    asked = ask("web-crawler/drawn-excellent-rare", question, "failure", "Host dispatcher")
    said = answer_failure(asked) or ""
    assert "- Where its state lives: what is kept in **FoundationDB (frontier" in said
    assert "outlives it, in copies there" in said


def test_a_stream_job_keyed_by_something_splits_its_state() -> None:
    said = _failing("top-k-heavy-hitters/good", "What if a task manager dies?", "Chart job (Flink)")
    assert "each with its own share of the work (“Keyed by song”)" in said
    assert "losing one leaves the others" not in said


def test_a_cache_whose_persistence_is_off_is_not_called_persisted() -> None:
    key = "rate-limiter/postponed"  # "persistence: off" on Redis (counters)
    said = answer_failure(ask(key, "what if Redis dies?", "failure", "Redis (counters)")) or ""
    assert "If **Redis (counters)** (cache) fails" in said
    assert "It is persisted" not in said


def test_a_products_name_names_the_part_that_is_that_product() -> None:
    """ "The Valkey primary" is the Valkey box, not the worker that repairs it."""
    key = "leaderboard/drawn-only-6"
    named = read_intent("what if the Valkey primary falls over?", design_parts(document(key)))
    assert [p.label for p in named.named] == ["Valkey sorted sets (live season ranks)"]


def test_a_primary_lost_under_replicas_that_take_the_reads_stops_the_writes_only() -> None:
    key = "leaderboard/drawn-only-6"  # "queries only on replicas", Sentinel failover
    label = "Valkey sorted sets (live season ranks)"
    said = answer_failure(ask(key, "what if the Valkey primary falls over?", "failure", label))
    assert "writes to the sorted sets it keeps fail, while its replicas go on answering" in (
        said or ""
    ), said
    assert "the requests that read or change" not in (said or "")


def test_a_store_that_hands_out_ids_failed_over_to_a_lagging_replica_hands_some_out_again() -> None:
    key = "unique-id-generator/terrible"  # ids(id BIGINT AUTO_INCREMENT ...), master-slave
    question = "what if the MySQL master crashes? I've got a slave so we just promote it?"
    said = answer_failure(ask(key, question, "failure", "MySQL (ids table)")) or ""
    assert "so it gives those numbers out again: the same ID twice" in said, said


def test_a_rate_limits_counts_are_not_worth_persisting_only_a_replica_to_count_on() -> None:
    key = "rate-limiter/postponed"
    said = answer_failure(ask(key, "what if Redis dies?", "failure", "Redis (counters)")) or ""
    assert "Persisting the counts buys little: they live one window" in said, said
    assert "Redis AOF" not in said


def test_a_synchronous_standby_in_another_zone_is_what_is_promoted() -> None:
    # "primary + sync standby in another AZ + 1 async read replica", failover "Patroni, ~30s".
    said = _failing(
        "hotel-reservation/good-5",
        "What happens if the primary of one of my PostgreSQL shards dies?",
        "PostgreSQL: inventory + reservations",
    )
    assert "It keeps a synchronous standby beside asynchronous replicas" in said, said
    assert "Its replication is asynchronous" not in said
    assert "to a standby in another zone. Next: writers that retry" in said
    assert "Next: a standby in another zone" not in said


def test_callers_that_already_retry_are_not_told_to_retry() -> None:
    said = _failing(
        "leaderboard/drawn-only-6",
        "what happens if the Valkey primary falls over at peak?",
        "Valkey sorted sets (live season ranks)",
    )
    assert "Its callers already retry (“Retryable errors: retry the batch”)" in said, said
    assert "Next: timeouts and retries on its callers" not in said
    # A limiter's "429 with Retry-After" tells its clients when to come back: no one retries.
    said = _failing("rate-limiter/fair", "what if a redis shard dies?", "Redis Cluster")
    assert "It already has a spare." in said, said
    assert "Its callers already retry" not in said
    # "no retry: avoid double-produce latency" on the connection in says the opposite.
    key = "ad-click-aggregation/drawn-only-9"
    said = _failing(key, "what if the edge dies?", "Click Edge svc: verify token -> produce -> 302")
    assert "Its callers already retry" not in said, said


def test_a_service_that_answers_before_the_write_is_kept_loses_what_it_held() -> None:
    # "Hands the record to the Kafka producer ... and returns 202 straight away".
    said = _failing(
        "leaderboard/flawed-6",
        "If one of the Result ingest service instances crashes at peak, do we lose anything?",
        "Result ingest service",
    )
    assert (
        "It answers its callers before what they sent is kept (“returns 202 straight away”)" in said
    ), said
    assert "Next: answer only once the store or log has acknowledged the write" in said
    assert "Next: timeouts and retries on its callers" not in said
    assert "lost unless its callers retry" not in said


def test_a_fire_and_forget_side_write_is_no_early_answer_where_the_brief_may_lose_it() -> None:
    # The Redirect service sends click events fire-and-forget; the brief never promises them.
    said = _failing(
        "url-shortener/solid", "what if a Redirect service copy dies?", "Redirect service"
    )
    assert "It answers its callers before" not in said, said
    assert "Next: answer only once" not in said


def test_a_semi_synchronous_standby_loses_nothing_only_while_it_keeps_up() -> None:
    # "semi-sync to a replica in another AZ before ack, 2nd replica in third AZ, async ...".
    said = _failing(
        "file-sync/excellent-11", "What happens if a Filegraph DB primary dies?", "Filegraph DB"
    )
    assert "It keeps a semi-synchronous standby beside asynchronous replicas" in said, said
    assert "falls back to asynchronous" in said
    assert "Promoting an asynchronous replica loses" not in said
    assert "a synchronous (or semi-synchronous) standby to fail over to" not in said
    assert "to a standby in another zone. Next: writers" in said


def test_a_brief_that_says_what_happens_while_its_store_is_gone_is_what_callers_do() -> None:
    # "if the limiter's storage is unreachable, let traffic through rather than block".
    said = _failing("rate-limiter/template", "say the Cache dies at peak. what happens?", "Cache")
    assert "its callers should do what the brief says for that moment" in said, said
    assert "let traffic through rather than block every client" in said
    assert "goes to the store behind it instead" not in said


def test_a_store_whose_replication_names_no_copy_has_no_replica_to_promote() -> None:
    asked = ask(
        "video-streaming/postponed",
        "What happens if my Metadata DB goes down?",
        "failure",
        "Metadata DB (PostgreSQL)",
    )
    said = answer_failure(asked) or ""
    assert "which names no second copy: it runs as one copy" in said, said
    assert "Reads that its replicas or a cache answer keep working" not in said
    assert "depends on the replication mode" not in said
    assert "While it is down, every write to it fails" in said


def test_a_worker_its_callers_call_directly_has_no_queue_to_back_up() -> None:
    asked = ask(
        "llm-chat-service/excellent-11",
        "What if the gen-scheduler leader crashes?",
        "failure",
        "gen-scheduler",
    )
    said = answer_failure(asked) or ""
    assert "waits in its queue" not in said, said
    assert "the requests it serves fail." in said


def test_a_cron_that_picks_its_own_work_is_not_told_to_run_copies_behind_a_balancer() -> None:
    asked = ask(
        "job-scheduler/first-attempt-6", "What if the Scheduler dies?", "failure", "Scheduler"
    )
    said = answer_failure(asked) or ""
    assert "with a load balancer or a queue spreading the work" not in said, said
    assert "A copy beside it would pick the same due rows and run each twice" in said
    assert "SKIP LOCKED" in said


def test_a_caches_reads_on_the_store_are_spread_over_the_replicas_that_take_them() -> None:
    """ "Can my 5 read replicas carry it?" is answered per replica."""
    key = "proximity-search/good-12"
    asked = with_run(
        ask(key, "What if the Geo cell cache goes down?", "failure", "Geo cell cache"), key
    )
    said = answer_failure(asked) or ""
    assert "spread over its 5 replicas that is about 2,900 a second each" in said, said
    assert "where one copy serves about 10,000: within what they take" in said


def test_a_cache_cluster_with_no_replica_written_is_no_spare_of_itself() -> None:
    """ "Redis Cluster" splits the keys over its nodes: the word is no replica."""
    asked = ask(
        "proximity-search/good-12", "What if the Geo cell cache dies?", "failure", "Geo cell cache"
    )
    said = answer_failure(asked) or ""
    assert "It has a spare: its text says 'Cluster'" not in said, said
    assert "a node has a spare only where replicas are written" in said
    # One whose failure notes promote a replica keeps it.
    kept = ask("rate-limiter/fair", "What if a Redis shard dies?", "failure", "Redis Cluster")
    assert "until its replica takes over" in (answer_failure(kept) or "")
