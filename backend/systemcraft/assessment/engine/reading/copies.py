"""How many copies of a component the design states: "x3", "40 instances", "nodes: 20 x 8 vCPU";
failing those, a stream job's "parallelism: 64" or "64 task slots" (the subtasks run on the
machines an "instances: 3" counts; "4,096 hash slots" split data, not work).
Capacity multiplies what one copy carries by it; redundancy reads two or more as surviving the
loss of one."""

from collections.abc import Iterator
from functools import lru_cache
from itertools import islice
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.kit.patterns import Found, Pattern

_COPIES = (
    r"instances|nodes|shards|servers|pods|brokers|replicas|boxes|machines|hosts|partitions|"
    r"containers|workers|gpus|copies|count"
)
# Space within a line only: "engine: MySQL 8" then "count: 2" on the next line is not "8 count".
_NUMBER = r"~?(\d[\d,]*(?:\.\d+)?)[ \t]?(k)?"
_COUNT = Pattern(
    # "x3" or "x 40", but not "20 x 8 vCPU", which says what each of the 20 is (_SIZE_OF_EACH).
    r"(?:\bx\s?(\d[\d,]*)\b)"
    # "40 instances", and "2 per city shard, 40 in total" (but not "20k total writes/s")
    rf"|(?:{_NUMBER}[ \t]?(?:{_COPIES}|in total)\b)"
    # A property named for its count: "nodes: 20 x 8 vCPU", "instances: ~60 across 2 DCs".
    rf"|(?:^\s*(?:{_COPIES})\s*:\s*{_NUMBER})",
    ignore_case=True,
    multiline=True,
)
_PARALLEL = Pattern(
    r"^\s*parallelism\s*:\s*(\d[\d,]*)|\b(\d[\d,]*)\s?task slots\b",
    ignore_case=True,
    multiline=True,
)
_SIZE_OF_EACH = Pattern(r"\s?(?:v?cpus?|cores?|[kmgt]b|ms|gpus?)", ignore_case=True, groups=False)
_SIZE_OF_EACH_LENGTH = 6  # the longest it matches: " vcpus"


# A component's text states a few counts; past this many, the rest are not read.
MAX_COUNTS = 64
# No design runs more copies of a part; a longer run of digits is read as this many (int() of
# thousands of digits refuses, and a float of them is infinite).
MOST_COPIES: Final = 10**9


def stated_copies(node: Node, text: str) -> int | None:
    """The largest count of copies the design states for `node` (among the first MAX_COUNTS
    its text states), if any."""
    counted, parallel = _stated_in(text)
    counts = [node.instances] if node.instances > 1 else []
    if counted is not None:
        counts.append(counted)
    return max(counts) if counts else parallel


@lru_cache(maxsize=512)  # a part's text is read by several checks of one assessment
def _stated_in(text: str) -> tuple[int | None, int | None]:
    """The largest count of copies `text` states, else the largest of parallel parts it names
    ("3 AZs"), each among its first MAX_COUNTS."""
    counts = []
    for match in islice(_counts(text), MAX_COUNTS):
        if match[1]:
            counts.append(_count(match[1]))
            continue
        number, thousands = (match[2], match[3]) if match[2] else (match[4], match[5])
        counts.append(_count(number, 1000 if thousands else 1))
    if counts:
        return max(counts), None  # a count of copies stated, parallel parts are not read
    found = [_count(f[1] or f[2]) for f in islice(_PARALLEL.finditer(text), MAX_COUNTS)]
    return None, (max(found) if found else None)


def _count(digits: str | None, scale: int = 1) -> int:
    return int(min(float((digits or "0").replace(",", "")) * scale, MOST_COPIES))


def _counts(text: str) -> Iterator[Found]:
    return _COUNT.finditer(text, keep=_not_size_of_each)


# Video encoders named for their codec ("ffmpeg (x264/x265)"): no count of copies.
_CODECS: Final = frozenset({"x264", "x265", "x266"})


def _not_size_of_each(match: Found) -> bool:
    """False for the "x 8" of "20 x 8 vCPU", which says how large each copy is, and for a
    codec's name."""
    if not match[1]:
        return True
    if match.matched.lower() in _CODECS:
        return False
    after = match.end(1)
    return _SIZE_OF_EACH.match(match.text[after : after + _SIZE_OF_EACH_LENGTH]) is None
