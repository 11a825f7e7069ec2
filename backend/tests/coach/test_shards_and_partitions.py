"""A cache whose nodes split the keys, and a log whose partitions are read as its copies: a node
lost is a share of the keys (or nearly all of them, placed modulo the count), a partition is not
a broker, and the disk a log needs is its retention's worth of the brief's writes."""

from dataclasses import replace

from systemcraft.coach.answering.copies import copies_line, shard_count
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.retention import retention_line
from systemcraft.coach.answering.sharding import answer_sharding
from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.design_facts import PartFacts
from tests.coach.briefs import ask, facts, with_run


def _part(key: str, label: str) -> PartFacts:
    return next(p for p in facts(key).parts if p.label == label)


def test_memcached_nodes_split_the_keys_and_a_modulo_moves_nearly_all_of_them() -> None:
    key = "distributed-cache/mediocre"
    question = "What happens if one of my Memcached nodes dies?"
    said = answer_failure(ask(key, question, "failure", "Memcached nodes")) or ""
    assert "It runs 20 nodes, each holding its own slice of the data" in said, said
    assert "losing one leaves the others" not in said
    # "hash(key) % N" is written on the client library that picks the node.
    assert "almost every key moves (only about 5% stay where they were)" in said
    # The product databases are read on a miss: a node's keys are not lost for good.
    assert "no store behind it" not in said


def test_a_logs_partitions_are_not_its_brokers() -> None:
    line = copies_line(_part("ad-click-aggregation/mediocre", "Kafka"))
    assert line.startswith("Its 12 partitions are slices of the log"), line
    assert "split over 12 shards" not in line


def test_a_log_needs_its_retention_of_the_briefs_writes_times_its_copies() -> None:
    key = "ad-click-aggregation/mediocre"
    asked = ask(key, "how much disk does Kafka need?", "sizing", "Kafka")
    line = retention_line(asked, _part(key, "Kafka")) or ""
    # 12,000 clicks a second of 200 bytes, kept 7 days: 1.45 TB a copy, 4.35 TB with three.
    # Its notes say "Kafka is replicated (RF 3)".
    assert "≈ 1.5 TB a copy, 4.4 TB with its replication factor of 3" in line, line
    assert retention_line(replace(asked, brief=None), _part(key, "Kafka")) is None


def test_a_count_per_data_centre_is_multiplied_by_the_briefs_data_centres() -> None:
    key = "unique-id-generator/mediocre"
    question = "Are 4 nodes per data centre enough?"
    asked = with_run(ask(key, question, "sizing", "ID generator nodes"), key)
    said = answer_sizing(asked) or ""
    # "instances: 4 per data centre", and the brief's company runs 6 data centres.
    assert "4 per data center over 6 data centers, 24 copies in all" in said, said
    assert "Short of the peak" not in said


def test_a_logs_partitions_are_spread_over_the_brokers_it_counts() -> None:
    line = copies_line(_part("ad-click-aggregation/good", "Kafka - raw clicks"))
    assert "Its 64 partitions are slices of the log spread over its brokers" in line, line
    assert "(“3 brokers per AZ”)" in line
    assert "(“RF 3”)" in line


def test_a_metadata_store_is_not_sized_for_the_videos_in_the_bucket() -> None:
    key = "video-streaming/fair-2"
    asked = with_run(ask(key, "Should I shard PostgreSQL?", "sharding", "PostgreSQL"), key)
    said = answer_sharding(asked) or ""
    assert "most of it the objects in **S3 originals** and **S3 renditions**" in said, said
    assert "if **PostgreSQL** kept all of it" not in said


def test_requests_that_carry_batches_are_not_counted_as_writes() -> None:
    key = "metrics-alerting/good"
    asked = with_run(ask(key, "Should the ingesters be sharded?", "sharding", "Ingesters"), key)
    said = answer_sharding(asked) or ""
    assert "so each request carries many" in said, said
    assert "writes alone need no sharding" not in said


def test_erasure_coding_across_zones_is_weighed_by_the_fragments_a_zone_holds() -> None:
    line = copies_line(_part("file-sync/good", "Blockstore (Ceph RGW)"))
    assert "stores 1.38 times the data, against 3 times for 3 full copies" in line, line
    # 11 fragments over 3 zones put 4 in one; losing it leaves 7 of the 8 needed.
    assert "the fullest holds 4 of them, so losing that zone leaves 7, fewer than the 8" in line
    assert "It has a spare" not in line


def test_a_clusters_keys_stay_in_their_slots_and_timelines_kept_there_are_state() -> None:
    question = "What if a Redis timelines shard dies?"
    said = answer_failure(ask("news-feed/fair-2", question, "failure", "Redis timelines")) or ""
    assert "Keys sit in fixed hash slots, so none move" in said, said
    # Timelines are built by the fan-out: they are not copies a database answers on a miss.
    assert "more reads a second on" not in said
    assert "Its replicas are copied asynchronously" in said
    # Its notes say Redis has replicas: the shards are not said to have none.
    assert "as no replica is written" not in said


def test_a_caches_size_is_not_the_briefs_history() -> None:
    key = "ride-sharing/mediocre"
    asked = with_run(ask(key, "What should the shard key be?", "sharding", "Redis GEO"), key)
    said = answer_sharding(asked) or ""
    assert "A cache holds only what is live now" in said, said
    assert "if **Redis GEO** kept all of it" not in said


def test_a_logs_partitions_written_with_a_note_are_slices_kept_by_its_replication() -> None:
    # "partitions: 600, keyed by city shard" with replication 3: 600 slices, 3 copies of each.
    said = copies_line(_part("ride-sharing/drawn-excellent-rare", "Redpanda (driver locations)"))
    assert said.startswith("Its 600 partitions are slices of the log"), said
    assert "keeps 3 copies of each partition" in said
    assert "no replica" not in said


def test_replicas_of_a_store_are_not_shards_to_spread_its_requests_over() -> None:
    key = "url-shortener/template"  # a PostgreSQL primary with "replicas: 2"
    said = answer_sharding(with_run(ask(key, "should I shard it?", "sharding", "Database"), key))
    assert said is not None
    assert "Spread over" not in said
    assert "writes alone need no sharding" in said


def test_advice_leaning_on_a_cache_names_the_one_behind_a_cdn_the_design_has() -> None:
    key = "top-k-heavy-hitters/unusual-11"  # a CDN in front, no cache behind it
    said = answer_sharding(ask(key, "how should I shard it?", "sharding")) or ""
    assert "(your design has no cache behind its CDN yet)" in said, said
    assert "has no cache yet" not in said


def test_a_stores_writes_are_the_runs_with_the_briefs_whole_peak_beside_them() -> None:
    key = "collaborative-editor/excellent-10"
    asked = with_run(ask(key, "is that the right key?", "sharding", "Op Log (ScyllaDB)"), key)
    said = answer_sharding(asked) or ""
    assert (
        "In the run of your design under the brief's peak, about 70,000 writes a second reach "
        "**Op Log (ScyllaDB)** (the brief's peak for the whole system: 700,000)"
    ) in said, said


def test_nodes_that_each_hold_the_one_shard_whole_are_replicas_not_shards() -> None:
    # "shards: 1", "1 primary + 9 replicas per region (10 data nodes)": every node has it all.
    line = copies_line(_part("proximity-search/unusual-12", "OpenSearch cluster (geo search)"))
    assert "split over" not in line, line
    assert line.startswith("It runs 10 copies"), line


def test_a_thousand_logical_shards_are_shards_not_one() -> None:
    # "shards: 1,024 logical shards on 256 primaries at launch".
    line = copies_line(_part("file-sync/excellent-11", "Filegraph DB"))
    assert line.startswith("It is split over"), line


def test_a_count_of_instances_is_not_called_shards_and_a_slice_held_twice_survives_one() -> None:
    # "instances: 120 (40 per zone)"; "each partition is consumed by two ingesters" (RF 2).
    key = "metrics-alerting/excellent-9"
    said = answer_failure(ask(key, "what if one dies?", "failure", "Ingesters (zone-aware, RF 2)"))
    assert said is not None
    assert "120 shards" not in said, said
    assert "leaves the slice's other copy serving it" in said, said
    # Nothing is promoted among copies that serve side by side.
    assert "until a replica is promoted" not in said, said
    assert "Until a spare takes over" not in said, said


def test_a_figure_ending_one_property_is_no_count_of_the_shards_starting_the_next() -> None:
    """ "write quorum 2" then "shards: 90 ingesters": 90 shards, not 2."""
    ingester = next(
        p for p in facts("metrics-alerting/excellent-11").parts if p.label.startswith("pulse-ing")
    )
    assert shard_count(ingester) == 90
