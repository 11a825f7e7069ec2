"""How many copies a part runs, said as the assessment reads the design: a spare only where the
assessment finds one, shards that each hold a slice, copies that each own a share of the work,
and a property left at the canvas's default said as a default. Pure."""

from typing import Final

from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.assessment.engine.roles import COMPUTE
from systemcraft.coach.answering.active import one_active
from systemcraft.coach.answering.erasure import erasure_line
from systemcraft.coach.answering.stated import count_of
from systemcraft.coach.answering.streaming import share_moves, stream_engine
from systemcraft.coach.answering.wording import plural, quote
from systemcraft.coach.design_facts import KEY_CLUSTER, PartFacts
from systemcraft.design.technologies import product_in
from systemcraft.kit.patterns import Found, Pattern

# Copies that split the work between them: one lost is a share lost, not a spare used.
SPLIT_WORK: Final = Pattern(
    r"\b(one|each)\s+(per|for\s+(a|each|one))\s+([a-z]+\s+){0,2}(range|shard|partition|region|"
    r"slice|group)s?\b"
    r"|\beach\s+(owns|scans|handles|takes)\s+(its\s+own\s+|one\s+|a\s+)?(token\s+)?"
    r"(range|shard|partition|slice)s?\b",
    ignore_case=True,
    groups=False,
)
# A stream job "keyed by song" gives each instance the state of its own keys.
_KEYED: Final = Pattern(r"\bkeyed\s+by\s+[\w-]+", ignore_case=True, groups=False)


def split_work(part: PartFacts) -> Found | None:
    """What says its copies split the work: a share named outright first, else, for a
    service or worker, state kept by key."""
    found = SPLIT_WORK.search(part.text)
    if found is None and part.node.role in COMPUTE:
        found = _KEYED.search(part.text)
    return found


BROKERS: Final = frozenset({"log", "queue", "pub-sub"})
# A provider's broker keeps its own copies: nothing for the learner to set.
_MANAGED: Final = Pattern(
    r"\b(sqs|sns|pub/?sub|msk|confluent|kinesis|event ?hubs?|service bus|managed|cloud)\b",
    ignore_case=True,
    groups=False,
)
_SHARDED: Final = Pattern(
    r"\b(shards?|sharded|partitions?|partitioned|cluster)\b", ignore_case=True
)
_REPLICATED: Final = Pattern(
    r"\b(replicas?|replicated|replication|standby|sentinel|in-sync|isr|quorum|slaves?)\b"
    r"|\brf\s*=?\s*[2-9]\b",
    ignore_case=True,
)


# A part drawn as the replicas of another: its label's own words say replicas, not primaries.
_REPLICAS_LABEL: Final = Pattern(r"\b(read[- ])?replicas?\b", ignore_case=True, groups=False)
_PRIMARIES_LABEL: Final = Pattern(
    r"\b(primar(y|ies)|masters?|leaders?)\b", ignore_case=True, groups=False
)
_BRACKETED: Final = Pattern(r"\([^)]*\)", groups=False)


def replicas_only(part: PartFacts) -> bool:
    unbracketed = _BRACKETED.sub(" ", part.label)
    return bool(_REPLICAS_LABEL.search(unbracketed)) and not _PRIMARIES_LABEL.search(part.label)


def copies_line(part: PartFacts) -> str:
    """How many copies it runs, as the assessment reads the design: a claim of a spare only
    where the assessment finds one, and the reason it does."""
    unused = _UNUSED.search(part.text)
    if unused is not None:
        return (
            f"Your design says it is not in use yet ({quote(unused.matched)}), so its loss "
            "stops nothing today: decide its copies when something reads it."
        )
    if part.node.role == "client":
        # An app or browser runs on every user's device: no copy count applies to it.
        return (
            "It is the client, running on each user's own device, so it has no copies to "
            "count: what can fail for everyone is what it calls."
        )
    if part.node.role == "cdn":
        return (
            "A CDN is its provider's network of edge servers, not one machine: what can fail "
            "is the provider, and a second provider with failover covers that (the origin "
            "answering viewers directly is a fallback only where it can carry the whole peak)."
        )
    coded = erasure_line(part)
    if coded:
        return coded
    layout = log_layout(part)
    written = (part.node.prop("partitions") or "").strip()
    if layout:
        return _log_line(part, f"{layout[0]} partitions", layout[1])
    ranged = _LEADING.match(written)
    if part.node.role in BROKERS and ranged is not None and ranged.group(2) is not None:
        # "partitions: 12-96 per topic" is no count of copies, whatever the canvas reads.
        return _log_line(part, f"partitions ({quote(written)})", _brokers(part))
    if sharded(part) and replicas_only(part):
        # "Redis replicas (1 per shard, other AZ)" drawn beside its primaries: copies of their
        # slices, not slices of their own.
        return (
            f"It holds copies of other nodes' slices ({quote(part.label)}): losing one loses "
            "no data, as each slice's primary still holds it, and the reads it was taking go "
            "to that primary until it is replaced."
        )
    if sharded(part):
        # "120 instances" of a part that holds slices are not 120 shards unless a count of
        # shards is written; and a slice held twice ("RF 2") is still served when one goes.
        slices = (
            f"It is split over {plural(shard_count(part), 'shard')}: each holds its own slice"
            if _SHARDS_SAID.search(part.text) or shard_count(part) != part.copies
            else f"It runs {plural(part.copies, 'node')}, each holding its own slice"
        )
        placed = _PER_PLACE.search(
            f"{part.node.prop('shards') or ''} / {part.node.prop('instances') or ''}"
        )
        if placed is not None and shard_count(part) == part.copies:
            # "12 vmstorage per zone" beside "one cluster per zone" is 12 in each, not 12 in all.
            slices = f"It is split over {quote(placed.matched)}, each node holding its own slice"
        factor = replication_factor(f"{part.replication or ''} {part.text}")
        return f"{slices} of the data, so losing one " + (
            "loses that slice, as no replica is written."
            if unreplicated_shards(part)
            else f"leaves the slice's other {'copy' if factor == 2 else 'copies'} serving it."
            if factor and factor > 1
            else "loses that slice until its replica takes over."
        )
    split = split_work(part)
    engine = stream_engine(part)
    if part.copies > 1 and split:
        lost = share_moves(engine) if engine else "losing one stops that share"
        return (
            f"It runs {plural(part.copies, 'copy', 'copies')}, each with its own share of the "
            f"work ({quote(split.matched)}): {lost}."
        )
    if part.copies > 1 and engine:
        # A stream job's workers split its work by key whether or not the design says so.
        return (
            f"It runs {plural(part.copies, 'copy', 'copies')} that split the job's work between "
            f"them: {share_moves(engine)}."
        )
    active = one_active(part)
    if active:
        return (
            f"It runs {plural(part.copies, 'copy', 'copies')}, but one works at a time "
            f"({quote(active.matched)}): the others stand by to take the lead, so the active one "
            "carries all the work, and losing it stops the work until another takes over."
        )
    partitioned = _PARTITIONS.search(part.text)
    if (
        part.copies > 1
        and partitioned is not None
        and int(partitioned.group(1) or 0) == part.copies
        and _ONE_MACHINE_ENGINE.search(f"{part.label} {part.text}")
    ):
        # Postgres' "16 partitions" split its tables inside one server: no copies of it.
        kept = f" Its replication reads {quote(part.replication)}." if part.replication else ""
        return (
            f"Its {quote(partitioned.matched)} split its tables inside one server, so they are "
            f"no copies of it.{kept}"
        )
    peak = _AT_PEAK.search(part.node.prop("instances") or part.node.prop("replicas") or "")
    if part.copies > 1 and peak is not None:
        # "50 night, 150 peak": the count that matters at the peak is the peak's.
        at_peak = int((peak.group(1) or "0").replace(",", ""))
        return (
            f"It runs {quote(peak.text.strip())}: {plural(at_peak, 'copy', 'copies')} at the "
            "peak; losing one leaves the others."
        )
    if part.copies > 1:
        return f"It runs {plural(part.copies, 'copy', 'copies')}: losing one leaves the others."
    if part.copied_out:
        return (
            f"What it holds is copied out ({quote(part.copied_out)}), so readers can go on from "
            "those copies for a while; they are not a spare of it: it runs as one copy."
        )
    if part.node.role == "cache" and not part.spare and KEY_CLUSTER.search(part.text):
        return (
            "It is a cache cluster: its nodes split the keys between them, and a node has a "
            "spare only where replicas are written (a replica for each primary), which none "
            "is here. A node lost takes its share of the keys with it until it is back, and "
            "their reads go to the store behind it."
        )
    if part.spare:
        written = f" (its replication reads {quote(part.replication)})" if part.replication else ""
        if (
            part.node.role in BROKERS
            and not part.counted
            and not _REPLICATED.search(part.text)
            and not _MANAGED.search(part.text)
        ):
            # A broker keeps copies by a setting: said as the setting to write.
            return (
                "It keeps copies of what it holds only with replication set (a replication "
                "factor of 3 is usual for a log, a mirrored or quorum queue for a broker), "
                "and none is written on it: write it, or name the managed service that does it."
            )
        if part.counted or part.replication or part.node.role not in COMPUTE:
            return f"It has a spare: {part.spare_because}{written}."
        # A fleet read from the balancer in front, not from a count: said as what it may be.
        feeding = [c.label for c in part.callers if c.role in BROKERS]
        if not any(c.role == "load-balancer" for c in part.callers) and feeding:
            return (
                f"No count is written on it. It takes its work from {quote(feeding[0])}, so it "
                "may run several copies: write how many, since a lone consumer is still a lone "
                "instance."
            )
        return f"No count is written on it. {fleet_reason(part).capitalize()}, so it may run " + (
            "several copies: write how many, since a lone instance behind a balancer is still "
            "a lone instance."
        )
    if part.replication:
        return (
            f"Its replication is written as {quote(part.replication)}, which names no second "
            "copy: it runs as one copy, so its loss stops it, and what it holds is only as safe "
            "as its last backup."
        )
    if notes_give_a_replica(part):
        return (
            f"Your notes give it a replica ({quote(part.notes_replica or '')}), but the component "
            "shows none: put the count and how one takes over on it, so the drawing says what "
            "the notes do."
        )
    if part.replication_default:
        return (
            "Its replication property still reads the canvas default (master-slave), left as "
            "it was, and nothing else in the design says how many replicas it has or "
            "how one takes over, so I cannot count on a spare: write how many replicas, "
            "synchronous or asynchronous, and what promotes one."
        )
    if (part.node.prop("replicas") or "").strip() == "1":
        # The panel shows the "replicas" property as Copies: 1 is one machine, not one spare.
        return (
            "Its Copies is 1 and nothing else gives it a spare, so it runs as one copy: its "
            "loss stops it."
        )
    return "It runs as one copy (no Copies, replicas or replication written), so its loss stops it."


_AT_PEAK: Final = Pattern(r"\b(\d[\d,]{0,6})\s+(?:at\s+(?:the\s+)?)?peak\b", ignore_case=True)

# A part drawn for later: "not used yet", "nothing reads from it in v1".
_UNUSED: Final = Pattern(
    r"\b(not\s+(used|in\s+use|wired|live)\s+yet|nothing\s+(reads|calls|uses)\s+(from\s+)?it|"
    r"(it|this)\s+is\s+(unused|a\s+placeholder)|reserved\s+for\s+later)\b",
    ignore_case=True,
    groups=False,
)
_PARTITIONS: Final = Pattern(r"\b(\d{1,5})[ -]partitions?\b", ignore_case=True)
# "partitions: 64" counts them; "12-96 per topic" is a range, no count.
_LEADING: Final = Pattern(r"\s*(\d{1,5})\b(\s*(?:-|–|to)\s*\d)?")
_MACHINES: Final = Pattern(
    r"\b\d{1,4}\s*(brokers?|nodes?|servers?|machines?|instances?)\b"
    r"(\s+(per|in\s+each|across)\s+[\w-]+)?",
    ignore_case=True,
    groups=False,
)


# What says a log copies each partition: not "standby", which is often a whole second cluster
# (a MirrorMaker copy in another region).
_PARTITION_COPIES: Final = Pattern(
    r"\b(replicas?|replicated|replication|in-sync|isr|min\.?insync\S*|acks\s*=\s*all)\b"
    r"|\brf\s*[=:]?\s*[2-9]\b",
    ignore_case=True,
)


def _log_line(part: PartFacts, partitions: str, brokers: str | None) -> str:
    written = replication_factor(part.text)
    said = _PARTITION_COPIES.search(part.text)
    # "replication factor 1" or "no replication yet" keeps no second copy.
    kept = (
        said
        if said is not None and written != 1 and not is_negated(part.text, said.start(), said.end())
        else None
    )
    factor = replication_factor(f"replication factor {part.replication or ''}")
    spread = f"over its brokers ({quote(brokers)})" if brokers else "over its brokers"
    return (
        f"Its {partitions} are slices of the log spread {spread}, not machines"
        + ("" if brokers else ", and the number of brokers is not written")
        + (
            f"; it keeps copies of each partition ({quote(kept.matched)}), so a broker lost "
            "moves its partitions' leadership to another."
            if kept
            else f"; its replication reads {quote(part.replication or '')}, so it keeps "
            f"{factor} copies of each partition and a broker lost moves its partitions' "
            "leadership to another."
            if factor and factor > 1
            else f"; it has a spare: {part.spare_because}."
            if part.spare and not _set_by_you(part)
            else ": it keeps as many copies of each partition as its replication factor says, "
            "and none is written here: set one (3, with acknowledgements from the in-sync "
            "replicas, is usual), or a broker lost can take its partitions' events with it."
            if part.spare
            else ": with no replication factor written, count one copy of each partition, "
            "so a broker lost takes its partitions' events with it (a replication factor of "
            "3 with acknowledgements from the in-sync replicas is usual)."
        )
    )


def _set_by_you(part: PartFacts) -> bool:
    """A log that keeps copies only as far as its replication factor says (Kafka, Pulsar, run by
    you): with none written, no spare can be counted on."""
    made = product_in(part.label)
    said = f"{part.label} {part.text}"
    return (made is not None and made.copies == "cluster") or (
        _KAFKA.search(said) is not None and _MANAGED.search(said) is None
    )


_KAFKA: Final = Pattern(r"\bkafka\b", ignore_case=True, groups=False)


def _brokers(part: PartFacts) -> str | None:
    """The brokers it counts: "3 brokers per AZ" in its text, or a "brokers: 6" property."""
    found = _MACHINES.search(part.text)
    if found:
        return found.matched
    written = (part.node.prop("brokers") or "").strip()
    if written and _LEADING.match(written):
        return f"brokers: {written}"
    return part.notes_brokers


def log_layout(part: PartFacts) -> tuple[int, str | None] | None:
    """A log's partition count read as its copies ("partitions: 64"), with the brokers it
    counts, if it does ("3 brokers per AZ")."""
    if part.node.role not in BROKERS:
        return None
    said = _PARTITIONS.search(part.text)
    # "partitions: 600, keyed by city shard" is 600.
    leading = _LEADING.match(part.node.prop("partitions") or "")
    ranged = leading is not None and leading.group(2) is not None
    written = said.group(1) if said else leading.group(1) if leading and not ranged else None
    count = int(written) if written else 0
    if count != part.copies or count < 2:
        return None
    return count, _brokers(part)


# One slice held whole on every copy: the copies are replicas, not shards ("shards: 1"; "1
# primary shard, every data node holds a full replica"), but not "shards: 1,024" nor "each node
# holds 1 primary shard".
_ONE_SHARD: Final = Pattern(r"\b(1|one)\s+primary\s+shard\b", ignore_case=True, groups=False)
_EACH: Final = Pattern(r"\b(each|every|per)\b[^.;]{0,20}$", ignore_case=True, groups=False)
_LEAD_IN: Final = 30  # characters before "1 primary shard" read for "each node holds"


def _one_shard(part: PartFacts) -> bool:
    written = part.node.prop("shards")
    if written is not None:
        return written.strip() == "1"
    found = _ONE_SHARD.search(part.text)
    return found is not None and not _EACH.search(
        part.text[max(0, found.start() - _LEAD_IN) : found.start()]
    )


# On one line: "write quorum 2" ending one property is no count of the "shards" starting the next.
_SHARDS_SAID: Final = Pattern(
    r"\b(\d{1,4})[ \t-]*(primaries|primary\s+shards|shards|masters|partitions)\b",
    ignore_case=True,
)


def shard_count(part: PartFacts) -> int:
    """ "64 primaries + 64 replicas" is 64 shards of two copies each, not 128 shards; a count
    leading the shards property ("90 ingesters, ~2.2M series each") is the count."""
    written = _LEADING.match(part.node.prop("shards") or "")
    said = _SHARDS_SAID.search(part.text)
    count = int(written.group(1) or 0) if written else int(said.group(1) or 0) if said else 0
    # "shards: 20" with "replicas: 2 per shard": the replicas count each shard's copies, not
    # the part's, so the shards outnumber them.
    per_shard = _PER_SHARD.search(part.node.prop("replicas") or "") is not None
    return count if count > 1 and (count <= part.copies or per_shard) else part.copies


_PER_PLACE: Final = Pattern(
    r"\b\d{1,5}\s+(?:[a-z][\w-]*\s+){0,2}(?:per|in\s+each|each)\s+(?:zone|az|dc|data\s*cent(?:er|re)|region"
    r"|cluster)\b",
    ignore_case=True,
    groups=False,
)
_PER_SHARD: Final = Pattern(
    r"\b(per|each|a)\s+(shard|primary|master|partition)\b", ignore_case=True, groups=False
)


# Memcached's nodes never copy each other: its client spreads the keys over them.
_SPLITS_KEYS: Final = Pattern(r"\bmemcache\w*", ignore_case=True, groups=False)


def sharded(part: PartFacts) -> bool:
    """Copies that each hold a slice of the data. A coordination service's ensemble is never
    that: "assigns 64 shards" in ZooKeeper's text is the shards it hands out, not its own; nor
    are ten nodes each holding "1 primary shard" in full (shards: 1)."""
    said = f"{part.label} {part.text} {part.node.prop('type') or ''}"
    return (
        part.copies > 1
        and not _one_shard(part)
        and (
            _split_now(part)
            or (part.node.role == "cache" and _SPLITS_KEYS.search(said) is not None)
        )
        and part.node.role not in COMPUTE
        and part.node.role != "coordination"
    )


# "hash-partition by id into 16 partitions" in one Postgres splits tables, not machines; "so
# moving to 4 shards later is a config change" is a plan, not the design.
_ONE_MACHINE_ENGINE: Final = Pattern(
    r"\b(postgres\w*|mysql|mariadb|aurora|sql\s*server|oracle|sqlite|rds)\b",
    ignore_case=True,
    groups=False,
)
_LATER: Final = Pattern(
    r"^[^.;]{0,25}\b(later|eventually|future|if\s+needed|when\s+needed|one\s+day)\b",
    ignore_case=True,
    groups=False,
)
_PLANNED: Final = Pattern(
    r"\b(move|moving|migrate|migrating|grow|growing|could|would|might|option)\b[^.;]{0,20}$",
    ignore_case=True,
    groups=False,
)
_PARTITION_WORD: Final = Pattern(r"^partition", ignore_case=True, groups=False)
_LEAD: Final = 40


def _split_now(part: PartFacts) -> bool:
    """Whether its own words say it is split over machines today."""
    text = part.text
    tables_only = _ONE_MACHINE_ENGINE.search(f"{part.label} {text}") is not None
    for found in _SHARDED.finditer(text):
        if tables_only and _PARTITION_WORD.search(found.matched):
            continue
        if _LATER.search(text[found.end() : found.end() + _LEAD]) or _PLANNED.search(
            text[max(0, found.start() - _LEAD) : found.start()]
        ):
            continue
        return True
    return False


def unreplicated_shards(part: PartFacts) -> bool:
    said = f"{part.text} {part.failure_note or ''} {part.notes_replica or ''}"
    return (
        sharded(part)
        and _REPLICATED.search(said) is None
        and not (replication_factor(f"{part.replication or ''} {part.text}") or 0) > 1
    )


def notes_give_a_replica(part: PartFacts) -> bool:
    """ "Redis has a replica", not "no replica is shown"."""
    said = part.notes_replica or ""
    found = _REPLICATED.search(said)
    return found is not None and not is_negated(said, found.start(), found.end())


_FACTOR: Final = Pattern(
    r"\b(?:rf|replication[ _-]?factor)\s*(?:=|:|of)?\s*(\d)\b", ignore_case=True
)


# "3 full copies (one cluster per zone)": whole copies of the data, each split the same way.
_WHOLE_COPIES: Final = Pattern(
    r"\b([2-9]|two|three|four|five)\s+(?:full|complete|independent|whole)\s+copies\b",
    ignore_case=True,
)


def replication_factor(text: str) -> int | None:
    """ "RF=3", "replication factor 3", "3 full copies": the copies of each row a store keeps,
    if said."""
    found = _FACTOR.search(text)
    if found:
        return int(found.group(1) or 1)
    whole = _WHOLE_COPIES.search(text)
    return count_of(whole.group(1) or "") if whole else None


# Said of the store itself ("AOF everysec", "RDB snapshots"): "holds pastes until they are
# persisted" is a worker's doing, not the cache's, so the bare verb does not count.
_PERSISTED: Final = Pattern(
    r"\b(aof|appendfsync|appendonly|append-only|rdb|snapshots?|persistence|persistent"
    r"|persisted\s+to\s+disk"
    r"|wait\s+\d)\b",
    ignore_case=True,
    groups=False,
)


def persisted(text: str) -> Found | None:
    """What the text says keeps the part's memory on disk, unless it says it does not."""
    found = _PERSISTED.search(text)
    # "no persistence (it's a cache)" and "persistence: off" say the opposite.
    if (
        found is None
        or is_negated(text, found.start(), found.end())
        or (found.matched.lower() != "appendfsync" and _OFF.match(text, found.end()))
    ):
        return None
    return found


# "persistence: off", "RDB snapshots disabled"; "appendfsync no" is how often AOF syncs, not off.
_OFF: Final = Pattern(
    r"\s*[:=]?\s*([\w-]+\s+){0,2}?(off|none|no|disabled|false|0)\b", ignore_case=True
)


def fleet_reason(part: PartFacts) -> str:
    """Why the checks read a part with no count as several copies, as it is drawn: a balancer
    that calls it, else a name or text that says fleet (a gateway it calls is no balancer in
    front of it)."""
    if any(c.role in ("load-balancer", "gateway") for c in part.callers):
        return "it stands behind a load balancer"
    return "it is drawn as one box for a fleet (its name or text says so)"


# "replicas: 3+", "autoscaled, spread over 3 AZs", "min 4": the fewest it runs, which
# autoscaling raises; read as a count, it would be called short of a peak it scales to.
_FLOOR: Final = Pattern(
    r"\b\d{1,5}\s*\+|\bauto-?scal\w*|\b(at\s+least|min(imum)?)\b", ignore_case=True, groups=False
)


def written_floor(part: PartFacts) -> str | None:
    """Its count as written, when that is a floor rather than a count."""
    for key in ("replicas", "instances", "count", "nodes"):
        written = (part.node.prop(key) or "").strip()
        if written and _FLOOR.search(written):
            return written
    return None


def running(part: PartFacts, count: int) -> str:
    """ "3 copies", or "at least 3 copies (“3+”: autoscaling raises it)" for a floor."""
    said = plural(count, "copy", "copies")
    floor = written_floor(part)
    return f"at least {said} ({quote(floor)}: autoscaling adds more)" if floor else said
