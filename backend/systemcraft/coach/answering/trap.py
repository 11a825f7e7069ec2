"""A wrong answer the question itself proposes or describes ("should my distributors shard by
metric name?", "will autoscaling on CPU be enough for the on-sale?"): the brief's rubric names
it as a trap interviewers catch, with what goes wrong and what to do instead, and that is said
first, in the rubric's own words. Read as the engine reads the design: not where the question
says the opposite ("never on CPU"), nor where it or the design says what mends it. Pure."""

from systemcraft.assessment.engine.reading.writing import affirmed
from systemcraft.assessment.engine.rubric.coverage import falls_into
from systemcraft.assessment.engine.rubric.schema import Pitfall
from systemcraft.coach.answering.context import Ask


def trap(ask: Ask) -> Pitfall | None:
    if ask.brief is None:
        return None
    written = ask.facts.written if ask.facts is not None else ()
    return next(
        (
            p
            for p in ask.brief.pitfalls
            if falls_into(p, ask.question)
            and not (p.unless_anywhere and any(affirmed(t, p.unless_anywhere) for t in written))
        ),
        None,
    )


def trap_block(pitfall: Pitfall) -> str:
    return f"**A trap interviewers look for here:** {pitfall.problem} {pitfall.fix}"
