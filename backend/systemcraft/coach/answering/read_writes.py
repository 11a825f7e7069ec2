"""A write made on every read ("when someone opens the short link we redirect them. Also adds 1 to
clicks"): each read the brief counts becomes a write on the store's primary, which no cache
saves, and a popular item becomes one row every read locks. Said with the brief's peak reads and
the usual way off the read path. Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, quote, rate
from systemcraft.kit.patterns import Pattern

# "adds 1 to clicks", "increments the view count", "UPDATE ... SET clicks = clicks + 1".
_COUNTED: Final = Pattern(
    r"\b(?:adds?\s+(?:1|one)\s+to\s+[\w ]{0,20}|increments?\s+(?:the\s+|its\s+)?[\w ]{0,20}"
    r"(?:counts?|counters?|clicks|views|hits|plays)|(?:bumps?|updates?)\s+(?:the\s+|its\s+)?"
    r"(?:click|view|hit|play)\s*(?:counts?|counters?)|set\s+\w+\s*=\s*\w+\s*\+\s*1)",
    ignore_case=True,
    groups=False,
)
# The same sentence, or the part's, says it happens as a read is served.
_ON_READ: Final = Pattern(
    r"\b(opens?|redirect\w*|views?|visits?|reads?|clicks?|plays?|every|each|per)\b",
    ignore_case=True,
    groups=False,
)
_SENTENCE: Final = Pattern(r"[^.;\n]+", groups=False)
_ASYNC: Final = Pattern(
    r"\b(queue|kafka|log|async\w*|batch\w*|buffer\w*|in\s+redis|incr\b|later|worker)\b",
    ignore_case=True,
    groups=False,
)


def write_per_read(ask: Ask) -> str | None:
    if ask.facts is None or ask.brief is None:
        return None
    reads = ask.brief.peak("reads_per_second")
    if not reads:
        return None
    for part in ask.facts.parts:
        stores = [c for c in part.callees if c.role == "database"]
        if part.node.role != "service" or not stores:
            continue
        for sentence in _SENTENCE.finditer(part.text):
            found = _COUNTED.search(sentence.matched)
            if found is None or _ASYNC.search(sentence.matched):
                continue
            if not _ON_READ.search(part.text):
                continue
            return (
                f"**A write on every read:** {name(part.label)} {quote(found.matched.strip())} "
                f"as it serves each read, in {name(stores[0].label)}. At the brief's peak that "
                f"is about {rate(reads)} writes a second on its primary, cache or no cache (the "
                "cache saves the read, not the write), and a popular item becomes one row that "
                "every read waits to lock. Take the count off the read path: send each event to "
                "a log or a queue (or an increment in an in-memory store) and let a worker add "
                "them up and write the totals in batches."
            )
    return None
