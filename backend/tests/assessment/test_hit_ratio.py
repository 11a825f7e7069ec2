"""The share of reads a design says a cache answers, as it says it."""

import pytest

from systemcraft.assessment.engine.reading.hit_ratio import stated_hit_ratio


@pytest.mark.parametrize(
    ("text", "ratio"),
    [
        ("hit rate: 97%", 0.97),
        ("95% cache hits", 0.95),
        ("hit ratio of about 0.9", 0.9),
        ("Hit-rate target: above 95 percent", 0.95),
        ("97% of reads hit", 0.97),
        ("99.5% hit rate", 0.995),
        ("hit_ratio=0.8", 0.8),
        ("a 90 % hit ratio", 0.9),
        ("hit rate 0.95.", 0.95),
        ("miss rate 3%", 0.97),
        ("3 percent misses", 0.97),
        # The first it states is the one it plans for.
        ("hit rate: 90%; 99% for hot keys", 0.9),
    ],
)
def test_a_stated_hit_or_miss_rate_is_read(text: str, ratio: float) -> None:
    assert stated_hit_ratio(text) == pytest.approx(ratio)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Redis, 3 nodes",
        "300,000 hits a second",  # a rate, not a share
        "hits 300,000 reads a second",
        "miss rate 1,000/s",
        "hit rate 250%",
        "the hit rate drops to zero on a deploy, then 90% after warm-up",  # too far apart
    ],
)
def test_no_share_is_read_where_none_is_stated(text: str) -> None:
    assert stated_hit_ratio(text) is None
