"""Which answer a question gets: the one for its kind, or, when that kind has nothing to say
about this design, the review of the parts it names and the lessons (answers.py)."""

from collections.abc import Callable
from typing import Final

from systemcraft.assessment.engine import lesson_link
from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.coach.answering.absent import absent, standing_in
from systemcraft.coach.answering.another import another_problem
from systemcraft.coach.answering.code_space import code_space
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import copies_line
from systemcraft.coach.answering.decisions import (
    closest_decision,
    decision_block,
    wrong_on_named,
)
from systemcraft.coach.answering.described import described
from systemcraft.coach.answering.explain import answer_explain
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.measured import answer_measured, figure_advice
from systemcraft.coach.answering.placement import answer_placement
from systemcraft.coach.answering.read_writes import write_per_read
from systemcraft.coach.answering.rehash import rehash_block
from systemcraft.coach.answering.relevance import off_problem, on_topic
from systemcraft.coach.answering.sharding import answer_sharding
from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.answering.skipped_hop import skipped_hop
from systemcraft.coach.answering.trap import common_trap, trap, trap_block
from systemcraft.coach.answering.uploads import upload_path
from systemcraft.coach.answering.without import own_words
from systemcraft.coach.answering.wording import quote
from systemcraft.coach.kinds import Kind
from systemcraft.design.recognition import ROLE_NAMES
from systemcraft.kit.patterns import Pattern

_BY_KIND: dict[Kind, Callable[[Ask], str | None]] = {
    "sizing": answer_sizing,
    "failure": answer_failure,
    "placement": answer_placement,
    "sharding": answer_sharding,
    "concept": answer_explain,
    "trade-off": answer_explain,
    "measured": answer_measured,
}


def answer_for(ask: Ask, otherwise: Callable[[], str]) -> str:
    """The answer for the question's kind, with a lesson to read further; `otherwise` (the
    review of the named parts and the lessons) when the kind has nothing for this design. What
    the question takes to be in the design that is not is said first; a design drawn for another
    problem is said to be one before anything is said of it against this brief."""
    if ask.resembles is not None:
        said = another_problem(ask)
        if ask.kind in ("concept", "trade-off"):
            return f"{said}\n\n{_answer_for(ask, otherwise)}"
        drawn = as_drawn(ask)
        return f"{said}\n\n{drawn}" if drawn else said
    missing = absent(ask)
    if missing and ask.kind in _OF_THE_PARTS:
        # A count or a failure of a part that is not there: sizing or failing the parts that
        # are would answer a question nobody asked.
        further = _read_further(ask, missing)
        # "Draw it" would send the learner after a part the brief does not need.
        then = (
            " Add it only if you can say what it buys against the brief; otherwise ask about a "
            "part that is drawn, and I can size it or say what happens when it fails."
            if "do not ask for one" in missing
            else ""
            if "draw and write that first" in missing
            else " If you mean to have it, draw it with what it does and connect it, and I can "
            "size it or say what happens when it fails; or ask about a part that is drawn."
        )
        drawn = as_drawn(ask)
        # A figure of a part that is not there: what bounds it, and how to measure it once it
        # is, still answers what was asked.
        advice = figure_advice(ask, why=True) if ask.kind == "measured" else None
        return (
            f"{missing}{then}"
            + (f"\n\n{drawn}" if drawn else "")
            + (f"\n\n{advice}" if advice else "")
            + (f"\n\n{further}" if further else "")
        )
    answer = _answer_for(ask, otherwise)
    # A trap the question proposes is the first thing to say of it, unless already said.
    found = trap(ask)
    if found is not None and found.problem not in answer:
        answer = f"{trap_block(found)}\n\n{answer}"
    elif found is None and (common := common_trap(ask)) is not None:
        answer = f"{common}\n\n{answer}"
    return f"{missing}\n\n{answer}" if missing else answer


def as_drawn(ask: Ask) -> str | None:
    """What the parts the question names are as drawn, in the learner's words and by their
    copies: the answer to "how does my X do it" is what X does instead."""
    lines = []
    for part in (ask.labelled_facts() or standing_in(ask))[:MOST_DRAWN]:
        own = own_words(part, ask.question)
        said = f" Its own text: {quote(own)}" if own else ""
        lines.append(f"- **{escape_markdown(part.label)}**, as drawn: {copies_line(part)}{said}")
    return "What your design does have:\n" + "\n".join(lines) if lines else None


MOST_DRAWN: Final = 2


# The kinds that answer about the parts a question names, not about ideas.
_OF_THE_PARTS: Final[frozenset[str]] = frozenset(
    {"sizing", "failure", "sharding", "placement", "measured", "unknown"}
)


def _answer_for(ask: Ask, otherwise: Callable[[], str]) -> str:
    # "How many partitions should my Kafka topic have?" of a design without one: the part asked
    # about is not there, whatever else the question names.
    if (ask.missing and ask.kind in ("failure", "sizing")) or (
        ask.missing and not ask.named and ask.kind == "placement"
    ):
        return _about_what_is_missing(ask)
    uploads = upload_path(ask) if ask.kind in ("placement", "trade-off") else None
    spaced = code_space(ask) if ask.kind not in ("failure", "review") else None
    hop = skipped_hop(ask) if ask.kind in ("placement", "trade-off") else None
    # "Is hash(key) % N OK when we grow from 12 to 13?", however it is asked.
    rehashed = rehash_block(ask) if ask.kind != "failure" else None
    for special in (uploads, spaced, hop, rehashed):
        if special is not None:
            further = _read_further(ask, special)
            return f"{special}\n\n{further}" if further else special
    answerer = _BY_KIND.get(ask.kind)
    said = answerer(ask) if answerer else None
    if said is None:
        if ask.kind == "unknown" and not _answerable(ask):
            return _decline(ask)
        return otherwise()
    if ask.kind in _ABOUT_THE_DESIGN:
        said = _with_the_interviewers_question(ask, said)
    said = _with_reads_written(ask, said)
    further = _read_further(ask, said)
    return f"{said}\n\n{further}" if further else said


MORE_WRONG = 1
_ABOUT_THE_DESIGN: frozenset[Kind] = frozenset({"sizing", "failure", "placement", "sharding"})


def _with_the_interviewers_question(ask: Ask, said: str) -> str:
    """A wrong answer the design gives to the question asked is worth more than any count, and
    so is one the engine finds on the very part a placement question asks about."""
    blocks = [said]
    closest = closest_decision(ask, wrong_first=True)
    if closest is not None and (
        closest.state == "wrong"
        or (closest.state == "open" and ask.kind in ("placement", "sharding"))
    ):
        blocks.append(decision_block(closest))
    if ask.kind == "placement":
        on_it = [d for d in wrong_on_named(ask) if d is not closest]
        blocks += [decision_block(d) for d in on_it[:MORE_WRONG]]
    return "\n\n".join(blocks)


def _answerable(ask: Ask) -> bool:
    return any(on_topic(hit, ask.question) for hit in ask.hits)


def _decline(ask: Ask) -> str:
    return (
        "I can't answer that from your design, its brief or our lessons, so I'd rather not "
        "guess. I can size a part (“how many servers do I need at peak?”), say what happens "
        "when one fails, weigh two options for this brief, or review the design as a whole."
    )


def _about_what_is_missing(ask: Ask) -> str:
    lacking = " or ".join(ROLE_NAMES[role].lower() for role in ask.missing)
    # What the learner wrote of but did not draw is said as such, in their own words.
    written = described(ask, ask.missing)
    said = (
        written
        or f"Your design has no {lacking}, so there is none to "
        + {"failure": "fail", "placement": "place", "sizing": "size"}[ask.kind]
        + " yet."
    )
    if ask.named:
        drawn = ", ".join(f"**{p.label}**" for p in ask.named[:3])
        said += f" What the question names that is drawn: {drawn}; ask about those by name."
    if ask.kind == "placement":
        said = _with_reads_written(ask, answer_placement(ask) or said)
    further = _read_further(ask, said)
    return f"{said}\n\n{further}" if further else said


def _with_reads_written(ask: Ask, said: str) -> str:
    """A write on every read, beside a placement or a review: what no cache placed anywhere
    saves."""
    if ask.kind not in ("placement", "review"):
        return said
    written = write_per_read(ask)
    return f"{said}\n\n{written}" if written else said


_FAILURE_READING: Final[dict[str, tuple[str, str, str]]] = {
    "database": ("replication", "Database Replication", "Failover"),
    "cache": ("caching", "Caching", "When the cache goes down"),
    "log": ("queues-and-logs", "Queues and Logs", "The log: a history that many readers replay"),
    "queue": ("queues-and-logs", "Queues and Logs", "The queue: tasks handed out and forgotten"),
}


# Lessons as much about that failure as the home one: a passage of theirs stands.
_KIN: Final[dict[str, frozenset[str]]] = {
    "replication": frozenset({"replication", "failover-and-fencing", "quorums"}),
    "caching": frozenset({"caching", "cache-failure-modes", "cache-eviction-and-sizing"}),
    "queues-and-logs": frozenset({"queues-and-logs", "retries-and-backpressure"}),
}


_LOG_WORDS: Final = Pattern(
    r"\b(kafka|kinesis|redpanda|pulsar|topics?|event\s+hubs?|log)\b", ignore_case=True, groups=False
)


def _reading_role(ask: Ask) -> str:
    """The named part's role, a queue drawn for a Kafka topic read as the log it is."""
    if not ask.named:
        return ""
    role = ask.named[0].role or ""
    part = ask.facts.of(ask.named[0].id) if ask.facts else None
    if role == "queue" and part is not None and _LOG_WORDS.search(f"{part.label} {part.text}"):
        return "log"
    return role


def _read_further(ask: Ask, said: str) -> str | None:
    """The best lesson passage's lesson, unless the answer already links a lesson."""
    if "](/learn/" in said or ask.unexplained is not None:
        return None
    # A failure's reading is the lesson on how that kind of part survives one, not a passage
    # that shares the question's other words ("Failing open or closed" for a database).
    home = _FAILURE_READING.get(_reading_role(ask)) if ask.kind == "failure" else None
    kin = ask.hits[0].passage.lesson_id in _KIN.get(home[0], ()) if home and ask.hits else False
    if home is not None and not kin:
        lesson, title, heading = home
        return f"Read more: {lesson_link(lesson, title)}, “{heading}”."
    # Only a passage about what was asked: "Caching" is no further reading on a PSP's timeout.
    for hit in ask.hits[:1]:
        if on_topic(hit, ask.question) and not off_problem(hit, ask.question):
            link = lesson_link(hit.passage.lesson_id, hit.passage.lesson_title)
            return f"Read more: {link}, “{hit.passage.heading}”."
    return None
