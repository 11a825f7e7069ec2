"""What a database's failover costs, by how it keeps its copies: a product that agrees every
write by consensus loses nothing acknowledged; a provider's managed store is the provider's to
repair; a primary with replicas stops writes until one is promoted, and loses what it had not
sent them when replication is asynchronous, which the design should say. Pure."""

from typing import Final

from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import unreplicated_shards
from systemcraft.coach.design_facts import PartFacts
from systemcraft.design.technologies import Technology, product_in
from systemcraft.kit.patterns import Found, Pattern

_AUTOMATIC: Final = Pattern(
    r"\b(patroni|orchestrator|multi-az|automatic\w*|auto-?failover|sentinel|pg_auto_failover|"
    r"repmgr|stolon|aurora|rds|cloud\s+sql|alloydb|galera|cloudnativepg|vitess)\b",
    ignore_case=True,
    groups=False,
)
_SYNC: Final = Pattern(r"\b(semi-?sync\w*|sync\w*)\b", ignore_case=True, groups=False)
_ASYNC: Final = Pattern(r"\basync\w*\b", ignore_case=True, groups=False)
_SEMI: Final = Pattern(r"\bsemi", ignore_case=True, groups=False)
# A copy that acknowledges every commit, named as such beside replicas that do not.
_SYNC_STANDBY: Final = Pattern(
    r"\b(sync|synchronous|semi-?sync\w*)\b[^.;,+]{0,20}?\b(standby|standbys|replica|replicas|"
    r"follower|copy)\b|\b(standbys?|replicas?)\b[^.;+]{0,12}?\b(sync|synchronous|semi-?sync\w*)\b",
    ignore_case=True,
    groups=False,
)


def product(part: PartFacts) -> Technology | None:
    """The database product its label names ("Payments (CockroachDB)"), if any."""
    return product_in(part.label, "database")


# A write's consistency level says how many copies it waits for: "LOCAL_QUORUM", "IF NOT EXISTS"
# (a Paxos round on a quorum), "reads at LOCAL_ONE".
_QUORUM: Final = Pattern(
    r"\bquorum\b|\blocal_quorum\b|\beach_quorum\b|\blocal_one\b|\bconsistency\s+(level\s+)?"
    r"(one|two|all|quorum)\b|\bif\s+not\s+exists\b|\blwts?\b|\bpaxos\b|\bw\s*=\s*\d\b",
    ignore_case=True,
    groups=False,
)


def names_a_mode(text: str) -> bool:
    """Whether `text` says how writes are copied: synchronous, asynchronous or by quorum."""
    return any(mode.search(text) for mode in (_SYNC, _ASYNC, _QUORUM))


def replication_said(ask: Ask, part: PartFacts) -> str:
    """Everything the design says of how it replicates: the property, its text, and its
    connections to its replicas."""
    return f"{part.replication or ''} {part.text} {connections_to_replicas(ask, part)}"


def connections_to_replicas(ask: Ask, part: PartFacts) -> str:
    """How its connections to other databases say it replicates: "async" for one drawn as
    asynchronous (the canvas draws a connection synchronous unless told), and their text."""
    if ask.facts is None:
        return ""
    graph = ask.facts.graph
    said = [
        ("async " if not edge.synchronous else "") + edge.description
        for edge in graph.outgoing[part.node.index]
        if graph.nodes[edge.target].role == "database"
        and _REPLICATING.search(f"{edge.description} {graph.nodes[edge.target].label}")
    ]
    return " ".join(said)


_REPLICATING: Final = Pattern(
    r"\b(replica\w*|replicat\w*|binlog|wal|standby|follower\w*)\b", ignore_case=True, groups=False
)


def kept_by_consensus(part: PartFacts) -> bool:
    made = product(part)
    return part.node.role == "database" and made is not None and made.copies == "consensus"


# A standby said to be in another zone ("sync standby in another AZ", "Multi-AZ"), not any copy
# in one ("a read replica in another AZ").
_OTHER_ZONE: Final = Pattern(
    r"\b(standbys?|secondar\w+|failover\s+targets?|(semi-?)?sync\w*\b[^.;,+]{0,20}?\breplicas?)\b"
    r"[^.;,+]{0,30}\b((another|other|second|different|separate)\s+(azs?|zones?|availability\s+"
    r"zones?)|(2|3|two|three)\s+(azs|zones))\b|\bmulti-?(az|zone)\b|\bcross-?(az|zone)\b"
    r"|\b(2|3|two|three)\s+(azs|availability\s+zones)\b"
    r"|\b(across|over|in)\s+(2|3|two|three)\s+zones\b",
    ignore_case=True,
    groups=False,
)


def standby_elsewhere(part: PartFacts) -> bool:
    """Whether what it says of its copies puts one in another zone."""
    return _OTHER_ZONE.search(_copies_said(part)) is not None


def sync_standby(ask: Ask, part: PartFacts) -> bool:
    """Whether it names a standby that acknowledges commits ("sync standby in another AZ",
    "semi-sync to a replica"): that is what a failover promotes, not its asynchronous replicas."""
    return _sync_standby_in(replication_said(ask, part)) is not None


def _sync_standby_in(said: str) -> Found | None:
    """The first standby said to acknowledge commits, not negated ("no sync standby")."""
    return next(
        (f for f in _SYNC_STANDBY.finditer(said) if not is_negated(said, f.start(), f.end())),
        None,
    )


def fails_over_by_itself(part: PartFacts) -> bool:
    """Whether its text or failure notes name what promotes a replica without a person."""
    return _AUTOMATIC.search(_copies_said(part)) is not None


def _copies_said(part: PartFacts) -> str:
    """What it says of its copies: its replication, its text and its failure notes."""
    return f"{part.replication or ''} {part.text} {' '.join(part.failure_notes)}"


def promotion_lines(ask: Ask, part: PartFacts) -> list[str]:
    if part.node.role != "database" or part.external:
        return []
    made = product(part)
    if made is not None and made.copies == "consensus":
        return [
            f"- {made.name} acknowledges a write only once a majority of its replicas have it, "
            "so losing one node loses nothing acknowledged; what it led elects a new leader "
            "within seconds, and writes to that data wait that long."
        ]
    if made is not None and made.copies == "managed":
        return [
            f"- {made.name} keeps its copies itself: a machine lost is the provider's to "
            "replace. What is yours to plan for is the service unreachable (a region's outage, "
            "throttling), and what your callers do meanwhile."
        ]
    # Shards with no replica have nothing to promote: each one lost is its slice lost. Nor
    # has a store whose replication names no second copy ("none yet"): no replica answers
    # reads and none is promoted.
    if unreplicated_shards(part) or not (part.spare or part.copies > 1):
        return []
    # A part no product names and no word gives a leader (ingesters that each consume a
    # stream, "RF 2") promotes nothing: its copies serve side by side.
    if made is None and not _LEADER.search(f"{part.label} {part.text} {part.replication or ''}"):
        return []
    said = replication_said(ask, part)
    lines = [
        "- Reads that its replicas or a cache answer keep working. Writes fail from the moment "
        "the primary "
        "dies until a replica is promoted and the writers reconnect to it: with automatic "
        "failover, typically from tens of seconds (Patroni, Orchestrator) to a minute or two "
        "(RDS Multi-AZ), measured on your own setup."
    ]
    standby = _sync_standby_in(said)
    if standby and _ASYNC.search(said):
        # "primary + sync standby in another AZ + 1 async read replica": the standby is promoted.
        semi = _SEMI.search(standby.matched) is not None
        lines.append(
            "- It keeps a "
            + ("semi-synchronous" if semi else "synchronous")
            + " standby beside asynchronous replicas: promoting the standby loses nothing the "
            "primary acknowledged"
            + (
                " while the standby keeps up (semi-synchronous replication falls back to "
                "asynchronous when the standby stops answering in time)"
                if semi
                else ""
            )
            + ", at the cost of a round trip to it on every commit; the asynchronous replicas "
            "may lag, so they serve reads, never the promotion."
        )
    elif _ASYNC.search(said):
        if ask.brief is None or ask.brief.never_lose is None:
            lines.append(
                "- Its replication is asynchronous: the promoted replica lacks what the old "
                "primary acknowledged but had not yet sent (usually under a second of writes)."
            )
    elif _SYNC.search(said):
        lines.append(
            "- Its replication is synchronous: the promoted replica has every write the "
            "primary acknowledged, at the cost of a round trip to it on every commit."
        )
    else:
        lines.append(
            "- Whether an acknowledged write can be lost depends on the replication mode, "
            "which the design does not say: asynchronous (MySQL's and PostgreSQL's default) "
            "loses what the primary acknowledged but had not sent; synchronous or "
            "semi-synchronous loses nothing acknowledged. Write which one it is."
        )
    return lines


_LEADER: Final = Pattern(
    r"\b(primar(y|ies)|masters?|leaders?|standbys?|slaves?|promot\w*|patroni|fail\s*over\w*"
    r"|read\s+replicas?|writers?|readers?|multi[- ]az|aurora|rds|postgres\w*|mysql|mariadb)\b",
    ignore_case=True,
    groups=False,
)

# A store that hands out numbers: "ids(id BIGINT AUTO_INCREMENT ...)", a sequence, a ticket
# server's counter.
_ISSUES_IDS: Final = Pattern(
    r"\b(auto[_ -]?increment\w*|create\s+sequence|nextval|sequences?\s+(for|of)\s+ids?"
    r"|ticket\s+server|ids?\s+table|id\s+blocks?|id\s+ranges?)\b",
    ignore_case=True,
    groups=False,
)
_PROMOTING: Final = Pattern(
    r"\b(slaves?|replicas?|standbys?|secondar\w+|promot\w*|fail\s*over)\b",
    ignore_case=True,
    groups=False,
)


def reissued_lines(ask: Ask, part: PartFacts) -> list[str]:
    """A store that hands out IDs, failed over to a replica that may lag: the IDs the old
    primary gave out last, not yet copied, are given out again."""
    if part.node.role != "database" or not _ISSUES_IDS.search(f"{part.label} {part.text}"):
        return []
    made = product(part)
    # A consensus store promotes no lagging copy; a managed one is the provider's to fail over.
    if part.external or (made is not None and made.copies in ("consensus", "managed")):
        return []
    said = replication_said(ask, part)
    if _SYNC.search(said) and not _ASYNC.search(said):
        return []
    if not (part.spare or part.copies > 1 or part.replication or _PROMOTING.search(ask.question)):
        return []
    return [
        "- It hands out IDs: a replica promoted after the primary dies lacks the last ones the "
        "primary gave out and had not copied yet (replication is asynchronous unless made "
        "otherwise), so it gives those numbers out again: the same ID twice, once already "
        "handed to a client or another system and once to a new record. Before "
        "the promoted copy takes writes, move its counter past anything the old primary could "
        "have issued (a generous gap), or give each server its own range or offset so no two "
        "can issue the same number."
    ]
