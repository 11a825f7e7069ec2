""" "Should I put the ledger in CockroachDB next to the payments so it's all one transaction?":
two stores written by one request are never one transaction. What that costs, and the two ways
out, said beside a trade-off that weighs one store against two. Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.kit.patterns import Pattern

_ONE_TRANSACTION: Final = Pattern(
    r"\b(one|same|single)\s+(db\s+|database\s+)?transaction\b|\batomic\w*\b|\bdual[- ]writes?\b"
    r"|\bin\s+sync\s+between\b",
    ignore_case=True,
    groups=False,
)
_STORES: Final = frozenset({"database", "cache", "search", "object-store", "log", "queue"})


def one_transaction(ask: Ask) -> str | None:
    """For a question that weighs keeping two kinds of data in one store's transaction."""
    if ask.kind != "trade-off" or not _ONE_TRANSACTION.search(ask.question):
        return None
    stores = [p for p in ask.named_facts() if p.node.role in _STORES]
    if not stores:
        return None
    return (
        "**One store or two:** a request that writes to two stores is never one transaction: a "
        "crash, a timeout or a deploy between the two writes leaves one done and the other not, "
        "and a retry may do the first twice. Kept in one store, one transaction makes both "
        "happen or neither, at the price of that store's limits for both kinds of data. Kept "
        "apart, make the second write follow the first reliably: write it as a row in the "
        "first store's transaction and let a relay or a change stream apply it (an outbox), "
        "give every write an id that makes a repeat harmless, and reconcile the two on a "
        "schedule so any gap is found and repaired."
    )
