"""What happens when a part fails, walked on the design's graph from that part: how many copies
it has (and when a property is only the canvas's default), who depends on it, what the brief
loses, what the design already does about it, and the one change that helps most. A third
party's service is a dependency with failures of its own, never a single copy of ours."""

import math
from dataclasses import dataclass
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.assessment.engine.reading.properties import parse_ttl_seconds
from systemcraft.assessment.engine.roles import COMPUTE, FALLIBLE
from systemcraft.coach.answering.active import handover, one_active
from systemcraft.coach.answering.beside import stores_beside
from systemcraft.coach.answering.caveats import caveats_of
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import (
    BROKERS,
    copies_line,
    fleet_reason,
    persisted,
    replication_factor,
    shard_count,
    sharded,
    split_work,
    unreplicated_shards,
)
from systemcraft.coach.answering.early_ack import answered_early, lost_early
from systemcraft.coach.answering.next_step import spare_next_step
from systemcraft.coach.answering.outage import outage_lines
from systemcraft.coach.answering.placement import DEFAULT_TTL_SECONDS
from systemcraft.coach.answering.promotion import (
    connections_to_replicas,
    fails_over_by_itself,
    kept_by_consensus,
    promotion_lines,
    reissued_lines,
    standby_elsewhere,
    sync_standby,
)
from systemcraft.coach.answering.pulling import ONE_EACH, picks_due, pulls_its_work
from systemcraft.coach.answering.redelivery import feeding_broker, redelivery_lines
from systemcraft.coach.answering.retried import retried_lines
from systemcraft.coach.answering.shared_log import shared_log_lines
from systemcraft.coach.answering.stakes import FAILING, outage_rule, stake_lines
from systemcraft.coach.answering.streaming import restart_next_step, stream_engine
from systemcraft.coach.answering.wording import (
    BUSY,
    at_least,
    clipped,
    duration,
    listed,
    name,
    quote,
    rate,
)
from systemcraft.coach.design_facts import PartFacts
from systemcraft.design.recognition import ROLE_NAMES
from systemcraft.kit.patterns import Found, Pattern
from systemcraft.simulation.engine.results import ComponentResult

MOST_PARTS: Final = 2

# What stops when a part of each role is gone, before any spare takes over.
_LOSES: Final[dict[str, str]] = {
    "database": "every write to it fails, and every read that no cache or replica answers fails "
    "with it",
    "cache": "every read it answered goes to the store behind it instead",
    "service": "the requests it serves fail",
    "gateway": "every request that enters through it fails",
    "realtime": "its open connections drop, and those clients must reconnect elsewhere",
    "worker": "the work it takes waits in its queue and backs up",
    "queue": "producers cannot hand work over (they fail or must hold it) and consumers stop",
    "log": "producers cannot append events and consumers stop reading",
    "pub-sub": "publishers cannot publish and subscribers hear nothing: a message published "
    "meanwhile reaches no one live, and is delivered later only if it was stored first",
    "search": "searches fail, or fall back to something slower",
    "coordination": "whatever waits on it for leases, locks or configuration stalls",
    "load-balancer": "every request behind it fails, however many servers stand behind it",
}
_PULLED: Final = (
    "the work it had claimed stops with it: if claiming removed that work from where it waits, "
    "it is lost unless the claim expires and hands it back (a lease or a visibility timeout), "
    "and the rest waits for the surviving copies"
)
# A cache that is where the data lives (counters, holds, locks, scores): nothing stands behind it.
_HOLDS: Final = (
    "what it holds is gone: it is the only place that data lives, so nothing can answer in its "
    "place, and the requests that read or change it fail or start again from nothing"
)
# The same, with a spare that has a copy of it: only what had not reached the spare is lost.
_HOLDS_WITH_A_SPARE: Final = (
    "the requests that read or change what it holds fail, and the changes not yet copied to "
    "its spare are lost: no store behind it has that data"
)
STATE_WORDS: Final = Pattern(
    r"\b(counters?|counts?|holds?|locks?|leases?|scores?|leaderboards?|ranks?|rankings?|sorted "
    r"sets?|zsets?|zadd|zincrby|incr\w*|setnx|set nx|sessions?|inventory|availability|source of "
    r"truth|only copy|quotas?|tokens?|presence|online|last seen|heartbeats?|timelines?|"
    r"inbox(?:es)?)\b",
    ignore_case=True,
    groups=False,
)


_REBUILT: Final = Pattern(
    r"\b(rebuil[dt]\w*|re-?creat\w*|re-?populat\w*|refill\w*|re-?derived?)\b[^.;\n]{0,60}?\bfrom\b",
    ignore_case=True,
    groups=False,
)


def _rebuilt(note: str) -> bool:
    """ "a missing timeline is rebuilt from author_posts", not "cannot be rebuilt from"."""
    found = _REBUILT.search(note)
    return found is not None and not is_negated(note, found.start(), found.end())


def _holds_its_own_data(ask: Ask, part: PartFacts) -> bool:
    """A cache used as the store of its data: no store is wired behind it or beside it (its
    callers reach no database), so what it holds lives nowhere else."""
    if part.node.role != "cache" or part.callees or ask.facts is None:
        return False
    return not stores_beside(ask.facts.graph, part)


_BY_HAND: Final = Pattern(
    r"\b(manual\w*|by\s+hand|hand-?promot\w*)\b", ignore_case=True, groups=False
)


def kept_only_in_it(part: PartFacts) -> str | None:
    """What its own text says it keeps (counters, holds, scores), which a store beside it may
    not have: lost with it unless it is persisted."""
    # "Supports incr and cas" says what it can do, not what it keeps.
    found = next(
        (f for f in STATE_WORDS.finditer(part.text) if not _ABLE.search(_before(part.text, f))),
        None,
    )
    if found is None:
        return None
    # Said mid-sentence: "Sorted set" at the start of a description is "sorted set" here.
    word = found.matched
    return word if word.isupper() else word[:1].lower() + word[1:]


_ABLE: Final = Pattern(r"\b(supports?|supporting|offers?|can)\b", ignore_case=True, groups=False)
_LEAD: Final = 16  # characters before a word in which "supports" makes it a capability


def _before(text: str, found: Found) -> str:
    return text[max(0, found.start() - _LEAD) : found.start()]


# The one change that helps most when it has no spare.
_SPARE: Final[dict[str, str]] = {
    "database": "a standby in another zone with automatic failover (and say in the design "
    "whether it is synchronous)",
    "cache": "a replica, or several nodes, and reads that fall back to the store when it is gone",
    "queue": "a replicated broker (three nodes) so queued work survives a machine",
    "log": "a replication factor of 3 with acknowledgements from the in-sync replicas",
    "pub-sub": "a replicated broker cluster",
    "load-balancer": "a managed or paired load balancer (two, with a floating address)",
    "search": "an index replica, and a fallback when search is down",
    "coordination": "a three- or five-node ensemble that keeps a majority",
}


def answer_failure(ask: Ask) -> str | None:
    if ask.facts is None:
        return None
    targets = _targets(ask)
    if not targets:
        return None
    return "\n\n".join(_about(ask, part) for part in targets)


def _targets(ask: Ask) -> list[PartFacts]:
    named = ask.exact_facts()
    if named:
        # "If the Kafka cluster goes down ... the Click tracker spools to disk": the part the
        # failure is said of, when the question says which.
        failing = [p for p in named if _said_to_fail(ask.question, p.label)]
        if not failing:
            # "my Kafka clicks topic is unreachable ... does the Click Service keep going?": the
            # part said to fail may be named loosely while another is named by its label.
            failing = [p for p in ask.named_facts() if _said_to_fail(ask.question, p.label)]
        return (failing or named)[:MOST_PARTS]
    if ask.facts is None:
        return []
    # Nothing named: the part whose loss costs most, the first on the brief's flows with no spare.
    exposed = [
        p
        for p in ask.facts.parts
        if p.flows and not p.spare and not p.external and p.node.role in FALLIBLE
    ]
    return exposed[:1]


_FAILS: Final = Pattern(
    r"\b(goes|go|went|is|are)\s+down\b|\b(dies|die|died|dead|fails|fail|failed|crash\w*|"
    r"outage|unavailable|unreachable|breaks|broke|lost|loses|restarts?)\b",
    ignore_case=True,
    groups=False,
)
_NEAR: Final = 48  # characters after a part's name in which its failure is said


def _said_to_fail(question: str, label: str) -> bool:
    """Whether the question says this part fails, right after naming it ("if etcd goes
    down")."""
    # Read as words: "my Kafka clicks topic" names the label "Kafka - clicks topic".
    text, name_of = _words(question), _words(label)
    at = text.find(name_of)
    if at < 0:
        bare = _words(_BRACKETS.sub("", label.lower()))
        at = text.find(bare) if bare else -1
        name_of = bare
    if at < 0:
        return False
    end = at + len(name_of)
    return _FAILS.search(text[end : end + _NEAR]) is not None


def _words(text: str) -> str:
    return " ".join(_NOT_WORD.sub(" ", text.lower()).split())


_NOT_WORD: Final = Pattern(r"[^a-z0-9']+", groups=False)
_BRACKETS: Final = Pattern(r"\s*\([^)]*\)", groups=False)
_READS_ON_REPLICAS: Final = Pattern(
    r"\b(reads?|queries|lookups?)\b[^.;\n]{0,40}?\b(on|from|to|off)\s+(the\s+)?"
    r"(replicas?|followers?|secondaries|read\s+replicas?)\b",
    ignore_case=True,
    groups=False,
)


def _about(ask: Ask, part: PartFacts) -> str:
    if part.external:
        return _external(ask, part)
    lines = [f"If {_escaped(part)} fails:", f"- {copies_line(part)}"]
    if part.callers:
        callers = ", ".join(name(c.label) for c in part.callers)
        # Only the parts wired to it: the brief's flows are matched by role, and naming them
        # would say a flow passes through a part the learner did not route it through.
        lines.append(f"- Who calls it: {callers}.")
    lines += shared_log_lines(ask, part)
    holds = _holds_its_own_data(ask, part)
    kept = kept_only_in_it(part) if part.node.role == "cache" else None
    loses = _HOLDS if holds else _LOSES.get(part.node.role or "")
    if not holds and pulls_its_work(part):
        # Nothing calls it: it pulls its work (a claim from a queue or an index), so what a
        # crash loses is what it had claimed, not requests.
        loses = _PULLED
    elif part.node.role == "worker" and not any(c.role in BROKERS for c in part.callers):
        # A worker its callers call directly holds no queue of theirs: their calls fail.
        loses = _LOSES["service"]
    if kept and not holds and _reads_on_replicas(part) and part.copies > 1:
        # "Queries only on replicas": losing the primary stops the writes, not the reads.
        loses = (
            f"writes to the {kept} it keeps fail, while its replicas go on answering the reads "
            "from what they had (stale by the writes they missed)"
        )
    elif kept and not holds:
        # Counters kept in a cache have no store to be read from instead, whatever is drawn.
        loses = (
            f"the requests that read or change the {kept} it keeps fail, unless a store can "
            "rebuild them; reads of data it only copies go to the store behind it instead"
        )
    promoted = promotion_lines(ask, part)
    redelivered = redelivery_lines(ask, part)
    # Copies that each hold every slice they serve twice or more ("RF 2", no leader): losing
    # one is said above to leave the other serving, and nothing fails over.
    side_by_side = (
        part.copies > 1
        and (replication_factor(part.text) or 0) > 1
        and part.node.role not in BROKERS
    )
    if loses and not promoted and not redelivered and not side_by_side:
        spared = (
            (part.spare or part.copies > 1)
            and not split_work(part)
            and not unreplicated_shards(part)
        )
        until = "Until a spare takes over" if spared else "While it is down"
        if holds and spared and part.spare:
            loses = _HOLDS_WITH_A_SPARE
        rebuilt = next((n for n in part.failure_notes if _rebuilt(n)), None)
        if holds and rebuilt:
            # "a missing timeline is rebuilt from author_posts": a store does have the data.
            loses = (
                "the requests that read or change what it holds fail or wait, and what it held "
                f"can be rebuilt as your notes say ({quote(rebuilt)}): what had not reached the "
                "store it is rebuilt from is lost, and the rebuild costs time and load on that "
                "store"
            )
        if part.copied_out:
            # Its readers keep copies of it: their reads go on, stale as the copies age.
            loses = (
                "its readers go on from the copies they keep, growing staler until it is back, "
                "and whatever writes to it fails or waits"
            )
        rule = outage_rule(ask) if part.node.role == "cache" else None
        if rule is None or holds:
            lines.append(f"- {until}, {loses}{_fallen_through(ask, part, holds)}.")
        if rule is not None:
            # "If the limiter's storage is unreachable, let traffic through": the brief says
            # what its callers do, and falling back to another store is not it.
            lines.append(
                f"- {'Meanwhile' if holds else until}, its callers should do what the brief "
                "says for that moment: "
                f"{quote(rule)} They stop waiting on it within a short timeout and do that, "
                "rather than fall back to another store, which could not carry its load at the "
                "peak."
            )
    if kept and not holds:
        lines.append(
            f"- Its own text says it keeps {kept}: whatever of that is kept only in it is lost "
            "with it, unless it is persisted or written to the database as well."
        )
    if kept and not holds and _copied_later(part):
        lines.append(
            "- Its replicas are copied asynchronously: the last writes its primary took before "
            "it died, already acknowledged to their writers, may be missing on the replica "
            "that takes over, with no error to anyone."
        )
    if kept:
        lines += _gone_without_a_failure(part, kept)
    lines += [f"- {said}" for said in caveats_of(ask, part)]
    lines += stake_lines(ask, part, FAILING)
    said = f"{part.text} {part.failure_note or ''}"
    saved = persisted(said)
    if saved and part.node.role == "cache":
        lines.append(
            f"- It is persisted ({saved.matched}), so a restart loses only what changed "
            "after the last save."
        )
    lost_writes = _lost_writes(ask, part)
    if lost_writes:
        lines.append(f"- {lost_writes}")
    by_hand = _BY_HAND.search(said)
    if by_hand and not is_negated(said, by_hand.start(), by_hand.end()):
        lines.append(
            "- A failover done by hand takes minutes at best (someone is paged, checks which "
            "copy is furthest ahead, promotes it and points the writers at it), and what "
            "waits on it fails all that time: automatic failover takes seconds."
        )
    lines += _state_lines(ask, part)
    lines += retried_lines(ask, part)
    lines += redelivered
    lines += _lead_lost(part)
    lines += _keys_moved(ask, part)
    lines += outage_lines(ask, part)
    lines += promoted
    lines += reissued_lines(ask, part)
    if part.failure_note:
        lines.append(f"- Your failure notes say: {quote(part.failure_note)}")
    else:
        # "Crash: the ephemeral node vanishes after 8 s, another host takes the doc": what the
        # learner wrote on the part itself answers "what happens, and for how long".
        own = _own_crash(part)
        if own:
            lines.append(f"- What your design says happens: {'; '.join(quote(o) for o in own)}")
    lines.append(f"- {best_change(ask, part)}")
    return "\n".join(lines)


_CRASH: Final = Pattern(
    r"\b(crash(es|ed)?|dies|fails\s+over|failover|takes?\s+(it\s+|the\s+\w+\s+)?over"
    r"|on\s+failure|if\s+(it|one|a\s+host|a\s+node)\s+(dies|fails|crashes))\b",
    ignore_case=True,
    groups=False,
)
_CLAUSE: Final = Pattern(r"(?:[^\n.!?]|\.\d){3,500}[.!?]?", groups=False)
MOST_OWN: Final = 2
LONGEST_OWN: Final = 400


def _own_crash(part: PartFacts) -> list[str]:
    """The sentences of the part's own text that say what happens when it fails."""
    found: list[str] = []
    for sentence in _CLAUSE.finditer(part.text):
        said = " ".join(sentence.matched.split()).rstrip(";")
        if _CRASH.search(said) and said not in found:
            found.append(clipped(said, LONGEST_OWN))
        if len(found) >= MOST_OWN:
            break
    return found


_KEEPS: Final = frozenset({"database", "object-store", "log", "queue", "pub-sub"})


def _lead_lost(part: PartFacts) -> list[str]:
    """One active copy: its work stops until a standby takes the lead, as long as the lock or
    lease it held takes to lapse; and a leader that only paused may still act after."""
    if one_active(part) is None:
        return []
    lapse = handover(part)
    wait = f" (its {quote(lapse)})" if lapse else ""
    return [
        f"- If the active copy dies, its work stops until a standby takes the lead, as long as "
        f"the lock or lease it held takes to lapse{wait}; a leader that was only paused may "
        "still act after that, so what it writes must be fenced (a token the store checks)."
    ]


_WAITS: Final = Pattern(r"\b(wait|synchronous\w*|sync)\b", ignore_case=True, groups=False)


def _copied_later(part: PartFacts) -> bool:
    """A cache with replicas (Redis copies to them without waiting) and no WAIT said."""
    replicated = (part.spare or part.copies > 1) and not unreplicated_shards(part)
    said = f"{part.text} {part.notes_replica or ''}"
    return replicated and part.node.role == "cache" and not _WAITS.search(said)


def _state_lines(ask: Ask, part: PartFacts) -> list[str]:
    """A service's or worker's loss, told by where its state lives: what it wrote to stores
    outlives it; what it held only in memory does not."""
    if part.node.role not in COMPUTE or ask.facts is None:
        return []
    stores = [f for c in part.callees if (f := ask.facts.of(c.id)) and f.node.role in _KEEPS]
    if not stores:
        return []
    kept = [name(f.label) for f in stores if f.spare or f.copies > 1]
    single = [
        name(f.label)
        for f in stores
        if not (f.spare or f.copies > 1 or f.replication_default or f.notes_replica)
    ]
    unsaid = [
        name(f.label)
        for f in stores
        if not (f.spare or f.copies > 1) and (f.replication_default or f.notes_replica)
    ]
    said = "- Where its state lives: "
    if kept:
        said += f"what is kept in {listed(kept)} outlives it, in copies there"
    if single:
        said += ("; " if kept else "") + (
            f"what is kept in {listed(single)} is only as safe as "
            + ("that store, which keeps" if len(single) == 1 else "those stores, which keep")
            + " no replica"
        )
    if unsaid:
        said += ("; " if kept or single else "") + (
            f"what is kept in {listed(unsaid)} is only as safe as replicas the design does not "
            "show yet (its replication is the canvas default, or only in your notes)"
        )
    early = answered_early(ask, part)
    if early is not None:
        return [f"{said}. {lost_early(early)}."]
    return [
        said + ". What it held only in memory (requests in flight, work it had taken and not "
        "finished) is lost unless its callers retry or another copy takes its share over."
    ]


@dataclass(frozen=True)
class _Fallback:
    """The reads a cache answered at the brief's peak, once it is gone, on the store beside it."""

    store: Node
    answered: float
    taken: ComponentResult | None  # what the run sends the store already

    @property
    def reads(self) -> float:
        return self.answered + (_demand(self.taken) if self.taken else 0.0)


def _fallback(ask: Ask, part: PartFacts, holds: bool) -> _Fallback | None:
    result = ask.result_of(part.node.id)
    if holds or part.node.role != "cache" or result is None or not result.hit_ratio:
        return None
    # Only a cache beside its store, as cache-aside draws it: its callers read the store on a
    # miss. State it keeps (counters, holds) has no store to fall back to, whatever is drawn.
    if kept_only_in_it(part) or ask.facts is None:
        return None
    answered = result.reads_rps * result.hit_ratio
    if sharded(part):
        # One node of a cache split by key: its share of the keys misses, the rest still hit.
        answered /= shard_count(part)
    stores = stores_beside(ask.facts.graph, part)
    if answered < 1 or not stores:
        return None
    return _Fallback(stores[0], answered, ask.result_of(stores[0].id))


def _fallen_through(ask: Ask, part: PartFacts, holds: bool) -> str:
    """The reads a cache answered at the brief's peak, now on the store behind it."""
    fallback = _fallback(ask, part, holds)
    if fallback is None:
        return ""
    taken = fallback.taken
    now = f", on top of the {rate(_demand(taken))} it takes already" if taken else ""
    return (
        f": at the brief's peak that is about {rate(fallback.answered)} more reads a second on "
        f"{name(fallback.store.label)}{now}" + _per_copy(ask, fallback)
    )


SINKS: Final = 2  # past twice one copy's reads, a replica or two cannot close the gap


@dataclass(frozen=True)
class _Taking:
    """The copies of the store that take the reads, and what one serves."""

    copies: int
    replicas: int
    capacity: float


def _taking(ask: Ask, fallback: _Fallback) -> _Taking | None:
    facts = ask.facts.of(fallback.store.id) if ask.facts else None
    capacity = fallback.taken.capacity_per_copy_rps if fallback.taken else None
    if facts is None or not capacity:
        return None
    written = _REPLICA_COUNT.search(facts.text)
    replicas = int(written.group(1) or written.group(2) or 0) if written else 0
    # Reads sent to the replicas alone spread over them; otherwise the primary takes its share.
    copies = replicas if replicas and _reads_on_replicas(facts) else max(facts.copies, replicas + 1)
    return _Taking(copies, replicas, capacity)


def _sinks(fallback: _Fallback, taking: _Taking) -> bool:
    """Whether the store gives way soon after the cache: one copy past what a replica or two
    could close, or each of several past what one serves."""
    if taking.copies < 2:
        return fallback.reads > taking.capacity * SINKS
    return fallback.reads / taking.copies > taking.capacity


def _per_copy(ask: Ask, fallback: _Fallback) -> str:
    """The reads on each copy of the store once the cache is gone, against what one serves:
    "can my 5 read replicas carry it?" is answered per replica."""
    taking = _taking(ask, fallback)
    if taking is None:
        return ""
    reads, capacity = fallback.reads, taking.capacity
    if taking.copies < 2:
        # One copy: the whole fallback lands on it.
        return (
            f"; one copy of it serves about {rate(capacity)}, so those would take about "
            f"{at_least(reads, capacity, BUSY)} copies: far more than it has, so the store gives "
            "way soon after the cache"
            if _sinks(fallback, taking)
            else ""
        )
    each = reads / taking.copies
    held = "replicas" if taking.replicas == taking.copies else "copies"
    return (
        f"; spread over its {taking.copies} {held} that is about {rate(each)} a second each, "
        f"where one copy serves about {rate(capacity)}"
        + (
            ": more than they can take, so the store gives way soon after the cache"
            if _sinks(fallback, taking)
            else ": within what they take if every read is a lookup by key (a read that scans "
            "a range costs several)"
        )
    )


def _store_sinks(ask: Ask, part: PartFacts) -> bool:
    """Whether the reads a cache answered would sink the store beside it, were it gone."""
    fallback = _fallback(ask, part, holds=False)
    taking = _taking(ask, fallback) if fallback else None
    return fallback is not None and taking is not None and _sinks(fallback, taking)


# "read replicas: 5", "2 replicas": how many copies take the reads.
_REPLICA_COUNT: Final = Pattern(
    r"\b(\d{1,3})\s+(?:read\s+)?replicas?\b|\breplicas?\s*[:=]\s*(\d{1,3})\b",
    ignore_case=True,
)

_MODULO: Final = Pattern(
    r"%\s*n\b|\bmod(ulo)?\s+(n|the\s+(number|count))\b", ignore_case=True, groups=False
)
_SLOTS: Final = Pattern(
    r"\b(redis\s+cluster|hash\s+slots?|16,?384)\b", ignore_case=True, groups=False
)
_RING: Final = Pattern(
    r"\b(consistent\s+hash\w*|hash\s+ring|ketama|rendezvous|virtual\s+nodes?|"
    r"vnodes?)\b",
    ignore_case=True,
    groups=False,
)


def _placing_text(ask: Ask, part: PartFacts) -> str:
    """Where a cache's key placement is written: on it, or on the clients that pick its node."""
    found = (ask.facts.of(c.id) for c in part.callers) if ask.facts else ()
    return " ".join([part.text, part.node.prop("type") or "", *(f.text for f in found if f)])


def _keys_moved(ask: Ask, part: PartFacts) -> list[str]:
    """Which keys miss when a node of a cache split by key is dropped: its own share with a hash
    ring, nearly all of them with a hash modulo the node count (read on the cache and on the
    client library or services that pick its nodes)."""
    if part.node.role != "cache" or not sharded(part) or ask.facts is None:
        return []
    said = _placing_text(ask, part)
    nodes = shard_count(part)
    if _MODULO.search(said):
        kept = 100 / nodes
        return [
            f"- Keys are placed by a hash modulo the node count: when a dead node is dropped, N "
            f"goes from {nodes} to {nodes - 1} and almost every key moves (only about "
            f"{kept:.0f}% stay where they were), so nearly all reads miss at once, not just the "
            "dead node's share, and again when it comes back. Consistent hashing (a ring with "
            "virtual nodes) or fixed hash slots move only the dead node's keys."
        ]
    if _SLOTS.search(said):
        back = (
            "until its replica is promoted"
            if not unreplicated_shards(part)
            else "until it comes back or its slots are moved to another node"
        )
        return [
            f"- Keys sit in fixed hash slots, so none move: its slots (about 1 in {nodes} keys) "
            f"stay its own {back}, and requests for them fail meanwhile; the other nodes' keys "
            "are untouched."
        ]
    if _RING.search(said):
        return [
            f"- Keys are placed on a hash ring, so only the dead node's keys (about 1 in "
            f"{nodes}) move to its neighbours and miss; the rest keep hitting."
        ]
    return [
        f"- About 1 in {nodes} keys lived on it; whether only those miss depends on how keys "
        "are placed: a hash modulo the node count moves almost all of them, consistent hashing "
        "only its share. Write which one your client uses."
    ]


def _demand(result: ComponentResult) -> float:
    return result.reads_rps + result.writes_rps


_POLICY: Final = Pattern(r"\b(allkeys-\w+|volatile-\w+)", ignore_case=True, groups=False)
_EVICTS: Final = Pattern(
    r"\b(allkeys-\w+|volatile-\w+|lru|lfu|evict\w*)\b", ignore_case=True, groups=False
)


def _gone_without_a_failure(part: PartFacts, kept: str) -> list[str]:
    """State a cache keeps can vanish with no failure at all: by expiry, or by eviction."""
    lines = []
    seconds = parse_ttl_seconds(part.node.prop("ttl"))
    if seconds and seconds != DEFAULT_TTL_SECONDS and not math.isinf(seconds):
        lines.append(
            f"- Its ttl is {duration(seconds)}: what it keeps ({kept}) written with that ttl "
            "vanishes on its own, with no failure at all. Say what a missing key means (none "
            "left, or unknown) and what rebuilds it."
        )
    evicts = _POLICY.search(part.text) or _EVICTS.search(part.text)
    if evicts and not is_negated(part.text, evicts.start(), evicts.end()):
        lines.append(
            f"- Its eviction ({evicts.matched}) drops keys when memory runs short, what it "
            f"keeps ({kept}) among them, with no failure at all."
        )
    return lines


def _escaped(part: PartFacts) -> str:
    role = ROLE_NAMES.get(part.node.role) if part.node.role else None
    noun = f" ({role.lower()})" if role and role.lower() not in part.label.lower() else ""
    return f"{name(part.label)}{noun}"


def _lost_writes(ask: Ask, part: PartFacts) -> str | None:
    """An asynchronous replica promoted where the brief says acknowledged data is never lost."""
    never = ask.brief.never_lose if ask.brief else None
    said = f"{part.replication or ''} {connections_to_replicas(ask, part)}".lower()
    if never is None or part.node.role != "database" or "async" not in said:
        return None
    if sync_standby(ask, part):
        return None
    return (
        "Promoting an asynchronous replica loses the writes the old primary acknowledged but had "
        f"not copied yet, and the brief says {quote(never)}"
    )


def best_change(ask: Ask, part: PartFacts) -> str:
    role = part.node.role or ""
    if _lost_writes(ask, part):
        return (
            "The change that helps most: a synchronous (or semi-synchronous) standby to fail "
            "over to."
        )
    if (
        unreplicated_shards(part)
        and role == "cache"
        and ask.facts is not None
        and stores_beside(ask.facts.graph, part)
    ):
        placed = (
            "keys placed by consistent hashing, so only its share misses; "
            if _MODULO.search(_placing_text(ask, part))
            else ""
        )
        return (
            "Its nodes are not spares of each other. The change that helps most: "
            f"{placed}refills that do not stampede the store (one reader per missing key, a "
            "lease or request coalescing), and a replica or a spare pool for a node's keys if "
            "the store cannot take its share of the reads."
        )
    if unreplicated_shards(part):
        return (
            "Its shards are not spares of each other. The change that helps most: a replica of "
            f"each shard in another zone ({_SPARE.get(role, 'with automatic failover')})."
        )
    if part.spare or part.copies > 1:
        split = split_work(part)
        engine = stream_engine(part)
        if split and engine:
            return restart_next_step(engine)
        if split:
            return (
                f"Its copies each own a share of the work ({quote(split.matched)}), so they are "
                "not spares: losing one stops its share. The change that helps most: let a "
                "surviving copy take over a dead one's share, with a lease per share in a "
                "coordination service."
            )
        next_step = spare_next_step(ask, part)
        if kept_by_consensus(part):
            return (
                "One node lost needs nothing more. Check that its nodes span three zones, so "
                "that a zone lost still leaves a majority to agree on writes."
            )
        promotes = role == "database" and bool(promotion_lines(ask, part))
        if promotes and fails_over_by_itself(part):
            return (
                "It already fails over by itself"
                + (
                    ", to a standby in another zone. Next: writers"
                    if standby_elsewhere(part)
                    else ". Next: a standby in another zone, so a zone lost is a promotion and "
                    "not an outage, and writers"
                )
                + " that retry a write whose answer was lost in the failover without doing it "
                "twice (an idempotency key)."
            )
        if promotes:
            return (
                "The change that helps most: a promotion that happens by itself, to a "
                "standby in another zone, with the writers finding the new primary on their "
                "own (a floating address, or a driver that follows the topology)."
            )
        if part.copies > 1 and feeding_broker(part) is not None:
            return (
                "Its group already has spares to take its partitions or messages. Next: make "
                "what is delivered again harmless (above)."
            )
        if part.copies > 1:
            return f"It already has a spare. {next_step}"
        return (
            f"It may already have a spare: {_spare_reason(part)}. Write the count on it. "
            f"{next_step}"
        )
    if _holds_its_own_data(ask, part) and _counts_a_window(ask, part):
        # A rate limit's counts live one window: a restart that loses them costs that window's
        # accuracy, which the brief usually trades for staying up.
        return (
            "The change that helps most: a replica with automatic failover, so the counting "
            "goes on. Persisting the counts buys little: they live one window, and losing them "
            "starts each client's count again from zero, so a client may get up to twice its "
            "limit in that one window. The counts are not data anyone needs later."
        )
    if _holds_its_own_data(ask, part):
        return (
            "The change that helps most: a replica with automatic failover and persistence "
            "(Redis AOF) so a restart keeps the data, or keep the data in a durable database "
            "and let the cache hold copies of it."
        )
    if picks_due(part) and not any(c.role in BROKERS for c in part.callees):
        # A cron or a poller fetches its own work: a copy beside it fetches the same work.
        return (
            f"The change that helps most: a second copy in another zone, not as drawn. {ONE_EACH}"
        )
    if role == "cache" and _store_sinks(ask, part):
        return (
            "The change that helps most: a replica for each node, or keys spread over enough "
            "nodes that losing one is a partial miss; and, since the store cannot take every "
            "read the cache answered, a cap on the misses that reach it (serve stale or "
            "shorter results, or shed the rest) instead of sending them all there."
        )
    spare = _SPARE.get(
        role,
        "two or more copies in different zones (Copies 2 or more), with a load balancer or a "
        "queue spreading the work over them",
    )
    return f"The change that helps most: {spare}."


_WINDOWED: Final = Pattern(
    r"\b(rate[ -]?limit\w*|sliding\s+window|fixed\s+window|time\s+windows?|token\s+bucket"
    r"|leaky\s+bucket|limit\s+requests"
    r"|requests?\s+per\s+(second|minute)\s+per\s+(client|user|key))\b",
    ignore_case=True,
    groups=False,
)


def _counts_a_window(ask: Ask, part: PartFacts) -> bool:
    """Whether what it keeps are a rate limit's counts: it says it keeps counts, and it, the
    question or the brief says they are a rate limit's."""
    if not _COUNTS.search(f"{part.label} {part.text}"):
        return False
    brief = " ".join(ask.brief.requirements) if ask.brief else ""
    return any(_WINDOWED.search(t) for t in (part.text, part.label, ask.question, brief))


_COUNTS: Final = Pattern(
    r"\b(counters?|counts?|buckets?|windows?)\b", ignore_case=True, groups=False
)


def _reads_on_replicas(part: PartFacts) -> bool:
    """ "Queries only on replicas", not "reads never go to the replicas"."""
    found = _READS_ON_REPLICAS.search(part.text)
    return found is not None and not is_negated(part.text, found.start(), found.end())


def _external(ask: Ask, part: PartFacts) -> str:
    callers = ", ".join(name(c.label) for c in part.callers) or "your services"
    return "\n".join(
        [
            f"If {name(part.label)} fails:",
            f"- {name(part.label)} is a third party's service, not a copy of yours: it is "
            "not yours to replicate, and it fails by erroring, slowing down or timing out.",
            f"- A timeout leaves the outcome unknown: {callers} cannot tell whether the call "
            "took effect (a charge made, a message sent).",
            "- What helps: a timeout well inside your latency budget; retries that carry an "
            "idempotency key, so a retry cannot do it twice; asking the provider for the outcome "
            "(or waiting for its webhook) before retrying; reconciling against its reports; and "
            "a degraded answer, or a second provider, while it is down.",
        ]
        + stake_lines(ask, part, FAILING)
        + ([f"- Your failure notes say: {quote(part.failure_note)}"] if part.failure_note else [])
    )


def _spare_reason(part: PartFacts) -> str:
    """The engine's reason, said as drawn where it reads several copies from the part's shape."""
    if part.spare_because and part.spare_because.startswith("it stands behind a load balancer"):
        return fleet_reason(part)
    return part.spare_because or ""
