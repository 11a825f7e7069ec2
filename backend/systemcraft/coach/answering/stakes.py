"""What the brief asks that a question about a part puts at stake: its requirements on failure
("if the limiter's storage is unreachable, let traffic through") or on freshness ("a new post
shows within 10 seconds") that share telling words with the question or the part, and what an
availability target allows in downtime. Quoted, never paraphrased: the learner reads the
brief's own words beside what their design does."""

from collections.abc import Sequence
from typing import Final

from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.relevance import GENERIC
from systemcraft.coach.answering.wording import quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.coach.words import tokens
from systemcraft.design.recognition import ROLE_NAMES
from systemcraft.kit.patterns import Pattern

MOST_QUOTED: Final = 2
MINUTES_A_YEAR: Final = 525_600

# "never lost" and "available 99.9%", not "never appears in listings" or "seats still available".
FAILING: Final = Pattern(
    r"\b(unreachable|down|fails?|failure|lost|lose|loses|never\s+(?:be\s+)?(?:lost|lose|charged|"
    r"sold|run|double)|available\s+\d+|availability|degraded?|durabl[ey]|durability|outage|"
    r"survives?|acknowledged)\b",
    ignore_case=True,
    groups=False,
)
# How stale a read may be: "a new post shows within 10 seconds", not "answered within 3 s".
FRESH: Final = Pattern(
    r"\b(stale|fresh\w*|visible|appears?|shows?|shown|reflect\w*|propagat\w*|expires?|"
    r"expir\w+|deleted?|remov\w+|disappear\w*|sees|consistent|up to date)\b",
    ignore_case=True,
    groups=False,
)
_AVAILABLE: Final = Pattern(r"(\d{2}(?:\.\d+)?)\s*%", groups=True)


def requirements_at_stake(
    ask: Ask, part: PartFacts | None, topic: Pattern, most: int | None = None
) -> list[str]:
    """The brief's requirements on `topic` that share a telling word with the question or the
    part (its label, what is written on it, its role, its flows), most shared first: the first
    `most` of them (MOST_QUOTED unless said), or all of them with most=0."""
    if ask.brief is None:
        return []
    about = [ask.question]
    if part is not None:
        role = ROLE_NAMES.get(part.node.role) if part.node.role else None
        about += [part.label, part.text, role or "", *part.flows]
    words = set(tokens(" ".join(about))) - GENERIC
    scored = []
    for order, requirement in enumerate(ask.brief.requirements):
        if not topic.search(requirement):
            continue
        shared = words & set(tokens(requirement))
        if shared:
            scored.append((-len(shared), order, requirement))
    chosen = [requirement for _, _, requirement in sorted(scored)]
    limit = MOST_QUOTED if most is None else most
    return chosen[:limit] if limit else chosen


def downtime(requirement: str) -> str | None:
    """ "99.99%" as the minutes down a year it allows."""
    found = _AVAILABLE.search(requirement)
    if found is None or "availab" not in requirement.lower():
        return None
    share = float(found.group(1) or 0)
    if not 90 <= share < 100:
        return None
    minutes = (100 - share) / 100 * MINUTES_A_YEAR
    allowed = f"{minutes:,.0f} minutes" if minutes < 120 else f"{minutes / 60:,.0f} hours"
    return f"{found.group(0)} available leaves about {allowed} down a year: {_failover(minutes)}"


def _failover(minutes: float) -> str:
    """How fast a failover must be to keep within the downtime a year allows, a few failures a
    year spending it."""
    if minutes < 120:
        return "failover must be automatic and take seconds"
    if minutes < 24 * 60:
        return "failover must be automatic, within minutes"
    return "even a manual failover of an hour or so fits"


_WITHIN: Final = Pattern(
    r"\bwithin\s+(an?|one|\d+(?:\.\d+)?)\s+(seconds?|minutes?|hours?|days?)\b",
    ignore_case=True,
)
_UNIT_SECONDS: Final = {"second": 1, "minute": 60, "hour": 3600, "day": 86_400}


def window_seconds(requirement: str) -> tuple[float, str] | None:
    """ "shows within 10 seconds" as 10 s, with the words that say it."""
    found = _WITHIN.search(requirement)
    if found is None:
        return None
    count, unit = (found.group(1) or "").lower(), (found.group(2) or "").lower().rstrip("s")
    number = 1.0 if count in ("a", "an", "one") else float(count)
    return number * _UNIT_SECONDS[unit], found.matched


def stake_lines(ask: Ask, part: PartFacts | None, topic: Pattern) -> list[str]:
    lines = []
    notes = part.failure_notes if part is not None else ()
    for requirement in requirements_at_stake(ask, part, topic):
        allows = downtime(requirement)
        said = f" ({allows})" if allows else ""
        lines.append(f"- The brief asks: {quote(requirement)}{said}")
        against = contradicted(requirement, notes)
        if against:
            lines.append(
                f"- That is the conflict to fix first: {against[0]} ({quote(against[1])}). An "
                "outage of this part should cost accuracy, not the whole service."
            )
    return lines


# What a brief asks when a part fails, and what notes say that does the opposite.
_CONTRADICTIONS: Final = (
    (
        Pattern(
            r"\blet (traffic|requests?) through\b|\bfail(s|ing)? open\b|\ballow (traffic|"
            r"requests?)\b",
            ignore_case=True,
            groups=False,
        ),
        Pattern(
            r"\b(503|429|reject\w*|block\w*|refus\w*|den(y|ies|ied)|fail(s|ing)? closed)\b",
            ignore_case=True,
            groups=False,
        ),
        "the brief asks to let traffic through when this fails, and your notes block it instead",
    ),
)


def contradicted(requirement: str, notes: Sequence[str]) -> tuple[str, str] | None:
    """What the notes do against a requirement of the brief, and the sentence that does it."""
    for asks, does, said in _CONTRADICTIONS:
        if not asks.search(requirement):
            continue
        sentence = next((n for n in notes if does.search(n)), None)
        if sentence is not None:
            return said, sentence
    return None


# What a part keeps that no longer changes: a lifetime on it costs memory, never freshness.
_SETTLED: Final = Pattern(
    r"\b(closed|finali[sz]ed|final|sealed|settled|completed)\s+(ranges?|windows?|days?|hours?|"
    r"minutes?|buckets?|periods?|intervals?|results?)\s+only\b|\bonly\s+(closed|finali[sz]ed|"
    r"final|sealed|settled|past|completed)\s+(ranges?|windows?|days?|hours?|minutes?|buckets?|"
    r"periods?|intervals?|results?)\b|\b(immutable|never\s+changes?|never\s+updated|write-once)\b",
    ignore_case=True,
    groups=False,
)


def keeps_settled(ask: Ask, cache: PartFacts) -> bool:
    """Whether a cache keeps only what no longer changes ("closed ranges only" on it or on the
    connection into it, "immutable"), which no lifetime makes stale."""
    edges = ask.facts.graph.incoming[cache.node.index] if ask.facts else []
    said = " ".join([cache.text, *(edge.description for edge in edges)])
    return any(not is_negated(said, f.start(), f.end()) for f in _SETTLED.finditer(said))


# "If the limiter's storage is unreachable, let traffic through rather than block": a brief
# that says what happens while a store is gone.
_OUTAGE_RULE: Final = Pattern(
    r"\bif\b[^.;]{0,60}\b(unreachable|unavailable|is\s+down|goes\s+down|fails)\b[^.;]{0,20}?,?"
    r"\s*(let|allow|reject|refuse|serve|fail\s+open|fail\s+closed|keep)\b[^.;]*",
    ignore_case=True,
    groups=False,
)


def outage_rule(ask: Ask) -> str | None:
    """The words of the brief that say what happens while its store is unreachable."""
    for requirement in ask.brief.requirements if ask.brief else ():
        found = _OUTAGE_RULE.search(requirement)
        if found is not None:
            return found.matched.strip().rstrip(".") + "."
    return None


def freshness(ask: Ask, part: PartFacts) -> tuple[float, str] | None:
    """The shortest staleness window ("within 5 minutes") the brief's requirements on this part
    give, in seconds and in the brief's words."""
    windows = [
        found
        for requirement in requirements_at_stake(ask, part, FRESH, most=0)
        if (found := window_seconds(requirement)) is not None
    ]
    return min(windows) if windows else None
