"""How to split a store: whether the brief's load or size needs it at all (computed, as a sizing
answer would), the keys the problem's reads and writes suggest with what each makes hard, and
the hot keys to plan for, from the problem's own notes on its data (the rubric's `keys`)."""

import math
from typing import Final

from systemcraft.coach.answering.calls import per_request_line
from systemcraft.coach.answering.context import SECONDS_A_DAY, Ask, Growth
from systemcraft.coach.answering.copies import (
    BROKERS,
    replication_factor,
    shard_count,
    sharded,
)
from systemcraft.coach.answering.rehash import rehash_block
from systemcraft.coach.answering.routing_key import routing_key_block
from systemcraft.coach.answering.scatter import scatter_block
from systemcraft.coach.answering.sizing import (
    BLOB_BYTES,
    in_memory_index,
    node_holds,
    reads_and_writes,
)
from systemcraft.coach.answering.wording import (
    BUSY,
    CLAUSE,
    listed,
    name,
    plural,
    quote,
    rate,
    share,
    size,
)
from systemcraft.coach.design_facts import PartFacts
from systemcraft.design.technologies import name_words, product_in, products_named
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.parts import leaderless
from systemcraft.simulation.engine.results import ComponentResult

STORES: Final = frozenset({"database", "cache", "log", "pub-sub", "queue", "search"})


# A brief's write peak this many times what the run sends a store: its requests carry batches.
_BATCHED: Final = 10
_OBJECT_BYTES: Final = 10_000


def answer_sharding(ask: Ask) -> str | None:
    if ask.facts is None:
        return None
    rehashed = rehash_block(ask)
    routed = routing_key_block(ask)
    if rehashed is not None:
        # "Is hash(key) % N OK when we grow from 12 to 13?": how many keys move, first.
        return rehashed
    if routed is not None:
        # Requests spread over cache or edge nodes by a key: the key and its hot spot, not how
        # a store's rows split.
        return routed
    store = _store(ask)
    blocks = [
        block
        for block in (
            _range_and_hash(ask),
            scatter_block(ask, store),
            _need(ask, store),
            _keys(ask),
        )
        if block
    ]
    return "\n\n".join(blocks) or None


_HASHED: Final = Pattern(r"\b(consistent\s+hash\w*|hash\s+ring|hash(ed|ing)?)\b", ignore_case=True)
_RANGE_BY_HASH: Final = Pattern(
    r"\branges?\b[^.;,]{0,30}?\b(using|with|via|through|on)\s+(a\s+)?(consistent\s+hash\w*"
    r"|hash\s+ring|hash\w*)",
    ignore_case=True,
    groups=False,
)


def _range_and_hash(ask: Ask) -> str | None:
    """ "Split by prefix range using consistent hashing": two splits said as one. A hash
    scatters neighbouring keys, so the ranges are gone; one has to be chosen."""
    texts = [ask.question, *(p.text for p in ask.named_facts())]
    for text in texts:
        for clause in CLAUSE.finditer(text):
            hashed = _HASHED.search(clause.matched)
            # "by prefix range using consistent hashing": one split said as both; "hash shards
            # with daily range partitions" nests one inside the other, which is sound.
            if hashed is not None and _RANGE_BY_HASH.search(clause.matched):
                return (
                    f"**Ranges or a hash, not both:** {quote(clause.matched.strip())} names two "
                    f"ways to split. A hash ({quote(hashed.matched)}) scatters neighbouring "
                    "keys over the nodes, so a range of them no longer sits on one; ranges keep "
                    "neighbours together, which reads that walk a range need, with split points "
                    "you choose by traffic (and split again when one runs hot). Pick ranges when "
                    "reads walk neighbouring keys, a hash when each read names one key and an "
                    "even spread matters more."
                )
    return None


def _store(ask: Ask) -> PartFacts | None:
    """The store the question names (the one taking writes, when it names several), else the
    brief's busiest database."""
    # "H3 geo index nodes (whole world in RAM)": a service drawn holding the data asked about.
    named = [p for p in ask.named_facts() if p.node.role in STORES or in_memory_index(p)]
    if not named and ask.facts is not None:
        named = [p for p in ask.facts.parts if p.node.role == "database" and p.flows]
    if len(named) > 1 and ask.run is not None:
        return max(named, key=lambda p: _writes(ask, p))
    return named[0] if named else None


def _writes(ask: Ask, part: PartFacts) -> float:
    result = ask.result_of(part.node.id)
    return reads_and_writes(ask, result)[0] if result else 0.0


def _need(ask: Ask, store: PartFacts | None) -> str | None:
    """Whether the writes at peak or the data over the brief's retention outgrow one machine."""
    if store is None:
        return None
    managed = _managed_line(store)
    if managed is not None:
        return managed
    result = ask.result_of(store.node.id)
    said = []
    per_copy = result.capacity_per_copy_rps if result is not None else None
    writes = reads_and_writes(ask, result)[0] if result is not None else 0.0
    # A store the run sends no writes to says nothing about its own: none is claimed.
    peak = ask.brief.peak("writes_per_second") if ask.brief else None
    batched = bool(per_copy and writes >= 1 and peak and peak > _BATCHED * writes)
    if batched and peak:
        # The run counts requests; the brief counts what they carry (samples, rows, events).
        said.append(
            f"The run sends {name(store.label)} about {rate(writes)} write requests a second at "
            f"the brief's peak, but the brief's peak is {rate(peak)} writes a second, so each "
            "request carries many: count the rows (or samples) it writes, not the requests, "
            "against what one node of it ingests, before deciding how many shards it needs."
        )
    elif per_copy and writes >= 1:
        # A leaderless store writes each row on as many nodes as its replication factor.
        factor = (replication_factor(store.text) or 1) if leaderless(store.text) else 1
        shards = math.ceil(writes * factor / (BUSY * per_copy))
        # Cassandra has no primary: its nodes share the writes, so the count is of nodes.
        unit = (
            "broker"
            if store.node.role in BROKERS
            else "node"
            if leaderless(store.text)
            else "shard"
        )
        whole = (
            f" (the brief's peak for the whole system: {rate(peak)})"
            if peak and abs(peak - writes) > writes * 0.1
            else ""
        )
        said.append(
            f"In the run of your design under the brief's peak, about {rate(writes)} writes a "
            f"second reach {name(store.label)}{whole}"
            + (
                f", each written on its {factor} replicas (replication factor {factor}): "
                f"{rate(writes * factor)} replica writes a second; "
                if factor > 1
                else "; "
            )
            + f"{'one primary' if unit == 'shard' else f'one {unit}'} "
            f"takes about {rate(per_copy)}, so "
            + (
                "writes alone need no sharding."
                if shards <= 1
                else f"kept under {BUSY:.0%} busy one takes {rate(BUSY * per_copy)}, so writes "
                f"need about {plural(shards, unit)}."
            )
        )
    # Requests that each carry a batch say nothing of how busy each shard is.
    spread = None if batched else _spread(ask, store, result)
    if spread:
        said.append(spread)
    growth = ask.brief.growth() if ask.brief else None
    total = growth.total if growth else 0.0
    # A write of tens of kilobytes or more is a file, a photo or a video: an object, not a row.
    objects = growth is not None and growth.each >= _OBJECT_BYTES
    buckets = [
        p.label
        for p in (ask.facts.parts if ask.facts and objects else ())
        if p.node.role == "object-store" and store.node.role != "object-store"
    ]
    holds, per_node = node_holds(store)
    if total and store.node.role == "cache" and total > holds:
        # A cache holds what is live now (positions, counters, sessions), not the brief's
        # history: a size from the brief's retention would be no size of it.
        said.append(
            "A cache holds only what is live now, not the brief's history: count its keys × "
            "bytes each against memory to see whether size asks for a split."
        )
    elif total and in_memory_index(store) and total > holds:
        # "Nearby Search nodes (in-memory quadtree)": an index of what is searched by, not the
        # brief's whole history.
        said.append(
            f"{name(store.label)} holds an index in memory: only what it searches by (ids and "
            "the fields it matches on), not all the data the brief keeps. Count its entries × "
            "bytes each against a node's memory to see whether size asks for a split."
        )
    elif (
        total
        and growth is not None
        and growth.each >= BLOB_BYTES
        and not buckets
        and store.node.role not in BROKERS
    ):
        said.append(
            f"All the data the brief keeps comes to about {size(total)} over its retention"
            f"{_basis(growth)}, nearly all of it the objects themselves ({size(growth.each)} "
            f"each): they belong in object storage, which grows as you write, not in "
            f"{name(store.label)}, which keeps a row about each. Count those rows × bytes each "
            "to see whether size asks for a split."
        )
    elif total and buckets and store.node.role not in BROKERS:
        # Video, photos, files: the brief's bytes are the objects, not this store's rows.
        said.append(
            f"All the data the brief keeps comes to about {size(total)} over its retention"
            f"{_basis(growth)}, most "
            f"of it the objects in {listed([name(b) for b in buckets])}; {name(store.label)} "
            "keeps the rows about them. Count those (rows × bytes each) to see whether size "
            "asks for a split."
        )
    elif total and store.node.role not in BROKERS:
        # A log keeps only its retention (days), never the brief's history.
        nodes = math.ceil(total / holds)
        # The brief's data is all its stores' together (often objects in a bucket, not rows):
        # how much of it this store keeps is the learner's to say.
        copies = replication_factor(store.text) or 1
        kept = (
            f", and {plural(nodes * copies, 'node')} with the {copies} copies of each row it "
            f"keeps (replication factor {copies})"
            if copies > 1
            else ""
        )
        said.append(
            f"All the data the brief keeps comes to about {size(total)} over its retention"
            f"{_basis(growth)}; if "
            f"{name(store.label)} kept all of it, at {per_node} that would "
            f"be {plural(nodes, 'node')}{kept}"
            + (
                ", so it fits on one."
                if nodes == 1
                else ". Count what this store keeps (rows × bytes each) to see whether size asks "
                "for a split."
            )
        )
    return " ".join(said) or None


def _basis(growth: Growth | None) -> str:
    """The sum behind the brief's data, so the learner can check it against their own."""
    if growth is None:
        return ""
    # A limiter's one-minute window is 0.0007 days: said in seconds, not as "× 0 days".
    kept = (
        f"86,400 seconds a day × {growth.days:,.0f} days"
        if growth.days >= 1
        else f"{growth.days * SECONDS_A_DAY:,.0f} seconds"
    )
    return (
        f" (the problem's figures: {rate(growth.writes)} writes a second on average × "
        f"{size(growth.each)} each × {kept})"
    )


# Products that split their data over partitions by themselves as it grows. Aurora, AlloyDB or
# Atlas are managed too, but their shards (if any) are the user's to draw.
_SPLITS_ITSELF: Final = Pattern(
    r"\b(dynamodb|bigtable|spanner|cosmos\s*db|firestore|keyspaces|datastore)\b",
    ignore_case=True,
    groups=False,
)


def _managed_line(store: PartFacts) -> str | None:
    """A store whose provider splits it (DynamoDB, Bigtable): no shard count is the learner's to
    choose, only the key; DynamoDB's per-partition ceiling caps any one key."""
    made = product_in(store.label, store.node.role)
    if made is None or not _SPLITS_ITSELF.search(made.name):
        return None
    said = (
        f"{name(store.label)} is {made.name}, which splits its data over partitions itself as it "
        "grows: there is no shard count for you to choose, only the key, which decides how evenly "
        "the load spreads."
    )
    if "dynamodb" in made.name.lower():
        said += (
            " Each partition takes at most about 1,000 writes and 3,000 strongly consistent "
            "reads a second, so one key (one item) can never go past that however large the "
            "table: a key hotter than that needs a cache in front for its reads, or its writes "
            "spread over several keys (a suffix) and added up when read."
        )
    return said


def _spread(ask: Ask, store: PartFacts, result: ComponentResult | None) -> str | None:
    """ "Will 16 shards hold up?": the peak's requests spread over the shards drawn, against
    what one node takes, counting one call a request unless the design says more."""
    # "replicas: 2" are copies of one another, not slices to spread the requests over.
    shards = shard_count(store) if sharded(store) else 1
    per_copy = result.capacity_per_copy_rps if result is not None else None
    demand = result.reads_rps + result.writes_rps if result is not None else 0.0
    if shards < 2 or not per_copy or demand < 1:
        return None
    # A leaderless store's nodes each take the writes of every row they hold a replica of.
    factor = (replication_factor(store.text) or 1) if leaderless(store.text) else 1
    extra = result.writes_rps * (factor - 1) if result is not None else 0.0
    each = (demand + extra) / shards
    busy = each / per_copy
    needed = math.ceil((demand + extra) / (BUSY * per_copy))
    verdict = (
        "within the 70% it should be sized to."
        if busy <= BUSY
        else f"past the 70% it should be sized to: about {plural(needed, 'shard')} keep each "
        "under it."
    )
    calls = per_request_line(ask, store)
    return (
        f"Spread over its {shards} shards, the {rate(demand)} requests a second the run of your "
        f"design sends it at the brief's peak (its routing, not your figure) are about "
        f"{rate(each)} on each"
        + (f" (each write on its {factor} replicas)" if factor > 1 else "")
        + f"; one node takes about {rate(per_copy)}, so each runs {share(busy)} busy, {verdict}"
        + (f" {calls}" if calls else "")
    )


def _keys(ask: Ask) -> str | None:
    keys = ask.brief.keys if ask.brief else ()
    if not keys:
        return None
    lines = ["**Keys to split by, from how this brief reads and writes**"]
    for key in keys:
        lines.append(f"- {key.data}, by **{key.key}**: {key.why} What it makes hard: {key.hard}")
    hot = ask.brief.hot_keys if ask.brief else None
    if hot:
        caveat = _not_drawn(ask, hot)
        said = f"{hot.rstrip('.')}{caveat}." if caveat else hot
        lines.append(f"- Hot keys in this brief: {said}")
    return "\n".join(lines)


# Parts the problem's notes on hot keys may lean on, which a design may not have.
_LEANS_ON: Final = (
    ("cdn", "CDN", Pattern(r"\bCDNs?\b", groups=False)),
    ("cache", "cache", Pattern(r"\bcache[sd]?\b", ignore_case=True, groups=False)),
    ("queue", "queue", Pattern(r"\bqueues?\b", ignore_case=True, groups=False)),
)


def _not_drawn(ask: Ask, said: str) -> str:
    """The parts the advice leans on that this design has none of, said as missing: the
    advice is the brief's, not a description of the design."""
    roles = {p.node.role for p in ask.facts.parts} if ask.facts else set()
    # A log or a topic does a queue's work here: "no queue" beside Kafka would not be so.
    if roles & {"log", "pub-sub"}:
        roles.add("queue")
    lacking = [(role, noun) for role, noun, named in _LEANS_ON if named.search(said)]
    lacking = [(role, noun) for role, noun in lacking if role not in roles]
    if not lacking:
        return ""
    # "Kafka with acks=all, a queue per priority" in the notes: written, not drawn.
    written = _written_products(ask)
    described = [written[role] for role, _ in lacking if role in written]
    if described:
        products = listed(list(dict.fromkeys(described)))
        return f" (your design has {products} only in its text, not drawn)"
    # A CDN is a cache at the edge: what is missing is the one behind it.
    missing = [
        "cache behind its CDN" if noun == "cache" and "cdn" in roles else noun
        for _, noun in lacking
    ]
    return f" (your design has no {' or '.join(missing)} yet)"


def _written_products(ask: Ask) -> dict[str, str]:
    """The product the learner's text names for each role, a log's doing a queue's work too."""
    found: dict[str, str] = {}
    for text in ask.facts.written if ask.facts else ():
        for _, product in products_named(name_words(text)):
            for role in (product.role, *(("queue",) if product.role in ("log", "pub-sub") else ())):
                found.setdefault(role, product.name)
    return found
