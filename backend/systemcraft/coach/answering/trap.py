"""A wrong answer the question itself proposes or describes ("should my distributors shard by
metric name?", "will autoscaling on CPU be enough for the on-sale?"): the brief's rubric names
it as a trap interviewers catch, with what goes wrong and what to do instead, and that is said
first, in the rubric's own words. Pure."""

from systemcraft.coach.answering.context import Ask
from systemcraft.kit.patterns import Pattern


def trap_block(ask: Ask) -> str | None:
    if ask.brief is None:
        return None
    for pitfall in ask.brief.pitfalls:
        if Pattern(pitfall.pattern, ignore_case=True, groups=False).search(ask.question):
            return f"**A trap interviewers look for here:** {pitfall.problem} {pitfall.fix}"
    return None
