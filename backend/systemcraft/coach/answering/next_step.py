"""The next step for a part that already has a spare: what its callers do when it cannot answer,
read from what the design already says. Callers that already retry are told to check their
retries, not to add them; a service that answers before the write is kept, to answer later. Pure."""

from typing import Final

from systemcraft.assessment.engine.roles import COMPUTE
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.early_ack import answer_later, answered_early
from systemcraft.coach.answering.wording import quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import Found, Pattern

# Parts whose callers wait on no answer: what they do when it is gone is said above.
_UNANSWERED: Final[frozenset[Role | None]] = frozenset({"log", "queue", "pub-sub", "coordination"})


def spare_next_step(ask: Ask, part: PartFacts) -> str:
    role = part.node.role
    if role in _UNANSWERED:
        return "Next: what its callers do when it cannot answer at all (above)."
    if role in COMPUTE and answered_early(ask, part) is not None:
        return answer_later()
    if role in COMPUTE and not part.callers and part.callees:
        # It pulls its work: nobody times out on it, but what it claimed must come back.
        return (
            "Next: make a claim expire (a lease, a visibility timeout) so the work a dead copy "
            "had taken returns for another copy, and make running it twice harmless."
        )
    retried = callers_retry(ask, part)
    if retried is not None:
        return (
            f"Its callers already retry ({quote(retried.matched)}): check that a retry moves to "
            "a surviving copy within the brief's latency budget, and that a request retried "
            "after its answer was lost does no harm done twice."
        )
    return (
        "Next: timeouts and retries on its callers, so requests move to a surviving copy "
        "within the brief's latency budget."
    )


_RETRIES: Final = Pattern(r"[^.;\n]{0,60}\bretr(y|ies|ied|ying)\b[^.;\n]{0,60}", ignore_case=True)
# A retry word said not to happen: "no retry", "without retries", "retryStrategy: none".
# "retries 3x, no retry on 4xx" still retries, and "retry no more than 3 times" does.
_RETRY_WORD: Final = Pattern(r"\bretr(y|ies|ied|ying)\b", ignore_case=True, groups=False)
_NEGATED_BEFORE: Final = Pattern(
    r"\b(no|not|never|without|don't|doesn't)\s+(\w+\s+)?$", ignore_case=True, groups=False
)
_NONE_AFTER: Final = Pattern(
    r"^\w*\s*[:=]\s*(none|off|no|false|0)\b", ignore_case=True, groups=False
)
_BEFORE: Final = 20  # characters before a retry word read for its negation
_RETRY_AFTER: Final = Pattern(r"\bretry[- ]after\b", ignore_case=True, groups=False)


def callers_retry(ask: Ask, part: PartFacts) -> Found | None:
    """What a caller of the part, or a connection into it, says of retrying, if anything."""
    if ask.facts is None:
        return None
    graph = ask.facts.graph
    said = [edge.description for edge in graph.incoming[part.node.index]]
    said += [facts.text for caller in part.callers if (facts := ask.facts.of(caller.id))]
    return next(
        (
            found
            for text in said
            for found in _RETRIES.finditer(text)
            # "429 with Retry-After" tells the client when to come back; no one retries yet.
            if not _RETRY_AFTER.search(found.matched) and _retries(found.matched)
        ),
        None,
    )


def _retries(said: str) -> bool:
    """Whether any retry word in `said` is said to happen."""
    return any(
        not _NEGATED_BEFORE.search(said[max(0, word.start() - _BEFORE) : word.start()])
        and not _NONE_AFTER.search(said[word.end() : word.end() + _BEFORE])
        for word in _RETRY_WORD.finditer(said)
    )
