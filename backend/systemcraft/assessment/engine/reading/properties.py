"""Reading the free-text properties people type on the canvas: counts, durations, modes."""

import math
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Literal

from systemcraft.design.export import CustomProperty
from systemcraft.kit.patterns import Pattern

ReplicationMode = Literal["none", "async", "sync", "multi-leader", "leaderless", "unspecified"]

_NUMBER = Pattern(r"(\d+(?:\.\d+)?)\s*([a-zµμ]*)")
_TIME_WORD = Pattern(
    r"s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?", groups=False
)
# "p99 ~2.5s": the percentile's name, read as a number, would be 99 seconds.
_PERCENTILE = Pattern(r"\bp\d+(?:\.\d+)?\b", ignore_case=True, groups=False)
_NOT_KEY = Pattern(r"[^a-z0-9]", groups=False)
_DIGITS = Pattern(r"\d+", groups=False)
_OFF_WORDS = frozenset({"", "none", "no", "off", "false", "disabled", "0", "n/a", "na", "single"})
_MAX_INSTANCES = 10_000


def property_map(properties: Iterable[CustomProperty]) -> dict[str, str]:
    """Keys folded to lowercase letters and digits, so healthCheck, health_check and
    "Health check" are one key; a repeated key keeps its last value."""
    return {_NOT_KEY.sub("", p.key.lower()): p.value.strip() for p in properties}


def is_off(value: str | None) -> bool:
    return value is None or value.strip().lower() in _OFF_WORDS


def first_integer(value: str | None) -> int | None:
    found = _DIGITS.search(value or "")
    return int(found.matched) if found else None


def instance_count(props: Mapping[str, str]) -> int:
    """How many copies of a component run, from replicas, instances or count (default 1)."""
    for key in ("replicas", "instances", "count"):
        number = first_integer(props.get(key))
        if number is not None:
            return min(max(number, 1), _MAX_INSTANCES)
    return 1


def shard_count(props: Mapping[str, str]) -> int:
    for key in ("shards", "partitions", "sharding"):
        value = props.get(key)
        number = first_integer(value)
        if number is not None:
            return number
        if not is_off(value):
            return 2  # "by user id" says sharded without saying how many
    return 2 if props.get("shardkey") else 1


_LATENCY_UNITS = {"us": 0.001, "µs": 0.001, "μs": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}
_DURATION_UNITS = {
    "ms": 0.001,
    "s": 1.0,
    "m": 60.0,
    "h": 3600.0,
    "d": 86_400.0,
    "w": 604_800.0,
    "mo": 2_592_000.0,
}


def _unit(word: str, units: Mapping[str, float], default: str) -> float | None:
    if not word:
        return units[default]
    if word in units:
        return units[word]
    prefixes = (("micro", "us"), ("milli", "ms"), ("msec", "ms"), ("sec", "s"), ("mon", "mo"))
    for prefix, short in prefixes:
        if word.startswith(prefix):
            return units.get(short)
    # "10 MB" is a size, not ten minutes: a word is a unit of time only when it is one.
    return units.get(word[0]) if _TIME_WORD.fullmatch(word) else None


def _amounts(text: str, units: Mapping[str, float], default: str) -> list[float]:
    matches = [(f[1] or "", f[2] or "") for f in _NUMBER.finditer(text.lower())]
    # In "50-100 ms" the unit written last applies to the bare numbers before it.
    written = [word for _, word in matches if word]
    fallback = written[-1] if written else default
    amounts = []
    for number, word in matches:
        factor = _unit(word or fallback, units, default)
        if factor is not None:
            amounts.append(float(number) * factor)
    return amounts


@lru_cache(maxsize=256)  # designs repeat a handful of latency strings thousands of times
def parse_latency_ms(text: str) -> float | None:
    """ "< 100ms" -> 100, "~20 ms" -> 20, "1.5 s" -> 1500; the upper end of a range; None when
    no figure can be read."""
    amounts = _amounts(_PERCENTILE.sub(" ", text), _LATENCY_UNITS, "ms")
    return max(amounts) if amounts else None


_NO_TTL_FIRST = Pattern(
    r"\s*(never|none|no\s+ttl|no\s+expiry)\b\s*[;,.(-]", ignore_case=True, groups=False
)


def parse_ttl_seconds(text: str | None) -> float | None:
    """ "3600" -> 3600, "1h" -> 3600, "7 days" -> 604800, "never" -> inf; None when absent."""
    if text is None or not text.strip():
        return None
    if text.strip().lower() in {"never", "none", "infinite", "forever", "∞", "-1"}:
        return math.inf
    # "none; previous season UNLINKed 7 days after final": no ttl, and a note on something else.
    if _NO_TTL_FIRST.match(text):
        return math.inf
    amounts = _amounts(text, _DURATION_UNITS, "s")
    if not amounts:
        # "60 for metadata": a bare leading number is the canvas's unit, seconds.
        leading = _LEADING_NUMBER.match(text)
        return float(leading.group(1) or 0) if leading else None
    return max(amounts)


_LEADING_NUMBER = Pattern(r"\s*(\d+(?:\.\d+)?)\s+[a-z]", ignore_case=True)


def replication_mode(value: str | None, instances: int) -> ReplicationMode:
    text = (value or "").strip().lower()
    if is_off(text):
        return "unspecified" if instances > 1 else "none"
    if any(word in text for word in ("multi", "active-active", "master-master")):
        return "multi-leader"
    if any(word in text for word in ("leaderless", "quorum", "dynamo")):
        return "leaderless"
    if "async" in text:
        return "async"
    if "sync" in text:  # also "semi-sync": a write waits for at least one replica
        return "sync"
    if "acks=all" in text.replace(" ", ""):  # Kafka: a write waits for every in-sync replica
        return "sync"
    if any(word in text for word in ("slave", "replica", "follower", "secondary", "primary")):
        return "async"  # what these setups do unless told otherwise
    return "unspecified"


def is_transient(value: str | None) -> bool:
    text = (value or "").strip().lower()
    return any(word in text for word in ("transient", "memory", "non-persistent", "ephemeral")) or (
        text in {"none", "false", "off", "0", "no"}
    )


def is_durable(value: str | None) -> bool:
    text = (value or "").strip().lower()
    return not is_transient(text) and any(
        word in text for word in ("persist", "durable", "disk", "replicated", "true", "yes")
    )
