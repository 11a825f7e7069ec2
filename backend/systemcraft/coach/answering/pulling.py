"""A part that pulls its work: nothing calls it, it reads what is due from a store or a queue.
Copies of one that picks what is due with no claim ("SELECT * FROM jobs WHERE run_at <= NOW()")
each pick the same rows and run them twice, so more copies is not the fix until each claims its
share (a conditional update, SKIP LOCKED, a lease, a partition each). Pure."""

from typing import Final

from systemcraft.coach.answering.copies import BROKERS
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

# Work read from a store by a query, not handed over by a broker that gives each message once.
_SELECTS: Final = Pattern(
    r"\b(select|scan\w*|where\s+\w+\s*(<=|<|=)|reads? (?:the )?due|fetch(?:es)? due|run_at"
    r"|due_at|cron|poll(s|ing)?|finds?\s+(the\s+)?(due\s+)?(jobs|runs|tasks|rows)"
    r"|whose\s+(time|due\s+time)\s+has\s+(passed|come))\b",
    ignore_case=True,
    groups=False,
)
# What gives each copy its own work: a claim on the row, a lease, a lock, a share by key, or a
# single leader doing the picking.
_CLAIMS: Final = Pattern(
    r"\b(claim\w*|lease\w*|lock\w*|skip\s+locked|for\s+update|owns?|owner\w*|partition\w*|"
    r"shard\w*|leader\w*|fenc\w*|compare[- ]and[- ]set|cas|conditional|if\s+status|"
    r"where\s+\S*\s*status\s*=\s*'?\w+'?\s+and\s+\S*\s*version|modulo|hash\s+of)\b",
    ignore_case=True,
    groups=False,
)


def pulls_its_work(part: PartFacts) -> bool:
    """Nothing calls it and it calls something: it fetches its own work."""
    return not part.callers and bool(part.callees) and part.node.role in ("service", "worker")


def picks_due(part: PartFacts) -> bool:
    """It pulls its work by a query or a timer of its own ("a cron that finds the due jobs")."""
    return pulls_its_work(part) and _SELECTS.search(part.text) is not None


def picks_unclaimed(part: PartFacts) -> bool:
    """It pulls its work by a query and nothing says each copy claims its own share."""
    return (
        picks_due(part)
        and any(c.role == "database" for c in part.callees)
        and not any(c.role in BROKERS for c in part.callees)
        and _CLAIMS.search(part.text) is None
    )


# Copies that pick their work by a query each pick the same rows: what to do before adding one.
_ONE_SHARE_EACH: Final = (
    "pick the same due rows and run each twice. Before adding copies, give each its own share: "
    "claim each row as it is taken (an UPDATE that sets it running only where it is still "
    "pending, or SELECT … FOR UPDATE SKIP LOCKED), or split the rows by a hash of their id so "
    "each copy owns a partition"
)
ONE_EACH: Final = f"A copy beside it would {_ONE_SHARE_EACH} under a lease."
UNCLAIMED: Final = (
    "It picks its work with a query and nothing claims what it picks: a second copy as drawn "
    f"would {_ONE_SHARE_EACH}."
)
