"""What the design and the brief write is read as they mean it: a shard property's key before a
table partitioning's, a range of partitions as no count, the brief's own per-server figure in
its own unit, an order kept by sequence numbers rather than a key, and a limit kept in each
copy's own memory as a bound on how far it can be exceeded."""

from systemcraft.coach.answering.brokered import broker_lines
from systemcraft.coach.answering.copies import copies_line
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.hot import split_key
from systemcraft.coach.answering.measured import answer_measured
from systemcraft.coach.answering.sharding import answer_sharding
from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.answering.trap import trap, trap_block
from systemcraft.coach.kinds import kind_of
from tests.coach.briefs import ask, facts, with_run


def test_a_shard_property_names_the_key_and_a_table_partitioning_does_not() -> None:
    said = "Tables partitioned by month. shards: 4 (by merchant_id)"
    assert split_key(said) == "merchant_id"
    assert split_key("Tables partitioned by month.") is None
    assert split_key("sharded by hash(user_id)") == "user_id"


def test_sharded_primaries_are_called_shards_not_copies() -> None:
    key = "payment-system/good-6"
    said = answer_sizing(with_run(ask(key, "are 4 shards enough?", "sizing", "Payments DB"), key))
    assert said is not None
    assert "4 shards (a primary each)" in said, said
    assert "Split by “merchant\\_id”" in said, said
    assert "month" not in said, said
    # Bytes as well as writes: ten years of payments over 4 shards.
    assert "about 55 TB each, against about 10 TB a node" in said, said
    # Its replicas take the reads: the primaries' share by the writes alone.
    assert "the primaries carry the writes alone, 9% busy" in said, said


def test_a_range_of_partitions_is_no_count_and_a_broker_property_counts_brokers() -> None:
    kafka = next(p for p in facts("job-scheduler/excellent-6").parts if p.label.startswith("Kafka"))
    said = copies_line(kafka)
    assert "“12-96 per topic" in said, said
    assert "“brokers: 6 over 3 AZs”" in said, said
    assert "12 copies" not in said


def test_a_choice_between_keeping_a_part_or_going_without_is_a_trade_off() -> None:
    question = (
        "Should I keep Kafka between the Dispatchers and the worker fleets, or just let workers "
        "claim queued runs straight from the Postgres shards with SKIP LOCKED?"
    )
    assert kind_of(question) == "trade-off"


def test_the_briefs_own_per_server_figure_sizes_the_part_in_its_unit() -> None:
    key = "llm-chat-service/terrible"
    said = answer_sizing(with_run(ask(key, "How many GPU servers?", "sizing", "GPU Server"), key))
    assert said is not None
    # 600,000 output tokens a second over 5,000 a server.
    assert "120 servers running flat out, and 172 servers kept under 70% busy" in said, said
    assert "6,000 reach it" not in said, said


def test_an_order_kept_by_sequence_numbers_is_not_told_to_key_its_broker() -> None:
    key = "chat-app/strong-terse"  # EMQX topics per user; order by a seq per conversation
    asked = ask(key, "where does the broker sit?", "placement")
    assert asked.facts is not None
    for part in asked.facts.parts:
        assert not any("No key is written on it" in line for line in broker_lines(asked, part))


def test_counts_kept_in_each_copys_memory_bound_the_overshoot() -> None:
    question = "With the local token buckets on my 50 gateways, what overshoot will we see?"
    assert kind_of(question) == "measured"
    said = answer_measured(ask("rate-limiter/local-counters", question, "measured"))
    assert "up to 50× its limit" in said, said
    assert "Nothing in your design mentions" not in said, said


def test_a_share_of_events_or_a_real_chance_is_a_measured_figure() -> None:
    assert kind_of("roughly what % of clicks get counted twice when a worker crashes?") == (
        "measured"
    )
    assert kind_of("What's the actual chance my spool drive dies? Is it low enough?") == (
        "measured"
    )


def test_a_key_named_after_what_it_keys_is_a_sharding_question() -> None:
    question = "I keyed the links table by code. Is code still the right key?"
    assert kind_of(question) == "sharding"


def test_a_store_its_provider_splits_is_given_no_shard_count_but_its_key_ceiling() -> None:
    key = "url-shortener/strong-3"
    question = "is code still the right key for DynamoDB?"
    asked = ask(key, question, "sharding", "DynamoDB global table: links")
    said = answer_sharding(with_run(asked, key)) or ""
    assert "there is no shard count for you to choose, only the key" in said, said
    assert "about 1,000 writes and 3,000 strongly consistent reads a second" in said
    assert "2 nodes" not in said


def test_a_kafka_with_no_replication_factor_is_not_said_to_have_a_spare() -> None:
    # Kafka keeps as many copies as its replication factor, which this design never writes.
    kafka = next(p for p in facts("news-feed/wrong-problem").parts if p.label.startswith("Kafka"))
    said = copies_line(kafka)
    assert "it has a spare" not in said, said
    assert "none is written here" in said, said


def test_a_part_nothing_calls_loses_the_work_it_claimed_not_requests() -> None:
    key = "job-scheduler/flawed-6"
    said = answer_failure(ask(key, "what if a dispatcher crashes?", "failure", "Dispatchers"))
    assert said is not None
    assert "the work it had claimed stops with it" in said, said
    assert "requests it serves fail" not in said, said
    assert "timeouts and retries on its callers" not in said, said


def test_a_logs_standby_cluster_is_not_its_partition_copies() -> None:
    # "Standby" is the MirrorMaker copy in another region; RF 3 copies each partition.
    kafka = next(
        p
        for p in facts("ad-click-aggregation/excellent-11").parts
        if p.label.startswith("Kafka core")
    )
    said = copies_line(kafka)
    assert "(“Standby”)" not in said, said


def test_a_trap_the_question_proposes_is_said_first_in_the_rubrics_words() -> None:
    key = "proximity-search/drawn-only-10"
    question = "Should I shard MySQL by geohash region, one shard per continent?"
    found = trap(ask(key, question, "sharding"))
    said = trap_block(found) if found else ""
    assert said.startswith("**A trap interviewers look for here:** Shards cut by geography"), said
    assert trap(ask(key, "How many shards?", "sizing")) is None


def test_a_trap_the_question_says_it_avoids_or_mends_is_not_said() -> None:
    key = "ticketing/good-5"
    proposed = "will autoscaling the Booking Service on CPU be enough for the stadium on-sale?"
    assert trap(ask(key, proposed, "sizing"))
    # Said not to happen ("we do not autoscale"), or mended in the same breath ("drops repeats").
    assert (
        trap(ask(key, "We do not autoscale servers for on-sales. Is that right?", "sizing")) is None
    )
    played = "Collectors deliver at-least-once and Flink drops repeats by play_id. Is that exact?"
    assert trap(ask("top-k-heavy-hitters/good-10", played, "concept")) is None


def test_the_reviews_mends_hold() -> None:
    # Tokens a server are said of the GPU fleet only, not of a store whose text says "model".
    key = "llm-chat-service/excellent-12"
    read = facts(key)
    store = next(p for p in read.parts if p.label.startswith("Cassandra"))
    asked = with_run(ask(key, "how many?", "sizing", store.label), key)
    assert "counted in output tokens" not in (answer_sizing(asked) or "")
    # A load spread over shards in the notes is no figure of what one copy serves.
    payments = next(
        p for p in facts("payment-system/excellent-6").parts if p.label == "Payments API"
    )
    assert not any("per shard" in clause for clause in payments.notes_figures)
    # Aurora is managed, but its shards are the learner's: no "splits its data itself".
    aurora = ask(
        "payment-system/flawed-6", "how to shard?", "sharding", "Aurora PostgreSQL (payments)"
    )
    assert "splits its data over partitions itself" not in (answer_sharding(aurora) or "")
    # Counts each copy owns for its keys are no N-times overshoot.
    owned = ask("rate-limiter/strong-unusual", "what overshoot will we see?", "measured")
    assert "× its limit" not in answer_measured(owned)
