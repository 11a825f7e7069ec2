"""The answer about a design drawn for another problem: it says so, and what this problem's
brief asks for, rather than measuring the parts of one system against another's brief."""

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name

# The brief's requirements listed in full would bury the point: its first few say what it is.
MOST_REQUIREMENTS = 4


def another_problem(ask: Ask) -> str:
    other = ask.resembles or "another problem"
    this = ask.brief.title if ask.brief else "this problem"
    said = (
        f"Your design reads like a design for {name(other)}, not for {name(this)}, the problem "
        "it is handed in for: its parts, notes and properties share far more with that brief "
        "than with this one. So I will not measure its parts against this brief, which they "
        "were not drawn for."
    )
    if ask.brief is None:
        return said
    wanted = "\n".join(f"- {r}" for r in ask.brief.requirements[:MOST_REQUIREMENTS])
    return (
        f"{said}\n\nWhat {name(this)} asks for, to start:\n{wanted}\n\n"
        "If you meant to answer this brief, draw the parts that do these (the problem page "
        "has the whole brief and its figures), and ask again; if this design belongs to the "
        "other problem, open it there and I can size it or say what happens when a part fails."
    )
