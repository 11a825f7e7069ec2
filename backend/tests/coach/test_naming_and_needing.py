"""A question about one of several like parts is answered about that one; a product the
learner takes to be drawn that is not is said so; "do I need X" says what goes without X."""

from dataclasses import replace

from systemcraft.coach.answering.absent import absent
from systemcraft.coach.answering.explain import answer_explain
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.memory import fit_line, named_size
from systemcraft.coach.answering.sharding import answer_sharding
from systemcraft.coach.intent import design_parts, read_intent
from tests.coach.briefs import ask, document, with_run


def test_the_part_named_by_its_whole_label_is_the_one_asked_about() -> None:
    question = "If the Kafka - raw clicks cluster goes down for 10 minutes, do we lose clicks?"
    intent = read_intent(question, design_parts(document("ad-click-aggregation/good")))
    assert len(intent.named) == 2  # "Kafka" names the aggregates' log too
    assert [p.label for p in intent.exact] == ["Kafka - raw clicks"]


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
    asked = ask(
        "job-scheduler/good",
        "What happens if ZooKeeper fails?",
        "failure",
        "ZooKeeper",
    )
    said = answer_failure(asked) or ""
    assert "shard" not in said.split("\n")[1], said
    assert "It runs 3 copies" in said


def test_a_product_the_learner_takes_to_be_drawn_is_said_to_be_missing() -> None:
    asked = ask(
        "hotel-reservation/buzzword-weak-2",
        "How many Elasticsearch nodes did I plan for the availability search?",
        "sizing",
    )
    assert absent(asked) == "Your design has no Elasticsearch drawn yet."
    drawn = ask("hotel-reservation/buzzword-weak-2", "How many Redis nodes did I plan?", "sizing")
    assert absent(drawn) is None


def test_memory_fit_is_worked_out_from_the_two_sizes_asked() -> None:
    said = fit_line("Will the ~15 GB trie fit in memory on 64 GB servers when a new one loads?")
    assert said is not None
    assert "15 GB of data on a 64 GB machine fits" in said
    assert "both take 30 GB, which still fits" in said
    too_big = fit_line("Will a 40 GB index fit in memory on my 64 GB boxes while a new one loads?")
    assert "more than the machine safely holds" in (too_big or "")
    assert fit_line("Is 64 GB enough for the peak?") is None


def test_do_i_need_a_part_says_what_goes_without_it() -> None:
    asked = ask(
        "job-scheduler/good",
        "Do I actually need ZooKeeper? What would I lose?",
        "trade-off",
        "ZooKeeper",
    )
    said = answer_explain(asked) or ""
    assert "**Without it**, nothing gives each piece of work a single owner" in said, said
    assert "**What keeping it costs:**" in said


def test_a_second_region_a_one_region_design_lacks_is_said_so() -> None:
    asked = ask(
        "distributed-cache/good",
        "What's the replication lag between my us-east Redis Cluster and the eu-west one?",
        "sizing",
    )
    assert (absent(asked) or "").startswith(
        "Your design is drawn in one region: nothing in it is in eu-west"
    )
    one = ask("distributed-cache/good", "What happens if us-east goes down?", "failure")
    assert absent(one) is None


def test_a_label_said_in_the_plural_names_that_part_alone() -> None:
    question = "What happens if one of my 16 Host dispatchers crashes?"
    intent = read_intent(question, design_parts(document("web-crawler/drawn-excellent-rare")))
    assert [p.label for p in intent.named] == ["Host dispatcher"]


def test_a_failover_by_hand_is_said_to_take_minutes() -> None:
    asked = ask(
        "url-shortener/fair-3",
        "What actually happens if my MySQL primary dies?",
        "failure",
        "MySQL primary",
    )
    assert "A failover done by hand takes minutes at best" in (answer_failure(asked) or "")


def test_a_replicated_log_unreachable_as_a_whole_is_sized_as_a_spool() -> None:
    asked = ask(
        "ad-click-aggregation/good",
        "If the Kafka - raw clicks cluster goes down for 10 minutes at peak, what happens?",
        "failure",
        "Kafka - raw clicks",
    )
    said = answer_failure(asked) or ""
    assert "not the whole cluster unreachable" in said
    # 50,000 clicks a second at peak × 200 bytes × 600 s
    assert "50,000 writes a second × 200 bytes × 600 s ≈ 6.0 GB to hold" in said


def test_a_coordination_services_callers_are_told_to_stop_before_their_lease_runs_out() -> None:
    asked = ask(
        "unique-id-generator/good",
        "What happens if etcd goes down in one DC?",
        "failure",
        "etcd (per DC, 3 nodes)",
    )
    said = answer_failure(asked) or ""
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
    asked = ask(
        "url-shortener/fair-3",
        "What actually happens if my MySQL primary dies?",
        "failure",
        "MySQL primary",
    )
    said = answer_failure(asked) or ""
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
    asked = ask(
        "distributed-cache/good",
        "What if a Redis node fails?",
        "failure",
        "Redis Cluster (64 primaries + 64 replicas)",
    )
    said = answer_failure(asked) or ""
    assert "It is split over 64 shards" in said
    assert "until its replica takes over" in said


def test_shards_named_are_loaded_with_the_peak_spread_over_them() -> None:
    key = "rate-limiter/fair-3"
    question = "Will 16 shards hold up at 1M requests a second?"
    asked = with_run(ask(key, question, "sharding", "Redis Cluster (counters)"), key)
    said = answer_sharding(asked) or ""
    # 1,000,000 checks a second over 16 shards, against 100,000 a cache node takes
    assert "Spread over its 16 shards, the 1 million requests a second" in said
    assert "about 62,500 on each; one node takes about 100,000, so each runs 62% busy" in said


def test_replication_drawn_asynchronous_on_a_connection_is_read_as_such() -> None:
    asked = ask(
        "url-shortener/fair-3",
        "What actually happens if my MySQL primary dies?",
        "failure",
        "MySQL primary",
    )
    said = answer_failure(asked) or ""
    # The primary's connection to its replicas, "binlog replication", is drawn asynchronous.
    assert "Its replication is asynchronous" in said
    assert "which the design does not say" not in said


def test_a_size_a_day_is_not_taken_for_a_year_planned() -> None:
    assert named_size("My notes say ~500 TB/day before dedup. How much for 3 years?") == 5e14
