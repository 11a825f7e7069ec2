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
# "4,096" is one number, "600, keyed" is 600 and not 600 thousand.
_NUMBER = r"~?(\d{1,3}(?:,\d{3})+\b|\d+(?:\.\d+)?)[ \t]?(k\b)?"
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
    counted, machines, parallel = _stated_in(text)
    if node.instances > 1:
        # Its instances set, "4,096 shards" over them are slices of the data each holds
        # many of, not machines: "instances: 60" with "70k msg/s / 4,096 shards" is 60.
        return max(node.instances, machines or 0)
    return counted if counted is not None else parallel


@lru_cache(maxsize=512)  # a part's text is read by several checks of one assessment
def _stated_in(text: str) -> tuple[int | None, int | None, int | None]:
    """The largest count of copies `text` states, and of them those that count machines
    rather than slices of data; else the largest of parallel parts it names ("3 AZs"), each
    among its first MAX_COUNTS."""
    counts = []
    machines = []
    chips = []  # "(1,200 GPUs)": what the machines hold, a count only when nothing else is
    for match in islice(_counts(text), MAX_COUNTS):
        if _CHIPS.search(match.matched):
            number, thousands = (match[2], match[3]) if match[2] else (match[4], match[5])
            chips.append(_count(number or match[1], 1000 if thousands else 1))
            continue
        if match[1]:
            counts.append(_count(match[1]))
            machines.append(counts[-1])
            continue
        number, thousands = (match[2], match[3]) if match[2] else (match[4], match[5])
        counts.append(_count(number, 1000 if thousands else 1))
        if _SLICES.search(match.matched) is None:
            machines.append(counts[-1])
    # "1 primary + 2 replicas" is three copies; "2 replicas" alone reads as two.
    for pair in islice(_PRIMARY_AND_REPLICAS.finditer(text), MAX_COUNTS):
        counts.append(_count(pair[1]) + _count(pair[2]))
        machines.append(counts[-1])
    if not counts and chips:
        counts, machines = chips, list(chips)
    if counts:
        # A count of copies stated, parallel parts are not read.
        return max(counts), max(machines, default=None), None
    found = [_count(f[1] or f[2]) for f in islice(_PARALLEL.finditer(text), MAX_COUNTS)]
    return None, None, (max(found) if found else None)


_PRIMARY_AND_REPLICAS: Final = Pattern(
    r"\b(\d{1,3})\s*(?:primary|primaries|leaders?|masters?|writers?)\s*(?:\+|and|plus)\s*"
    r"(\d{1,3})\s*(?:replicas?|followers?|secondaries|standbys?|readers?)\b",
    ignore_case=True,
)
_SLICES: Final = Pattern(r"shards|partitions", ignore_case=True, groups=False)
_CHIPS: Final = Pattern(r"gpus\b", ignore_case=True, groups=False)


def _count(digits: str | None, scale: int = 1) -> int:
    return int(min(float((digits or "0").replace(",", "")) * scale, MOST_COPIES))


class _TooManyCandidatesError(Exception):
    """Raised past MAX_CANDIDATES to end the search."""


def _counts(text: str) -> Iterator[Found]:
    # Past this many candidates ("1 x1 1 x1 …", each a product), the rest are not read; a
    # refused one is searched again from its next character ("x 12 gpus" holds "12 gpus").
    looked = 0

    def keep(found: Found) -> bool:
        nonlocal looked
        looked += 1
        if looked > MAX_CANDIDATES:
            raise _TooManyCandidatesError
        return _not_size_of_each(found)

    try:
        yield from _COUNT.finditer(text, keep=keep)
    except _TooManyCandidatesError:
        return


MAX_CANDIDATES: Final = 4 * MAX_COUNTS


# "230k/s x 100 B x 86,400 x 30" multiplies figures: a number (with its unit, or what it
# counts: "3 windows x 181 regions") just before the "x" says it is a product, not "Redis x3".
_MULTIPLIED: Final = Pattern(r"\d[\d,.]{0,12}\s?([a-z/%]{1,5}\s?)?$", ignore_case=True)
# "3 windows x 181 regions": counted things times counted things, a noun on both sides.
_COUNTED_BEFORE: Final = Pattern(r"\d[\d,]{0,12}\s([a-z]{3,12})\s?$", ignore_case=True)
_COUNTED_AFTER: Final = Pattern(r"\s?[a-z]{3,12}\b", ignore_case=True, groups=False)
# "Redis 16 GB x 3", "2 vCPU x 4": the size of each machine, then how many; a product of data
# figures ("100 B x 86,400") multiplies by thousands or goes on ("x 30 =").
_MACHINE_SIZE: Final = frozenset(
    {"b", "kb", "mb", "gb", "tb", "gib", "vcpu", "vcpus", "cpu", "cpus", "nodes", "hosts", "pods"}
    # An instance type's size ("c5.xlarge x 4"): machines of that size, then how many.
    | {"micro", "small", "medium", "large", "xlarge", "metal"}
)
_GOES_ON: Final = Pattern(r"\s*[x×*=]", ignore_case=True, groups=False)
_BEFORE_X: Final = 24  # characters before an "x" read for the figure it multiplies
_AFTER_X: Final = 14  # characters after its number read for what it counts
_COPY_WORDS: Final = frozenset(_COPIES.split("|")) | {"copy", "azs", "zones", "regions"}
_PRODUCT_FACTOR: Final = 1000


def _multiplied(match: Found) -> bool:
    """Whether the "x N" multiplies a figure written just before it ("230k/s x 100"), read
    from a short window, so a text of many "x"s is read once."""
    start = match.start()
    window = match.text[max(0, start - _BEFORE_X) : start]
    end = match.end(1)
    after = match.text[end : end + _AFTER_X]
    counted = _COUNTED_BEFORE.search(window)
    if (
        counted is not None
        and (counted.group(1) or "").lower() not in _COPY_WORDS
        and _COUNTED_AFTER.match(after) is not None
    ):
        # "3 windows x 181 regions" is 543 lists; "6 shards x 3 replicas" still counts copies.
        return True
    before = _MULTIPLIED.search(window)
    if before is None:
        return False
    unit = (before.group(1) or "").strip().lower()
    if unit not in _MACHINE_SIZE:
        return True
    goes_on = _GOES_ON.match(match.text[end : end + 4]) is not None
    return goes_on or _count(match[1]) >= _PRODUCT_FACTOR


# Video encoders named for their codec ("ffmpeg (x264/x265)"): no count of copies.
_CODECS: Final = frozenset({"x264", "x265", "x266"})


def _not_size_of_each(match: Found) -> bool:
    """False for the "x 8" of "20 x 8 vCPU", which says how large each copy is, and for a
    codec's name."""
    if not match[1]:
        return True
    if match.matched.lower() in _CODECS or _multiplied(match):
        return False
    after = match.end(1)
    return _SIZE_OF_EACH.match(match.text[after : after + _SIZE_OF_EACH_LENGTH]) is None
