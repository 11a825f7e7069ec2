"""What retries do when a store a caller writes to is down: "I have exponential backoff retries,
so nothing's lost, right?" They bridge a blip, not an outage: the retries live in the caller's
memory, the person waits through them, and a retried increment can count twice. Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, rate
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_RETRIES: Final = Pattern(r"\bretr(y|ies|ied|ying)\b|\bback-?off\b", ignore_case=True, groups=False)
_INCREMENTS: Final = Pattern(
    r"\$inc\b|\bincr(ement\w*|by)?\b|\+=|\bcounters?\b|\bupdate\s+\w+\s+set\s+\w+\s*=\s*\w+\s*\+",
    ignore_case=True,
    groups=False,
)
_DURABLE: Final = frozenset({"log", "queue", "pub-sub"})
_WRITTEN: Final = frozenset({"database", "cache", "object-store"})
A_MINUTE: Final = 60


def retried_lines(ask: Ask, part: PartFacts) -> list[str]:
    """For a store that fails under a question that counts on retries."""
    if ask.facts is None or part.node.role not in _WRITTEN or not _RETRIES.search(ask.question):
        return []
    callers = [f for c in part.callers if (f := ask.facts.of(c.id)) is not None]
    if not callers or any(c.node.role in _DURABLE for c in callers):
        return []  # a log or queue in front keeps what waits: its own failure answer says so
    caller = name(callers[0].label)
    peak = ask.brief.peak("writes_per_second") if ask.brief else None
    piled = (
        f"; at the brief's peak of {rate(peak)} writes a second, a minute's outage is "
        f"{rate(peak * A_MINUTE)} of them waiting"
        if peak
        else ""
    )
    lines = [
        f"- Retries bridge a blip, not an outage: each one waits in {caller}'s memory, so a "
        f"restart or crash of {caller} loses every one still waiting{piled}, until memory runs "
        "out or the retries give up and drop them.",
        f"- The person waits while it retries: backoff waits seconds{_budget(ask)}, and "
        "answering first with retries in the background leaves them only in memory again.",
    ]
    texts = " ".join([ask.question, part.text, *(c.text for c in callers)])
    if _INCREMENTS.search(texts):
        lines.append(
            "- A retried increment can count twice: when the first write landed and only its "
            "answer was lost, the retry adds it again. Give each event an id and apply each id "
            "once, or write the events themselves rather than increments."
        )
    lines.append(
        f"- What keeps them: {caller} writes each event to a durable, replicated log before "
        f"answering, and {name(part.label)} is filled from the log; its outage then delays the "
        "results instead of losing them."
    )
    return lines


def _budget(ask: Ask) -> str:
    budget = ask.brief.figure("latency_p99_ms") if ask.brief else None
    return f", against the brief's {budget:,.0f} ms at the 99th percentile" if budget else ""
