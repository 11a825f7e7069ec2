"""Connections that carry many items in one request: agents pushing 5,000 samples at a time, a
stream job writing its windows' totals every minute, batched inserts. Past such a connection
the flow's items travel as batches, so each request there stands for `batch_size` of them.

A connection batches when its protocol or description says so (batch, bulk), or that it carries
a window's totals ("per-minute rows", "hourly counts"), unless it says it does not ("no
batching"); a part that sends on a schedule ("rewrite the lists every minute", "flush every
250 ms") batches what it gathered in between, unless it is a client: a client that asks every
few seconds is polling, and each poll is a request the brief counts.
A size the text states ("batches of ~5,000 samples", "chunks of 1,000", "500 per batch") is
the size; otherwise a cautious 10 (a window's totals are usually far fewer, but a design that
says no more is not credited with more). A batch thins the load past it, not the requests
that wait on what lies past it: a store down behind a batching connection still fails them.
"""

from functools import lru_cache
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Edge
from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Pattern

DEFAULT_BATCH: Final = 10.0
# "bulk" as a word of its own: "push.bulk" names a topic, not a way of sending.
_BATCHED: Final = Pattern(
    r"\bbatch(?:es|ed|ing)?\b|(?:^|\s)bulk\b|"
    # A window's totals: "per-minute rows", "1-min counts", "hourly aggregates".
    r"(?:\bper[- ]|\d[- ]?)(?:sec(?:ond)?|min(?:ute)?|hour|day)[- ]"
    r"(?:rows|totals|counts|aggregates|rollups|sums)\b|"
    r"\b(?:hourly|daily) (?:rows|totals|counts|aggregates|rollups|sums)\b",
    ignore_case=True,
)
# A schedule counts when it governs the sending ("rewrite the lists every minute"), not when it
# says how often something else happens ("the key expires every minute", "health check every
# 5 s").
_SENDS: Final = (
    r"writes?|push(?:es)?|sends?|syncs?|persists?|flush(?:es)?|uploads?|publish(?:es)?|"
    r"rewrites?|refresh(?:es)?|emits?|produces?|reports?|ships?|exports?|records?|rebuilds?|"
    r"renews?|reads?|polls?|releases?|fetch(?:es)?|pulls?|loads?|copy|copies|dumps?|"
    r"checkpoints?|compacts?|incr\w*|gets?|upserts?|inserts?|deletes?|updates?"
)
_GATHERED: Final = Pattern(
    rf"\b(?:{_SENDS})\b[^.;\n]{{0,60}}?\bevery (?:\d+(?:\.\d+)? ?"
    r"(?:ms|s|sec|secs|seconds?|min|mins|minutes?|h|hours?)\b|second|minute|hour|day)",
    ignore_case=True,
)
_EITHER: Final = Pattern(f"{_BATCHED.source}|{_GATHERED.source}", ignore_case=True, groups=False)

_SIZE: Final = Pattern(
    r"(?:batch(?:es)?|chunks?) of (?:about |around |up to |~ ?)?(\d[\d,]*)|"
    r"(\d[\d,]*) (?:[a-z]+ )?(?:per|a|each|in a|in each) batch",
    ignore_case=True,
)


def _said(pattern: Pattern, text: str) -> bool:
    """Whether `pattern` is found in `text` and not negated there ("no batching")."""
    return any(not is_negated(text, f.start(), f.end()) for f in pattern.finditer(text))


def batch_size(graph: DesignGraph, edge: Edge) -> float:
    """The items one request on `edge` carries: 1 unless the connection batches."""
    return _batch_of(f"{edge.protocol} {edge.description}", graph.nodes[edge.source].role)


@lru_cache(maxsize=4096)  # designs repeat their protocols and descriptions
def _batch_of(text: str, sender: Role | None) -> float:
    if _EITHER.search(text) is None:  # most connections: one pass over the text
        return 1.0
    if not _said(_BATCHED, text) and (sender == "client" or not _said(_GATHERED, text)):
        return 1.0
    found = _SIZE.search(text)
    stated = found and (found.group(1) or found.group(2))
    size = float(stated.replace(",", "")) if stated else DEFAULT_BATCH
    return max(size, 1.0)
