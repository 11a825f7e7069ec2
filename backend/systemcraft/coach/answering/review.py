""" "What is the biggest problem with my design?": one problem named as the biggest, with what it
breaks in the brief and what to do instead, then the next ones in the order an interviewer would
raise them. An unranked list answers a different question."""

from collections.abc import Sequence
from typing import Final

from systemcraft.assessment.engine import Finding, lesson_link
from systemcraft.assessment.engine.reading.writing import compiled
from systemcraft.assessment.engine.results import Dimension
from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.coach.answering.beside import stores_beside
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.described import written_for_path
from systemcraft.coach.answering.failure import STATE_WORDS, best_change, kept_only_in_it
from systemcraft.coach.answering.promotion import names_a_mode
from systemcraft.coach.answering.relevance import telling
from systemcraft.coach.answering.stakes import FAILING, downtime
from systemcraft.coach.answering.wording import listed, name, quote
from systemcraft.coach.answering.worry import worry_block
from systemcraft.coach.design_facts import DesignFacts, PartFacts, names_every_word
from systemcraft.coach.kinds import CRITIQUE
from systemcraft.design.recognition import ROLE_NAMES
from systemcraft.kit.patterns import Pattern

NEXT: Final = 4
MIN_FIT: Final = 4.0
_QUOTED: Final = Pattern(r"“[^”]{1,120}”", groups=False)
_FIGURE: Final = Pattern(r"\d+(?:\.\d+)?\s*%", groups=False)
# The order an interviewer raises problems in: the brief's core path missing stops everything;
# a wrong answer to one of the brief's decisions breaks a requirement; then parts that fall over
# under the load or on one failure; a feature left out; how data is kept; the rest of the
# engine's rules; and last, estimates not written down.
_ORDER: Final[dict[str, int]] = {
    "brief-flow": 0,
    "brief-pitfall": 1,
    "brief-capacity": 2,
    "brief-single-point-of-failure": 2,
    "brief-requirement": 3,
    "brief-replication-mode": 4,
    "brief-data-home": 4,
    "brief-decisions": 6,
    "brief-sizing": 6,
    "brief-numberless": 6,
}
_OTHER_RULES: Final = 5
# "What's the weakest part? I feel the CDN and the workers are solid": the whole design is asked
# about, though parts are named.
_WORST: Final = Pattern(
    r"\b(weakest|biggest|worst|main|riskiest)\s+(part|thing|problem|issue|weakness|risk|gap|flaw|"
    r"hole)s?\b|\bfix\s+first\b|\b(one|first)\s+thing\b|\bwhat('s|\s+is)\s+(most\s+)?wrong\b",
    ignore_case=True,
    groups=False,
)


def asks_for_the_worst(question: str) -> bool:
    """Whether the question asks for the design's worst problem, whatever parts it names; "what
    is wrong with my Redis?" asks about Redis."""
    if CRITIQUE.search(question):
        return True  # "be honest, what would an interviewer rip apart?" judges the whole
    found = _WORST.search(question)
    if found is None:
        return False
    after = question[found.end() :]
    return not _OF_SOMETHING.match(after) or _OF_THE_WHOLE.match(after) is not None


_OF_SOMETHING: Final = Pattern(r"\s+(with|in|of|on|about)\b", ignore_case=True, groups=False)
# "the weakest part of this", "the biggest problem in my design": the whole, after all.
_OF_THE_WHOLE: Final = Pattern(
    r"\s+(with|in|of|on|about)\s+((this|it)\s*([?.!,]|$)|(my|the|our|this)\s+(whole\s+)?"
    r"(design|system|architecture|diagram|setup|plan)\b)",
    ignore_case=True,
    groups=False,
)


# "The biggest single point of failure" asks for the worst problem of one kind.
_ASKED: Final[tuple[tuple[Pattern, Dimension], ...]] = (
    (
        Pattern(
            r"\b(single points? of failure|spofs?|fail\w*|down|outage|availab\w*|redundan\w*"
            r"|break\w*|crash\w*|dies|die|dead)\b",
            ignore_case=True,
            groups=False,
        ),
        "fault_tolerance",
    ),
    (
        Pattern(
            r"\b(bottlenecks?|scal\w*|load|peak|throughput|slow\w*|latency)\b",
            ignore_case=True,
            groups=False,
        ),
        "scalability",
    ),
    (
        Pattern(
            r"\b(consisten\w*|races?|double\w*|twice|ordering|correct\w*)\b",
            ignore_case=True,
            groups=False,
        ),
        "consistency",
    ),
)
_SEVERITY: Final = {"critical": 0, "major": 1, "minor": 2, "strength": 3}
_CHAIN: Final = "synchronous-chain"


def answer_review(ask: Ask, findings: Sequence[Finding]) -> str | None:
    problems = ranked(ask, [f for f in findings if not _mode_in_notes(ask, f)])
    if not problems:
        return _nothing_found(ask)
    first, *rest = problems
    alike = [first, *(f for f in rest if _alike(ask, f, first))]
    rest = [f for f in rest if f not in alike]
    worry = worry_block(ask)
    blocks = [worry] if worry else []
    if first.rule_id == "brief-single-point-of-failure" and _on_others_parts(ask, first):
        # Only another team's service is left: its copies are theirs; the callers are yours.
        blocks.append(_others_block(ask, first))
        return "\n\n".join(blocks)
    if _within_its_error(first):
        # Only a chain a few milliseconds over, counted from typical hop costs, is left.
        blocks.append(
            "The design checks find nothing clearly wrong. The closest they come: "
            f"{_together(ask, [first])} Counted from typical costs for the hops it does not "
            "time, that is within the error of the sum: check the path the brief times first."
        )
        return "\n\n".join(blocks)
    described = written_for_path(ask, first.message) if first.rule_id == "brief-flow" else None
    blocks.append(
        f"**The biggest problem:** {_together(ask, alike)}" + (f" {described}" if described else "")
    )
    fit, stake = _fit(ask, first)
    stake = stake if fit >= MIN_FIT else None
    # A chain's latency is measured on the longest chain drawn, which may not be the path the
    # brief times (an upload beside "a page loads in 200 ms"): said as a condition.
    breaks = (
        "If that chain is the path the brief times, it breaks"
        if first.rule_id == _CHAIN
        else "It breaks"
    )
    why = f"{breaks} what the brief asks: {quote(stake)}" if stake else _why(ask, first)
    allows = downtime(stake) if stake and first.dimension == "fault_tolerance" else None
    if allows:
        why += f" ({allows})."
    blocks.append(f"{why} See {lesson_link(first.lesson)}.")
    fix = _fix(ask, first)
    if fix:
        blocks.append(f"**What to do:** {fix}")
    if rest:
        items = _items(ask, rest)[:NEXT]
        lines = [f"{number}. {item}" for number, item in enumerate(items, start=1)]
        blocks.append("**Then, in this order:**\n" + "\n".join(lines))
    pressed = _pressed_on(ask)
    if pressed:
        blocks.append(pressed)
    return "\n\n".join(blocks)


PRESSED: Final = 3


def _answered_by_a_part(evidence: Sequence[str], drawn: Sequence[str]) -> bool:
    return any(compiled(e).search(said) for e in evidence for said in drawn)


def _pressed_on(ask: Ask) -> str | None:
    """The brief's questions the design leaves unanswered: where an interviewer goes once the
    drawing's own problems are fixed."""
    if ask.facts is None:
        return None
    # A part drawn may answer it in words the matcher missed: "how do popular pastes open fast
    # without reading storage?" beside a "Memcached", which named as what it is ("cache
    # Memcached") is what the question looks for; saying it is unanswered would call it missing.
    drawn = [f"{ROLE_NAMES[p.node.role] if p.node.role else ''} {p.label}" for p in ask.facts.parts]
    unanswered = [
        d.decision
        for d in ask.facts.decisions
        if d.state == "open" and not _answered_by_a_part(d.decision.evidence, drawn)
    ][:PRESSED]
    if not unanswered:
        return None
    lines = [f"- {d.question} See {lesson_link(d.lesson)}." for d in unanswered]
    return (
        "**What an interviewer would press on next** (I found no answer to these in what you "
        "drew or wrote; if you have one, write it where an interviewer will look):\n"
        + "\n".join(lines)
    )


def _nothing_found(ask: Ask) -> str | None:
    """No problem the checks can read: said so, not as a sign-off, with the brief's questions
    the design leaves open, which is where an interviewer goes next."""
    if ask.facts is None:
        return None
    blocks = [
        "The design checks find no clear problem in it. That is not a sign-off: they read "
        "what is drawn and written, not how every part behaves under the load and its failures."
    ]
    pressed = _pressed_on(ask)
    if pressed:
        blocks.append(pressed)
    blocks.append(
        "Ask me about one part (how busy it gets at the peak, what happens when it fails) for a "
        "closer look."
    )
    return "\n\n".join(blocks)


def ranked(ask: Ask, findings: Sequence[Finding]) -> list[Finding]:
    """Problems, the one an interviewer raises first at the head: by kind, then severity, then
    how much of the brief's requirements it touches."""
    problems = [f for f in findings if f.severity != "strength"]
    asked = next((d for pattern, d in _ASKED if pattern.search(ask.question)), None)
    return sorted(
        problems,
        key=lambda f: (
            _on_others_parts(ask, f),
            _batch_only(ask, f),
            _within_its_error(f),
            f.dimension != asked if asked else False,
            _ORDER.get(f.rule_id, _OTHER_RULES),
            _SEVERITY[f.severity],
            -_fit(ask, f)[0],
        ),
    )


# A part another team runs ("Player profile service (existing)"): its copies are not this
# design's to set, so a problem only of it is not the first an interviewer raises.
_OTHERS: Final = Pattern(
    r"\b(existing|legacy|another\s+team'?s?|other\s+team'?s?|owned\s+by\s+(another|the\s+\w+\s+team))\b",
    ignore_case=True,
    groups=False,
)


def _others_block(ask: Ask, finding: Finding) -> str:
    parts = [p for c in finding.components if ask.facts and (p := ask.facts.of(c))]
    named = " and ".join(name(p.label) for p in parts)
    callers = sorted({name(c.label) for p in parts for c in p.callers})
    theirs = listed(callers) if callers else "your services"
    return (
        f"The design checks find no problem in what you built. The one they flag is {named}, "
        "which runs as one copy as far as the design says; but it is another team's service, "
        "as its label says, so how many copies it runs is theirs to set. What is yours is what "
        f"{theirs} {'do' if len(callers) != 1 else 'does'} when it is slow or down: a short "
        "timeout, and a fallback that keeps your "
        "feature working without it (answer from a copy of what it returns that you keep, or "
        "without that detail), so its outage does not become yours. Say that plainly in an "
        "interview; then be ready for the follow-up questions on your own parts."
    )


# "adds up to about 201 ms, over the 200 ms budget": a chain counted from typical hop costs is
# not over a budget by this little with any confidence, nor is it the first thing to fix.
_OVER: Final = Pattern(r"about ([\d,]+) ms, over the ([\d,]+) ms budget", ignore_case=True)
_NEAR: Final = 1.25


def _within_its_error(finding: Finding) -> bool:
    found = _OVER.search(finding.message) if finding.rule_id == _CHAIN else None
    if found is None:
        return False
    took = float((found.group(1) or "0").replace(",", ""))
    budget = float((found.group(2) or "0").replace(",", ""))
    return budget > 0 and took <= _NEAR * budget


# A job run on a schedule ("Monthly billing job", "Daily chart job (Spark on EMR)"): its one
# copy failing means a re-run, not an outage, so it is not the first thing an interviewer raises.
_BATCH: Final = Pattern(
    r"\b(batch|nightly|hourly|daily|weekly|monthly|cron\w*|airflow|spark|emr|backfill\w*"
    r"|scheduled\s+job|reconcil\w*\s+job)\b",
    ignore_case=True,
    groups=False,
)


def _batch_only(ask: Ask, finding: Finding) -> bool:
    if ask.facts is None or not finding.components or finding.dimension != "fault_tolerance":
        return False
    parts = [ask.facts.of(c) for c in finding.components]
    return all(p is not None and _BATCH.search(p.label) for p in parts)


def _on_others_parts(ask: Ask, finding: Finding) -> bool:
    if ask.facts is None or not finding.components:
        return False
    parts = [ask.facts.of(c) for c in finding.components]
    # The label only: "return the existing one" in a service's own text is its own logic.
    return all(p is not None and _OTHERS.search(p.label) for p in parts)


def _fit(ask: Ask, finding: Finding) -> tuple[float, str | None]:
    """The brief's requirement the problem breaks, and how surely: the one sharing most telling
    words with it, where a requirement on how well counts for more, a figure both name ("the 5%
    the brief allows") more still, and one on failure or loss most for a problem of failure."""
    if ask.brief is None:
        return 0.0, None
    said = telling(finding.message)
    figures = set(_FIGURE.findall(finding.message))
    failing = finding.dimension == "fault_tolerance"
    best, chosen = 0.0, None
    for requirement in ask.brief.requirements:
        shared = len(said & telling(requirement))
        # A problem of correctness or failure does not break the brief's load: "100 million
        # people a day" shares "day" and "link" with a redirect cached for days, nothing more.
        if not shared or (finding.dimension != "scalability" and _SCALE.search(requirement)):
            continue
        score = shared + (requirement in ask.brief.non_functional) * 1.0
        score += 2 * len(figures & set(_FIGURE.findall(requirement)))
        # A single copy costs availability whatever words it shares; another problem of
        # failure only where it shares more than one: a payment taken before the room is held
        # shares "room" with the availability line, and more with the one on the last room.
        lost = finding.rule_id == "brief-single-point-of-failure"
        if failing and FAILING.search(requirement) and (lost or shared >= MIN_SHARED_FOR_FAILING):
            score += 2
        if score >= best:  # among equals, the later: how well comes after what
            best, chosen = score, requirement
    return best, chosen


MIN_SHARED_FOR_FAILING: Final = 2
_SCALE: Final = Pattern(
    r"\b(per\s+second|a\s+second|/s|peaks?\s+of|per\s+day|a\s+day|million|billion)\b",
    ignore_case=True,
    groups=False,
)


# Problems said one line each and alike: the features left out, the parts that run as one copy.
_TOGETHER: Final = frozenset({"brief-requirement", "brief-single-point-of-failure"})


def _items(ask: Ask, findings: Sequence[Finding]) -> list[str]:
    """One line a problem, problems alike together: one sentence each, and a list of them
    would crowd out everything else."""
    items = []
    for finding in findings:
        group = [f for f in findings if f.rule_id == finding.rule_id]
        if finding.rule_id not in _TOGETHER:
            group = [finding]
        elif finding is not group[0]:
            continue
        items.append(f"{_together(ask, group)} See {lesson_link(finding.lesson)}.")
    return items


def _conditional(finding: Finding) -> str:
    """A chain's latency against the brief's budget, said as a condition: the budget is the
    brief's for one path (an edit reaching others), and the longest chain drawn may be another
    (a document opened from its snapshot)."""
    message = finding.message
    if finding.rule_id != _CHAIN or "if that budget covers" in message:
        return message
    return message.rstrip(".") + ", if that budget covers this path."


def _template(ask: Ask, finding: Finding) -> tuple[str, str] | None:
    """A finding of one part as its message with the part's label taken out, and the label."""
    if ask.facts is None or len(finding.components) != 1:
        return None
    part = ask.facts.of(finding.components[0])
    if part is None or part.label not in finding.message:
        return None
    return finding.message.replace(part.label, "\0", 1), part.label


def _alike(ask: Ask, finding: Finding, first: Finding) -> bool:
    """The same problem of another part ("memcached copy AZ-2 has no TTL" beside AZ-1's)."""
    if finding.rule_id != first.rule_id or first.rule_id in _TOGETHER:
        return False  # parts that run as one copy are said together in the list that follows
    one, other = _template(ask, finding), _template(ask, first)
    return one is not None and other is not None and one[0] == other[0]


_PLURAL_VERBS: Final = {" has ": " have ", " is ": " are ", " runs ": " run ", " keeps ": " keep "}


def _said_of_all(ask: Ask, group: Sequence[Finding]) -> str | None:
    """One message for the same problem of several parts: "A, B and C have no TTL, …"."""
    templates = [t for f in group if (t := _template(ask, f)) is not None]
    if len(templates) != len(group) or any(t[0] != templates[0][0] for t in templates):
        return None
    labels = [t[1] for t in templates]
    before, _, after = templates[0][0].partition("\0")
    for one, many in _PLURAL_VERBS.items():
        if after.startswith(one):
            after = many + after[len(one) :]
            break
    return f"{before}{listed(labels)}{after}"


def _together(ask: Ask, group: Sequence[Finding]) -> str:
    """Alike problems in one sentence: the parts that run as one copy, the features left out,
    or the same problem of several parts, named together."""
    if group[0].rule_id == "brief-single-point-of-failure" and ask.facts is not None:
        return _single_copies(ask.facts, group)
    if len(group) == 1:
        return escape_markdown(_conditional(group[0]))
    said = _said_of_all(ask, group)
    if said is not None:
        return escape_markdown(_conditional(group[0].model_copy(update={"message": said})))
    features = [q for f in group for q in _QUOTED.findall(f.message)]
    if len(features) == len(group):
        return f"The brief asks for {listed(features)}, and nothing in the design handles them yet."
    return " ".join(escape_markdown(f.message) for f in group)


def _why(ask: Ask, finding: Finding) -> str:
    """Why the finding matters; for a lone cache its callers read a database beside, what its
    loss does to that database rather than the feature it would stop."""
    facts = ask.facts
    if facts is None or finding.rule_id != "brief-single-point-of-failure":
        return finding.why
    parts = [p for c in finding.components if (p := facts.of(c)) is not None]
    if parts and all(_read_beside(facts, p) for p in parts):
        return (
            "A cache lost at the peak sends every read it answered to the database at once: "
            "unless the database is sized for them, it falls over next."
        )
    return finding.why


def _single_copies(facts: DesignFacts, group: Sequence[Finding]) -> str:
    """Parts the assessment counts once. A database whose replication still reads the canvas's
    default is not called one copy: the learner sees "master-slave" in the panel, so the answer
    says what is missing instead (how many replicas, and what promotes one)."""
    parts = [p for f in group for c in f.components if (p := facts.of(c)) is not None]
    covered = [p for p in parts if _falls_back(p)]
    # A cache whose callers read a database beside it on a miss: losing it moves its reads.
    beside = [p for p in parts if p not in covered and _read_beside(facts, p)]
    covered_by_store = [name(p.label) for p in beside]
    # "The payments DB ... each with a synchronous replica": a spare the notes give is said as
    # written there and missing from the drawing, not as none at all.
    noted = [
        p
        for p in parts
        if p.notes_replica
        and names_every_word(p.label, p.notes_replica)
        and p not in covered + beside
    ]
    single = [
        name(p.label)
        for p in parts
        if not p.replication_default and p not in covered + beside + noted
    ]
    default = [name(p.label) for p in parts if p.replication_default and p not in covered + noted]
    said = [
        f"Your notes give {name(p.label)} a replica ({quote(p.notes_replica or '')}), but the "
        + (
            "component's replication still reads the canvas default (master-slave), with no "
            "count: put the count"
            if p.replication_default
            else "component shows none: put the count"
        )
        + " and how one takes over on it, so the drawing says what the notes do."
        for p in noted
    ]
    said += [
        f"{name(p.label)} runs as one copy, and your notes say what happens when it fails "
        f"({quote(next(n for n in p.failure_notes if _FALLBACK.search(n)))}): check that what "
        "takes over carries the load it leaves."
        for p in covered
    ]
    if single:
        verb = "runs" if len(single) == 1 else "each run"
        said.append(
            f"{listed(single)} {verb} as one copy, as far as the design says: losing "
            + ("it" if len(single) == 1 else "any one")
            + " stops the flows through it."
        )
    if covered_by_store:
        said.append(
            f"{listed(covered_by_store)} "
            + ("runs" if len(covered_by_store) == 1 else "each run")
            + " as one copy, as far as the design says; "
            + ("its" if len(covered_by_store) == 1 else "their")
            + " callers read the database beside it on a miss, so losing "
            + ("it" if len(covered_by_store) == 1 else "one")
            + " moves its reads there rather than stopping the flows."
        )
    if default:
        said.append(
            f"{listed(default)} still "
            + ("shows" if len(default) == 1 else "show")
            + " only the canvas's default replication (master-slave): say how many replicas, "
            "synchronous or not, and what promotes one when the primary fails."
        )
    return " ".join(said) or " ".join(escape_markdown(f.message) for f in group)


def _mode_in_notes(ask: Ask, finding: Finding) -> bool:
    """A replication mode the notes give where they give the replica is no mode left unsaid."""
    if finding.rule_id != "brief-replication-mode" or ask.facts is None:
        return False
    parts = [ask.facts.of(c) for c in finding.components]
    return all(
        p is not None
        and p.notes_replica is not None
        and names_every_word(p.label, p.notes_replica)
        and names_a_mode(p.notes_replica)
        for p in parts
    )


def _read_beside(facts: DesignFacts, part: PartFacts) -> bool:
    """A cache whose callers are also wired to a database: they read it on a miss. Not one
    whose own text says it keeps state (counters, presence, locks): no database has that."""
    if part.node.role != "cache":
        return False
    if kept_only_in_it(part) and not _CACHES_A_STORE.search(part.text):
        return False
    graph = facts.graph
    # "INCR + EXPIRE" on the connection to it: its callers keep counters in it.
    if any(STATE_WORDS.search(e.description or "") for e in graph.incoming[part.node.index]):
        return False
    return bool(stores_beside(graph, part))


# A cache that says how it is filled from the store: what it keeps ("view counts") is a copy.
_CACHES_A_STORE: Final = Pattern(
    r"\b(read|write)[ -]through\b|\bcache[ -]aside\b|\blazy[ -]load\w*",
    ignore_case=True,
    groups=False,
)

_FALLBACK: Final = Pattern(
    r"\b(fall\w*\s+back|fallback|read\w*\s+from|go(es)?\s+to|degrad\w*|served?\s+from)\b",
    ignore_case=True,
    groups=False,
)


def _falls_back(part: PartFacts) -> bool:
    """Its failure notes say what stands in for it ("we just read from MySQL")."""
    return any(_FALLBACK.search(note) for note in part.failure_notes)


def _fix(ask: Ask, finding: Finding) -> str | None:
    """What to do instead: the rubric's fix for the wrong answer the finding reports, or, for a
    part that runs as one copy, the spare that helps it most."""
    if ask.facts is None:
        return None
    for decision in ask.facts.decisions:
        pitfall = decision.pitfall
        if pitfall is not None and pitfall.problem.rstrip(".") in finding.message:
            return pitfall.fix
    if finding.rule_id == "brief-single-point-of-failure" and len(finding.components) == 1:
        part = ask.facts.of(finding.components[0])
        if part is not None and not part.external:
            change = best_change(ask, part).removeprefix("The change that helps most: ")
            return change[:1].upper() + change[1:]
    return None
