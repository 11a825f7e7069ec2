"""A question about one of several like parts is answered about that one; a product the
learner takes to be drawn that is not is said so; "do I need X" says what goes without X."""

from systemcraft.coach.answering.absent import absent
from systemcraft.coach.answering.explain import answer_explain
from systemcraft.coach.answering.memory import fit_line, named_size
from systemcraft.coach.answering.sharding import answer_sharding
from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.intent import design_parts, read_intent
from tests.coach.briefs import ask, document, with_run


def test_the_part_named_by_its_whole_label_is_the_one_asked_about() -> None:
    question = "If the Kafka - raw clicks cluster goes down for 10 minutes, do we lose clicks?"
    intent = read_intent(question, design_parts(document("ad-click-aggregation/good")))
    assert len(intent.named) == 2  # "Kafka" names the aggregates' log too
    assert [p.label for p in intent.exact] == ["Kafka - raw clicks"]


def test_a_product_the_learner_takes_to_be_drawn_is_said_to_be_missing() -> None:
    asked = ask(
        "hotel-reservation/buzzword-weak-2",
        "How many Elasticsearch nodes did I plan for the availability search?",
        "sizing",
    )
    assert absent(asked) == (
        "Your design has no Elasticsearch drawn yet: it is only in what you wrote (“Search read "
        "model in Elasticsearch: one document per hotel with nested per-date availability, "
        "denormalised (CQRS)”)."
    )
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


def test_shards_named_are_loaded_with_the_peak_spread_over_them() -> None:
    key = "rate-limiter/fair-3"
    question = "Will 16 shards hold up at 1M requests a second?"
    asked = with_run(ask(key, question, "sharding", "Redis Cluster (counters)"), key)
    said = answer_sharding(asked) or ""
    # 1,000,000 checks a second over 16 shards, against 100,000 a cache node takes
    assert "Spread over its 16 shards, the 1 million requests a second" in said
    assert "about 62,500 on each; one node takes about 100,000, so each runs 62% busy" in said


def test_a_size_a_day_is_not_taken_for_a_year_planned() -> None:
    assert named_size("My notes say ~500 TB/day before dedup. How much for 3 years?") is None
    assert named_size("Will my 16 TB disk last, at 500 GB/day?") == 16e12


def test_a_count_per_region_is_counted_over_the_regions() -> None:
    key = "typeahead/good"
    question = "Are 12 suggestion servers per region enough for the peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Suggestion servers"), key)) or ""
    assert "Your design runs 12 per region over 3 regions, 36 copies in all" in said


def test_a_product_drawn_as_another_type_and_a_tables_name_are_not_missing_parts() -> None:
    """ "My Redis" of a Redis drawn as a database is that box, not a missing cache; "every
    search does an insert into search_log" asks about no search index."""
    for key, question, parts in (
        ("pastebin/first-attempt-4", "How big does my Redis need to be?", ["Redis"]),
        (
            "typeahead/mediocre-5",
            "Every search does an insert into search_log in Postgres. Is one Postgres primary "
            "going to hold up at peak?",
            ["PostgreSQL"],
        ),
    ):
        intent = read_intent(question, design_parts(document(key)))
        assert intent.missing == (), question
        assert [p.label for p in intent.named] == parts


def test_a_store_that_keeps_its_data_in_memory_is_sized_by_memory_whatever_its_box() -> None:
    key = "pastebin/first-attempt-4"  # Redis drawn as a database, the only store
    asked = with_run(ask(key, "How big does my Redis need to be?", "sizing", "Redis"), key)
    said = answer_sizing(asked) or ""
    assert "of memory usable a node that is 417 nodes by size alone" in said, said
    assert "keep the whole of it on disk" in said


def test_the_writer_on_a_named_shard_is_that_store_and_one_hot_key_stays_on_one_shard() -> None:
    key = "ticketing/excellent-5"
    question = (
        "can the single writer on the event's inventory shard keep up with 5,000 hold attempts "
        "a second, or do I need more shards?"
    )
    intent = read_intent(question, design_parts(document(key)))
    inventory = "Aurora PostgreSQL (inventory + orders), 4 shards by event_id"
    assert [p.label for p in intent.named] == [inventory]
    said = answer_sizing(with_run(ask(key, question, "sizing", inventory), key)) or ""
    assert (
        "Split by “event\\_id”, all of one event\\_id's traffic stays on one shard: if the peak "
        "is one key's (one hot event\\_id), its 5,000 writes a second all reach one primary, 50% "
        "busy, within the 70% it should carry; the other 3 shards take none of it."
    ) in said, said
    # The share of all four holds only if the keys spread: said so, beside the hot one.
    assert "which are 22% busy at peak if the writes spread evenly" in said


def test_a_store_the_run_sends_nothing_is_not_sized_by_seconds_an_item() -> None:
    key = "ad-click-aggregation/mediocre"
    asked = with_run(ask(key, "is the S3 bucket big enough?", "sizing", "S3 raw clicks"), key)
    said = answer_sizing(asked) or ""
    assert (
        "the run did not route any of the brief's flows through it, so what loads it is" in said
    ), said
    assert "S seconds" not in said


def test_the_problems_name_before_design_is_the_whole_design_not_a_box() -> None:
    parts = design_parts(document("job-scheduler/mediocre-6"))  # a "Scheduler (leader)" box
    intent = read_intent("what's the weakest part of this scheduler design?", parts)
    assert intent.named == ()
    assert [p.label for p in read_intent("what if my scheduler dies?", parts).named] == [
        "Scheduler (leader)"
    ]


def test_read_repair_is_an_idea_not_a_missing_worker() -> None:
    parts = design_parts(document("chat-app/good"))
    intent = read_intent("does read repair fix stale replicas?", parts)
    assert "worker" not in intent.missing


def test_what_the_run_sends_a_part_is_said_of_an_idea_only_when_load_is_asked() -> None:
    key = "web-crawler/buzzword-weak"
    weighed = "is a Bloom filter better than looking each link up in my Database?"
    said = answer_explain(with_run(ask(key, weighed, "trade-off", "Database"), key)) or ""
    assert "**Database in your design:**" in said, said
    assert "The simulation, routing the brief's peak" not in said
    loaded = "is a Bloom filter better than my Database for 200k lookups a second at peak?"
    said = answer_explain(with_run(ask(key, loaded, "trade-off", "Database"), key)) or ""
    assert "The simulation, routing the brief's peak through your design as drawn" in said, said
