"""Figures read from estimates as people write them, with the unit that says what they size."""

import pytest

from systemcraft.assessment.engine.reading.quantities import Quantity, quantities, reaches


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Peak 1M req/s; average ~400k/s", [(1e6, "per second"), (4e5, "per second")]),
        ("12k QPS at peak", [(12_000, "per second")]),
        ("35,000 playback starts/s", [(35_000, "per second")]),
        ("about 20,000 redirects per second", [(20_000, "per second")]),
        ("500 B x 100M x 60 months = 3 TB", [(3e12, "bytes")]),
        ("50 Tbps at peak", [(5e13, "bits per second")]),
        ("375 MB/s across the cluster", [(3e9, "bits per second")]),
        ("10M concurrent connections", [(1e7, "connections")]),
        ("2 ms timeout, 3 replicas, 100 million links", [(1e8, "items")]),
        ("6B links over five years", [(6e9, "items")]),
        # A count a day whose things are named before it; a bare number a day counts nothing.
        ("Messages: 40M/day = 460/s avg", [(4e7, "items"), (460, "per second")]),
        ("uploads: 10 million a day", [(1e7, "items")]),
        ("40/day, 3 per day", []),
        ("Ingest 300 TB/day", [(3e14, "bytes"), (3e14 * 365, "bytes")]),
        (
            "10M concurrent streams, 2M concurrent viewers",
            [(1e7, "connections"), (2e6, "connections")],
        ),
        ("500 B x 100M x 60 months", []),
        # A peak written after a rate, with no unit of its own, is a rate of the same kind.
        ("4k redirects/s avg, 20k peak", [(4_000, "per second"), (20_000, "per second")]),
        ("12k QPS (36k at peak)", [(12_000, "per second"), (36_000, "per second")]),
        ("100 rps, 3 replicas", [(100, "per second")]),
        # Exbibytes were read as a unit and then looked up in vain (a 500).
        ("2 EiB of archives", [(2 * 2**60, "bytes")]),
    ],
)
def test_figures_come_with_their_unit(text: str, expected: list[tuple[float, str]]) -> None:
    assert [(q.value, q.unit) for q in quantities(text)] == expected


def test_an_estimate_reaches_the_brief_when_it_is_of_the_same_order() -> None:
    stated = [Quantity(12_000, "per second"), Quantity(3e12, "bytes")]
    assert reaches(stated, 20_000, "per second")
    assert not reaches(stated, 100_000, "per second")  # sized for an eighth of the load
    assert not reaches(stated, 20_000, "connections")
    assert reaches(stated, 1e12, "bytes")
