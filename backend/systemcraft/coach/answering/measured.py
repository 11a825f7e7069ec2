"""A figure only the running system, or its vendor, can give ("what hit rate will my cache get?",
"how long does a node take to reload its snapshot?", "what's the real failure rate of those
drives?"): said to be measured rather than drawn, with why, what bounds it, how to measure it,
and what the design says of the thing asked about, or that it says nothing. Pure."""

from dataclasses import dataclass
from typing import Final

from systemcraft.coach.answering.bill import bill
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.counts import COUNTS
from systemcraft.coach.answering.stated import figure_of
from systemcraft.coach.answering.wording import listed, name, quote, rate, share
from systemcraft.coach.kinds import PRICED
from systemcraft.kit.patterns import Pattern, escape


@dataclass(frozen=True)
class _Figure:
    asked: Pattern  # the words that ask for it
    why: str
    bound: str
    measure: str


def _words(source: str) -> Pattern:
    return Pattern(source, ignore_case=True, groups=False)


_HIT_RATE: Final = _Figure(
    _words(r"\bhit\s+(rate|ratio)s?\b|\bmiss\s+(rate|ratio)\b|\bkeep\s+off\b"),
    "A hit rate is measured, not drawn: it depends on how the traffic's keys are spread "
    "(how much of it goes to the most popular few), how much of the working set fits in "
    "memory and how long entries live, and neither the design nor the brief fixes those.",
    "What bounds it: only a key read again within an entry's lifetime can hit, so a key "
    "read once a day never does; and what sits behind the cache must carry the misses at a "
    "low hit rate too (size it for 50% as well as for the figure you hope for), or a cold "
    "start after a restart takes it down.",
    "To find it: replay a sample of production-shaped keys against a cache of the size you "
    "mean, or run it and read its hit and miss counters; then write the figure on the part.",
)


# A rate one node sustains or a latency it keeps ("100,000 scripted ops a second", "under a
# millisecond at p99"), asked to be confirmed.
_CAPACITY: Final = _Figure(
    _words(
        r"\bp9\d\b|\blatenc\w*|\bops\b|\boperations\b|\bthroughput\b|\bper\s+second\b"
        r"|\ba\s+second\b|/\s*s\b|\bmillisecond|\bms\b"
    ),
    "A rate a node sustains and a tail latency are measured, not derived: they depend on the "
    "hardware, the version and its settings, how much work each call does (a script of a few "
    "commands costs several simple ones), the sizes of keys and values, the network between, "
    "and how busy the node is (p99 grows fast past about 70% busy).",
    "What bounds it: a vendor's figure is for its simplest call on its best hardware; count "
    "the calls each request really makes, divide the peak by the shards, and keep each under "
    "about 70% of the figure you measure, not the one you read.",
    "To find it: load-test one shard with your own calls (the same script, keys and value "
    "sizes) from a client in the same zone, raise the rate until p99 passes your budget, and "
    "size from that figure; then keep watching p99 in production.",
)

_FIGURES: Final[tuple[_Figure, ...]] = (
    _Figure(
        PRICED,
        "A price is the provider's, and it changes: it depends on the region, the machine "
        "types and storage classes you choose, reserved or spot discounts and the month's list "
        "prices, none of which a design fixes, so a figure from me would be a guess.",
        "",
        "To find it: put these quantities into the provider's pricing calculator for the "
        "region and machines you mean; in an interview, give the quantities and say the total "
        "is an estimate from list prices.",
    ),
    _Figure(
        _words(r"\b(delete[sd]?|deletion|purge[sd]?|expire[sd]?|evict\w*|clean(ed)?\s+up)\b"),
        "When an expired item is really removed depends on the product's cleanup, not on the "
        "design: a TTL index is swept by a background task on a schedule (MongoDB's runs "
        "about once a minute and falls behind under load), and a cache evicts lazily, on "
        "read or by sampling.",
        "What bounds it: nothing you should rely on. Treat removal as late, and check the "
        "expiry on every read (an item past its time answers as gone), so when the bytes go "
        "no longer matters to the user.",
        "To find it: write items with a short lifetime on a test system under load and watch "
        "how long after their time they are still stored.",
    ),
    _HIT_RATE,
    _Figure(
        _words(r"\bfailure\s+rates?\b|\bchance\b|\bprobability\b|\bodds\b|\bmtbf\b|\bafr\b"),
        "A failure rate is a statistic of the hardware or the provider (annual failure rates, "
        "outage history), not something a design or a course can give you.",
        "What bounds the damage is the design, not the rate: plan as if it will happen, since "
        "anything acknowledged before it has a second copy elsewhere is lost with it, however "
        "rare the failure.",
        "To find it: use the vendor's published reliability figures or your fleet's own "
        "failure history, and test the recovery path on purpose.",
    ),
    _Figure(
        _words(
            r"%|\bpercent(age)?\b|\bfraction\b|\bovershoot\b|\btwice\b|\bduplicates?\b"
            r"|\bdouble[- ]count"
        ),
        "A share of events (duplicates, overshoot, lost updates) depends on how often the "
        "failure or race happens in production and how much is in flight when it does, which "
        "only running the system shows.",
        "What bounds it: the work in flight when it happens × how often it happens ÷ all the "
        "events in that time. The design sets the first (batch sizes, commit and sync "
        "intervals); how often is the unknown.",
        "To find it: give every event an id and count duplicates (or the overshoot against "
        "the limit) downstream, first in a load test with crashes injected, then in "
        "production.",
    ),
    _Figure(
        _words(
            r"\blag\b|\bhow\s+long\s+(until|before|after)\b|\bshows?\s+up\b|\bpropagat\w*"
            r"|\bhow\s+(fast|quickly|soon)\b"
        ),
        "How long a change takes to reach the other side is measured: it is the time it waits "
        "in queues, crosses the network and is applied, and it grows with the write rate and "
        "with how busy the receiving side is.",
        "What bounds it: in quiet times a replica or consumer in the same region is "
        "milliseconds behind, one across regions tens to hundreds of milliseconds; under a "
        "burst it is the backlog divided by the rate the far side applies it, so 60,000 "
        "changes applied at 10,000 a second are 6 s behind.",
        "To find it: send a timestamped heartbeat through the same path and read its age on "
        "the far side, and alert when it grows; reads that must see their own write should go "
        "where the write went.",
    ),
    _Figure(
        _words(
            r"\breloads?\b|\brestarts?\b|\breboots?\b|\brecover\w*\b|\brebuild\w*"
            r"|\bwarm\w*\b|\bfail\s*over\b|\bpromot\w+"
        ),
        "How long a restart, reload or rebuild takes depends on how much data it moves and how "
        "fast the disk or network moves it on your machines, which the design does not fix.",
        "What bounds it: the data to move ÷ the throughput. 40 GB read at 500 MB/s is 80 s, "
        "or 64 s over a 5 Gbit/s link: plan for the part to be empty or unavailable that long, "
        "and say what serves meanwhile (a replica, a spare, a fallback).",
        "To find it: time it in a drill, restarting one node under production-shaped load, and "
        "keep the figure in your runbook.",
    ),
    _CAPACITY,
)

_FALLBACK: Final = _Figure(
    _words(r"$^"),
    "That is how the running product behaves, measured rather than derived from a drawing: it "
    "depends on its version, its configuration and its load.",
    "",
    "To find it: read the product's documentation for the mechanism, then measure it on a "
    "test system under load.",
)

# Words for mechanisms a question may take to be in the design: said to be absent when the
# learner wrote none of them anywhere.
_MECHANISMS: Final = Pattern(
    r"\b(snapshots?|persistence|expiry|expir\w+|ttl|leases?|fencing|epochs?|checkpoints?"
    r"|bloom|sketch|retry|retries|timeouts?|licen[cs]es?|backoff|dead[- ]letter|dlq"
    r"|watermarks?|heartbeats?|locks?|rdb|aof|raid|spool|throttl\w+|rate[- ]limit\w*"
    r"|local\s+(token\s+)?(cache|counters?|buckets?))\b",
    ignore_case=True,
    groups=False,
)
_SETTING: Final = _words(r"\bdid\s+(i|we)\s+(give|set|choose|pick|put|use|plan)\b")
# A sentence, whose decimals ("2 x 3.84 TB") are not its ends.
_SENTENCE: Final = Pattern(r"(?:[^\n.!?]|\.\d){3,300}[.!?]?", groups=False)
MOST_QUOTED: Final = 2


def answer_measured(ask: Ask) -> str:
    if _SETTING.search(ask.question):
        opening = "I can only tell you what your design writes down, not a setting it leaves out."
    else:
        opening = _CANNOT + " " + _figure(ask).why
    local = local_bound(ask) or _misses(ask) or bill(ask) or _per_shard(ask)
    # The design's own bound replaces the general one; how to measure it still holds.
    advice = figure_advice(ask, bound=not local) or ""
    blocks = [opening, _what_the_design_says(ask), local, advice]
    return "\n\n".join(b for b in blocks if b)


# Counts kept by each copy on its own ("local token buckets", "in-memory counters").
_LOCAL_COUNTS: Final = _words(
    r"\b(local|in[- ](memory|process)|own\s+memory|per[- ](gateway|instance|node))\b"
    r"[^.;\n]{0,40}?\b(buckets?|counters?|counts?)\b"
    r"|\b(buckets?|counters?)\b[^.;\n]{0,60}?\b(local|in[- ]process|in\s+its\s+own\s+memory)\b"
    # "a per-host token bucket" on a part of 48 copies: each copy's own, unless it is shared.
    r"|\bper[- ](host|site|domain|key|user|client|ip)\s+(token\s+)?(buckets?|counters?)\b"
)
# Counts every copy reads from one place: no copy's own.
_SHARED_COUNTS: Final = _words(r"\b(redis|memcached?|shared|central\w*|global|cluster-?wide)\b")
_OVER_LIMIT: Final = _words(
    r"\b(overshoot|over\s+the\s+limit|exceed\w*|limits?)\b"
    r"|\bits\s+own\s+(bucket|counter|count)s?\b|\bshared\b"
)


# Counts each copy owns for its own keys (a ring, a hash, a lease), or a limit split over the
# copies ("contract rate / instance count"): no client is counted by every copy.
_SPLIT_LIMIT: Final = _words(
    r"\b(owns|owned|owning|owners?|ring|hash(ed|es|ing)?|leases?|leased|sticky|consistent)\b"
    r"|/\s*(instance|node|copy|gateway)\s+count|\bdivided\s+by\b"
)


def local_bound(ask: Ask) -> str:
    """How far a limit kept in each copy's own count can be exceeded: a client spread over N
    copies gets up to N times its limit. The bound the design sets, whatever production shows."""
    if ask.facts is None or not _OVER_LIMIT.search(ask.question):
        return ""
    counting = next(
        (
            p
            for p in ask.facts.parts
            if p.copies > 1
            and _LOCAL_COUNTS.search(p.text)
            and not _SPLIT_LIMIT.search(p.text)
            and not _SHARED_COUNTS.search(p.text)
        ),
        None,
    )
    if counting is None:
        return ""
    n = counting.copies
    return (
        f"What bounds it in your design: each of the {n} copies of {name(counting.label)} keeps "
        f"its own count, so a client (or a site) whose requests are spread over all of them can "
        f"get up to {n}× its limit before any copy refuses it ({(n - 1) * 100:,}% over), while "
        "one held to one copy gets exactly its limit. Set that worst case against the brief's "
        "limit; a count every copy shares (one store they all check), a share of the limit "
        "leased to each copy, or sending each client's (each site's) requests to one copy, by "
        "keying the queue or the balancer on it, brings it down."
    )


_HIT_RATES: Final = (0.9, 0.5)


def _misses(ask: Ask) -> str:
    """For a hit rate asked after, what it decides: the reads the store behind gets, at the
    brief's read peak, for a few hit rates and for a cold cache."""
    if _figure(ask) is not _HIT_RATE or ask.brief is None:
        return ""
    named = ask.named_facts()
    if not any(p.node.role == "cache" for p in named) or any(COUNTS.search(p.text) for p in named):
        # A cache of counts (a limiter's buckets) is no read cache: each check changes the
        # count, and the brief's reads are not what reaches the store behind it.
        return ""
    peak = ask.brief.peak("reads_per_second")
    if not peak:
        return ""
    stores = [p for p in ask.named_facts() if p.node.role == "database"]
    behind = name(stores[0].label) if stores else "the store behind it"
    shares = ", ".join(f"{rate(peak * (1 - h))} at {h:.0%}" for h in _HIT_RATES)
    return (
        f"What it decides: every miss is a read on {behind}, so at the brief's peak of "
        f"{rate(peak)} reads a second it gets {rate(peak)} × (1 − hit rate): {shares}, and all "
        f"{rate(peak)} while the cache is cold after a restart. Size {behind} for the cold "
        "case, or for the rate you measure plus a way to warm the cache before it takes traffic."
    )


_CANNOT: Final = "I can't give you that figure from your design, its brief or our lessons."


def figure_advice(ask: Ask, *, why: bool = False, bound: bool = True) -> str | None:
    """What bounds the figure asked for and how to measure it (after why it is measured, when
    nothing before has said so); None for a setting asked after ("what timeout did I give?"),
    which is the design's to say."""
    if _SETTING.search(ask.question):
        return None
    figure = _figure(ask)
    if why and figure is _FALLBACK:
        return None  # after "your design has no X", a product's behaviour in general says nothing
    said = (figure.why if why else "", figure.bound if bound else "", figure.measure)
    return "\n\n".join(b for b in said if b)


def _figure(ask: Ask) -> _Figure:
    return next((f for f in _FIGURES if f.asked.search(ask.question)), _FALLBACK)


def _what_the_design_says(ask: Ask) -> str:
    """The sentences the learner wrote about the mechanisms the question names, or that they
    wrote of none of them: "Nothing in your design mentions an RDB snapshot"."""
    found = {m.matched.lower(): m.matched for m in _MECHANISMS.finditer(ask.question)}
    asked = [found[key] for key in sorted(found)]
    if not asked or ask.facts is None:
        return ""
    # Split once: each word asked about is looked for in the same sentences.
    sentences = [s.matched for text in ask.facts.written for s in _SENTENCE.finditer(text)]
    # "ttl: 3600" left at the canvas's value is still on the part the learner asks about.
    sentences += [
        f"{part.label} {key}: {value}"
        for part in ask.facts.parts
        for key, value in part.node.props.items()
        if value.strip()
    ]
    said, unsaid = [], []
    for word in asked:
        pattern = _naming(word)
        where = next((s.strip() for s in sentences if pattern.search(s)), None)
        if where is None:
            unsaid.append(word)
        elif where not in said:
            said.append(where)
    lines = []
    if said:
        quoted = "; ".join(quote(s.rstrip(".")) for s in said[:MOST_QUOTED])
        lines.append(f"What your design says of it: {quoted}.")
    if unsaid:
        mentioned = f"Nothing in your design mentions {listed([f'“{w}”' for w in unsaid])}"
        asked_for = _required(ask, unsaid)
        lines.append(
            f"{mentioned}: as drawn there is none to measure, and the brief asks for it "
            f"({quote(asked_for)}), so as drawn that requirement is not met: add it, on the "
            "part it belongs to, before its timing matters."
            if asked_for
            else f"{mentioned}: as drawn there is none to measure, so settle first whether you "
            "need it and write it on the part it belongs to."
        )
    return " ".join(lines)


def _required(ask: Ask, words: list[str]) -> str | None:
    """The brief's requirement that asks for a mechanism the design never mentions."""
    if ask.brief is None:
        return None
    for word in words:
        pattern = _naming(word)
        found = next((r for r in ask.brief.requirements if pattern.search(r)), None)
        if found is not None:
            return found
    return None


def _naming(word: str) -> Pattern:
    parts = word.lower().split()
    if len(parts) > 1 and parts[0] == "local":
        # "local token buckets" is said as "a token bucket ... in its own memory" too.
        head = _stem(parts[-1])
        return Pattern(
            rf"{_LOCAL}[^.;\n]*\b{head}|\b{head}[^.;\n]*{_LOCAL}", ignore_case=True, groups=False
        )
    return Pattern(r"\b" + _stem(word), ignore_case=True, groups=False)


_LOCAL: Final = r"\b(local|in[- ]process|in[- ]memory|own\s+memory)\b"


def _stem(word: str) -> str:
    """ "expiry" also finds "expires" and "expiresAt"; "locks" finds "lock"."""
    lowered = word.lower()
    if lowered.startswith("expir"):
        return "expir"
    # "retries" and "retry" are one mechanism, as are "policies" and "policy".
    if len(lowered) > 4 and lowered.endswith(("ies", "y")):
        return escape(lowered.removesuffix("ies").removesuffix("y")) + "(?:y|ies)"
    cut = word.rstrip("s") if len(word) > 4 else word
    if cut.startswith("expir"):
        cut = "expir"
    return escape(cut)


_EACH_DOES: Final = Pattern(
    r"(\d[\d,]*(?:\.\d+)?)\s*(k|million)?\s+[a-z ]{0,24}?(?:ops|operations|commands|requests|calls"
    r"|writes|reads|evals|scripts|lookups)\s*(?:(?:a|per)\s+second|/\s*s(?:ec)?\b)",
    ignore_case=True,
)
_SPLIT_OVER: Final = Pattern(r"\b(\d{1,4})\s+(?:shards|nodes|partitions)\b", ignore_case=True)
_IN_ALL: Final = Pattern(
    r"(\d[\d,]*(?:\.\d+)?)\s*(k|million)?\s+(?:checks|requests|calls|lookups|ops)\b",
    ignore_case=True,
)


def _per_shard(ask: Ask) -> str:
    """ "A shard does 100,000 ops a second, so 16 cover the 1 million checks": the sum in the
    learner's own figures, and what it assumes."""
    each, over = _EACH_DOES.search(ask.question), _SPLIT_OVER.search(ask.question)
    if each is None or over is None:
        return ""
    total = next(
        (figure_of(f) for f in _IN_ALL.finditer(ask.question) if f.start() != each.start()), None
    )
    brief = (
        (ask.brief.peak("reads_per_second") or 0) + (ask.brief.peak("writes_per_second") or 0)
        if ask.brief
        else 0
    )
    # No total in the question: the brief's peak, every request one call.
    whose = "By your own figures" if total else "By the brief's peak and your figure"
    total = total or brief
    if not total:
        return ""
    per, shards = figure_of(each), int(over.group(1) or 0)
    if per <= 0 or shards <= 0:
        return ""
    load = total / shards
    return (
        f"{whose}: {rate(total)} a second over {shards} shards is about "
        f"{rate(load)} on each, {share(load / per)} of the {rate(per)} you give one. That holds "
        "only if each request is one call and the keys spread evenly: two calls a request "
        f"make it {rate(2 * load)} a shard, and a hot key puts its whole load on one."
    )
