"""Copies: every component type has the property (replicas, shown as "Copies"), the engine reads
it as the component's count of copies, and a count written in the description ("2 replicas",
"x5") still counts. When both are given, the larger wins: the property left at 1 says nothing,
and a description that says more copies run is believed, unless what it counts are slices of the
data ("4,096 shards") over the instances set."""

from collections import Counter

import pytest

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, build_graph
from systemcraft.assessment.engine.reading.copies import MOST_COPIES, stated_copies
from systemcraft.assessment.engine.reading.excerpts import excerpts
from systemcraft.assessment.engine.rubric.redundancy import redundant
from systemcraft.design import read_document
from systemcraft.design.catalogue import CATALOGUE, COPIES
from systemcraft.design.vocabulary import COMPONENT_TYPES, ComponentType
from tests.assessment.builders import Sketch


def one_part(kind: ComponentType, description: str = "", **props: str) -> DesignGraph:
    sketch = Sketch().add("part", kind, label=CATALOGUE[kind].name, **props)
    sketch.components[0]["metadata"]["customLogic"] = description
    return build_graph(read_document(sketch.document()).design)


@pytest.mark.parametrize("kind", COMPONENT_TYPES)
def test_every_type_starts_with_one_copy_and_reads_the_number_set(kind: ComponentType) -> None:
    assert CATALOGUE[kind].defaults[COPIES.key] == 1
    assert one_part(kind).nodes[0].instances == 1
    assert one_part(kind, replicas="3").nodes[0].instances == 3


def test_copies_left_at_one_are_not_something_the_user_wrote() -> None:
    sketch = Sketch().add("db", "database", label="Database", replicas="1", engine="PostgreSQL")
    read = list(excerpts(read_document(sketch.document()).design))
    assert read == []
    sketch = Sketch().add("db", "database", label="Database", replicas="2")
    assert [e.text for e in excerpts(read_document(sketch.document()).design)] == ["replicas: 2"]


@pytest.mark.parametrize(
    ("description", "property_value", "expected"),
    [
        ("", "1", None),  # nothing stated beyond the default
        ("2 replicas behind Sentinel", "1", 2),  # the phrase still works
        ("", "4", 4),  # the property alone
        ("2 replicas", "3", 3),  # both: the larger
        ("x5 for the peak", "2", 5),
        ("2 per city shard, 40 in total", "1", 40),  # the total, not the count per shard
        ("20k total writes/s at peak", "1", None),  # a rate, not a count of copies
        ("total: 5 TB", "1", None),
        ("ffmpeg (x264/x265), spot and autoscaled", "1", None),  # codecs, not counts
        ("ffmpeg (x265), x12 at peak", "1", 12),
        # "600, keyed" is 600, not 600 thousand; "4,096" is one number.
        ("partitions: 600, keyed by city shard", "1", 600),
        ("70k msg/s / 4,096 shards", "1", 4096),
        # Slices of the data over machines counted: the machines are the copies.
        ("70k msg/s peak / 4,096 shards; ~60 servers at ~1.2k msg/s each", "60", 60),
        # A product of figures is not a count: "230k/s x 100 B x 86,400 x 30".
        ("~60 TB (230k/s x 100 B x 86,400 x 30), ~180 TB with RF 3", "1", None),
        ("Redis x3", "1", 3),
        # The size of each machine, then how many: a count, not a product of figures.
        ("Redis 16 GB x 3", "1", 3),
        ("2 vCPU x 4", "1", 4),
        ("c5.xlarge x 4", "1", 4),
        # Counted things times counted things: "3 windows x 181 regions" is 543 lists, no copies.
        ("writes the 543 lists (3 windows x 181 regions) to Redis", "1", None),
        ("Checkpoints to S3; 3 windows x 181 regions", "32", 32),
        # A bare multiplier after counted copies is still a count.
        ("2 regions x 3", "1", 3),
        ("2 replicas x 3", "1", 3),
        # A primary and its replicas, summed.
        ("1 primary + 2 replicas (one per AZ), Sentinel failover", "1", 3),
        # The GPUs the machines hold are no copies beside a count of the machines.
        ("instances: 150 (1,200 GPUs)", "1", 150),
        ("16 GPUs", "1", 16),
    ],
)
def test_a_count_in_the_description_and_the_property_the_larger_wins(
    description: str, property_value: str, expected: int | None
) -> None:
    graph = one_part("cache", description, replicas=property_value)
    node = graph.nodes[0]
    assert stated_copies(node, f"{node.label}\n{description}") == expected


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        ("parallelism: 64", 64),
        ("Flink job on 64 task slots", 64),
        # The subtasks run on the machines the count states: those are the copies.
        ("instances: 3 task managers\nparallelism: 12 (one per partition)", 3),
        ("keys spread over 4,096 hash slots", None),  # slots that split data, not work
    ],
)
def test_a_stream_jobs_parallelism_counts_when_no_machines_are_counted(
    description: str, expected: int | None
) -> None:
    node = one_part("server", description).nodes[0]
    assert stated_copies(node, description) == expected


@pytest.mark.parametrize(
    ("description", "property_value", "survives"),
    [("", "1", False), ("", "2", True), ("3 replicas", "1", True)],
)
def test_a_cache_with_copies_survives_the_loss_of_one(
    description: str, property_value: str, survives: bool
) -> None:
    graph = one_part("cache", description, replicas=property_value)
    node = graph.nodes[0]
    text = f"{node.label}\n{description}"
    assert redundant(graph, node, text, Counter()) is survives


@pytest.mark.parametrize(
    "description",
    ["x" + "1" * 5_000, "1" * 5_000 + " instances", "parallelism: " + "9" * 5_000],
)
def test_a_count_of_thousands_of_digits_reads_as_the_most_copies(description: str) -> None:
    # Longer than a description may be: the text read is the part's and the notes about it.
    node = one_part("server", "").nodes[0]
    assert stated_copies(node, description) == MOST_COPIES


def test_a_number_ending_one_line_is_no_count_of_the_next_lines_word() -> None:
    """ "db9" then "replicas: 2", or "engine: MySQL 8" then "count: 2": two copies, not 9 or 8."""
    node = one_part("database", "").nodes[0]
    for text in ("db9\nreplicas: 2\nengine: Cassandra", "replica\nengine: MySQL 8\ncount: 2"):
        assert stated_copies(node, text) == 2, text
