"""Gathering what a question's answer needs, and no more: the kind of question, the parts it
names, the brief, the design's facts when the answer speaks of the design, a run under the
brief's peak when it counts or weighs load, and the lesson passages. Everything that reads what
the user sent runs at the gate, on its time budget."""

from collections.abc import Sequence
from dataclasses import replace
from typing import Final, get_args

from sqlalchemy.orm import Session

from systemcraft.assessment.engine import assess
from systemcraft.assessment.engine.expectations import Expectations
from systemcraft.assessment.service import expectations_of, problem_named_in
from systemcraft.coach.answering.context import Ask, Brief
from systemcraft.coach.answering.contradicted import believed
from systemcraft.coach.comparisons import Compared
from systemcraft.coach.design_facts import read_facts
from systemcraft.coach.idea import idea_of
from systemcraft.coach.intent import Intent, Part, design_parts, read_intent
from systemcraft.coach.kinds import DEFINES, DIFFERENCE, Kind, kind_of
from systemcraft.coach.retrieval import Hit, LessonIndex
from systemcraft.coach.schemas import ChatIn
from systemcraft.coach.words import tokens
from systemcraft.curriculum.models import Problem
from systemcraft.db.session import release_before_slow_call
from systemcraft.design import ExportDocument
from systemcraft.design.recognition import ROLE_NAMES, Role
from systemcraft.kit.deadline import check_deadline
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine import brief_from, simulate
from systemcraft.users.models import User
from systemcraft.web.work_gate import WorkGate

# The kinds whose answers speak of the design's parts, and those that need a run of it.
_FACTS: Final[frozenset[Kind]] = frozenset(get_args(Kind))  # every kind reads the design
_RUN: Final[frozenset[Kind]] = frozenset(
    {"sizing", "failure", "placement", "sharding", "concept", "trade-off"}
)
# Only a placement answer reads the engine's findings (its wrong answers on the part named);
# any other kind that falls back to the review assesses the design then, once.
_FINDINGS: Final[frozenset[Kind]] = frozenset({"placement"})
PASSAGES: Final = 3
RARE: Final = 3
COMMON_WORD: Final = 100  # passages naming a word that names no idea of its own
HALF: Final = 0.5


def gather(db: Session, user: User, body: ChatIn, index: LessonIndex, gate: WorkGate) -> Ask:
    kind = kind_of(body.message)
    design = body.design
    if design is None:
        hits = gate.run(_search, index, body.message, (), user.tier_id)
        hits, compared, unexplained = _explained(index, body, kind, hits, user, gate)
        return Ask(
            body.message, kind, (), (), hits=hits, compared=compared, unexplained=unexplained
        )
    _, intent = gate.run(read_question, body.message, design)
    problem = problem_named_in(db, user, design)
    expectations = expectations_of(problem)
    release_before_slow_call(db)  # the rest reads no table: free the pool while it runs
    brief = brief_of(problem, expectations) if problem is not None else None
    facts = gate.run(read_facts, design, expectations) if kind in _FACTS else None
    run = None
    if kind in _RUN and problem is not None:
        run = gate.run(
            simulate, design, brief_from(problem.scale, expectations), None, expectations
        )
    # The engine's findings, for the wrong answers it finds on the parts a question names.
    findings = (
        believed(design, gate.run(assess, design, expectations).findings)
        if kind in _FINDINGS and intent.named
        else ()
    )
    hits = gate.run(_search, index, body.message, intent.exact, user.tier_id)
    hits, compared, unexplained = _explained(index, body, kind, hits, user, gate)
    resembles = (
        gate.run(index.problems.reads_like, problem.id, design.design.model_dump_json())
        if problem is not None
        else None
    )
    return Ask(
        body.message,
        kind,
        intent.named,
        intent.missing,
        facts,
        brief,
        findings,
        run,
        hits,
        compared,
        intent.exact,
        resembles,
        unexplained,
    )


def _idea_first(
    index: LessonIndex, question: str, kind: Kind, hits: list[Hit], max_tier: int
) -> tuple[list[Hit], str | None]:
    """For an idea to explain, the passages that name it first; and the idea in the learner's
    words when the course names it nowhere ("erasure coding"), rather than passages that only
    share its other words."""
    if kind != "concept":
        return hits, None
    idea = idea_of(question)
    if idea is not None:
        words = idea.words
        named = index.naming(words, max_tier)
        if not named and len(words) > 1:
            # "The read-then-repopulate race" names no passage whole: its first word alone is
            # the idea only where the course uses it as a term ("fencing", in 44 passages), not
            # where it is a word of every lesson ("read", in over 200).
            if idea.quoted:
                # "a 'dead mans switch'": a term someone used, which the course does not name;
                # its first word alone finds other ideas ("dead-letter queues").
                return hits, idea.said
            first = index.naming(words[:1], max_tier)
            if len(first) <= COMMON_WORD:
                words, named = words[:1], first
        # Many passages say "fencing", but the section headed for it ("Fencing tokens")
        # explains it: the shortest such heading first, not a lesson title that lists it.
        headed = sorted(
            (h for h in named if set(words) <= set(tokens(h.passage.heading))),
            key=lambda h: len(tokens(h.passage.heading)),
        )
        if len(named) > RARE and headed:
            named = headed[:PASSAGES]
        # An idea few passages name is named where it is explained ("continuous batching");
        # one many name ("read replica") is better found by its lesson's opening.
        if 0 < len(named) <= RARE:
            chosen = named[:PASSAGES]
            taken = {hit.passage for hit in chosen}
            return [*chosen, *(h for h in hits if h.passage not in taken)], None
        if not index.knows(idea.words[0]):
            return hits, idea.said
        if not named and len(idea.words) > 1:
            # An idea no passage names whole is found by the question's own words, not by
            # the roles of the parts it names ("the race ... in Redis" is no caching primer).
            own = index.search(question, limit=PASSAGES, max_tier=max_tier, subject=question)
            taken = {hit.passage for hit in own}
            return [*own, *(h for h in hits if h.passage not in taken)], None
    if DEFINES.search(question):
        hits = opening_first(index, question, hits, max_tier, idea.words if idea else ())
    return hits, None


def _compared(
    index: LessonIndex, body: ChatIn, kind: Kind, user: User, gate: WorkGate
) -> Compared | None:
    """For a question that weighs options, the lesson's table comparing those it names."""
    if kind == "trade-off" or (kind == "concept" and DIFFERENCE.search(body.message)):
        return gate.run(index.comparisons.compare, body.message, user.tier_id)
    return None


def _explained(
    index: LessonIndex, body: ChatIn, kind: Kind, hits: list[Hit], user: User, gate: WorkGate
) -> tuple[list[Hit], Compared | None, str | None]:
    """The passages for an idea, the table weighing the options asked about, and the idea in
    the learner's words when the course explains it nowhere."""
    hits, unexplained = _idea_first(index, body.message, kind, hits, user.tier_id)
    compared = _compared(index, body, kind, user, gate)
    if unexplained is not None and compared is None:
        # An idea the lessons name only in a table ("Redlock"): that row says what it is.
        idea = idea_of(body.message)
        row = index.comparisons.naming_row(idea.words, user.tier_id) if idea else None
        return hits, row, None if row is not None else unexplained
    return hits, compared, unexplained


def opening_first(
    index: LessonIndex, question: str, hits: list[Hit], max_tier: int, idea: Sequence[str] = ()
) -> list[Hit]:
    """ "What is object storage?" is answered first by where its lesson says what it is, not by
    a later section that happens to share more words ("When not to use object storage")."""
    if not hits:
        return hits
    # A lesson about the one idea asked (the question names most of its title) opens with it;
    # else the section the best passage is in does ("The transactional outbox").
    top = hits[0].passage
    # "What are WebSockets?" of "Real-Time Push: Polling, SSE and WebSockets": the idea is one of
    # the title's terms, so the lesson opens with it.
    titled = bool(idea) and set(idea) <= set(tokens(top.lesson_title))
    whole = titled or index.title_share(top, question) >= HALF
    opening = index.opening(top.lesson_id, max_tier, None if whole else top.heading)
    if opening is None:
        return hits
    return [opening, *(h for h in hits if h.passage != opening.passage)]


def brief_of(problem: Problem, expectations: Expectations | None) -> Brief:
    rubric = expectations.rubric if expectations else None
    return Brief(
        title=problem.title,
        requirements=(*problem.functional_requirements, *problem.non_functional_requirements),
        figures=tuple(rubric.figures) if rubric else (),
        scale=problem.scale or {},
        keys=tuple(rubric.keys) if rubric else (),
        hot_keys=rubric.hot_keys if rubric else None,
        non_functional=tuple(problem.non_functional_requirements),
        description=problem.description,
        pitfalls=tuple(p for d in rubric.decisions for p in d.pitfalls) if rubric else (),
    )


def read_question(message: str, design: ExportDocument) -> tuple[tuple[Part, ...], Intent]:
    parts = design_parts(design)
    check_deadline()
    intent = read_intent(message, parts)
    if not intent.missing:
        return parts, intent
    return parts, replace(intent, missing=_not_kept_inside(intent.missing, design))


def _not_kept_inside(missing: tuple[Role, ...], design: ExportDocument) -> tuple[Role, ...]:
    """The parts the question takes the design to have that it lacks, less those a drawn part's
    own text keeps ("two priority queues" in the Scheduler): not drawn apart, but there."""
    texts = " ".join(
        " ".join(
            [c.label, c.metadata.custom_logic, *(p.value for p in c.metadata.custom_properties)]
        )
        for c in design.design.components
    ).lower()
    return tuple(role for role in missing if not _ROLE_WORD[role].search(texts))


# A gateway is said without its "API" as often as with it ("Gateway fleet + limiter module"), a
# topic without its pub/sub, a log by its product ("Kafka: inference-requests").
_SHORT_NAMES: Final[dict[Role, str]] = {"gateway": "gateway", "pub-sub": "topic", "log": "kafka"}
# A role's name as a word of a part's text ("queue", "queues"), compiled once.
_ROLE_WORD: Final[dict[Role, Pattern]] = {
    role: Pattern(rf"\b({name.lower()}|{_SHORT_NAMES.get(role, name.lower())})s?\b", groups=False)
    for role, name in ROLE_NAMES.items()
}


def _search(index: LessonIndex, message: str, named: tuple[Part, ...], max_tier: int) -> list[Hit]:
    # The roles of the parts it names say what the question is about when its own words do
    # not ("what happens if Redis goes down?" is about caches).
    roles = [ROLE_NAMES[p.role] for p in named if p.role]
    return index.search(
        " ".join([message, *roles]), limit=PASSAGES, max_tier=max_tier, subject=message
    )
