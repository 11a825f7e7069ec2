"""Options weighed side by side: the lesson's comparison table cut to the options asked about,
every criterion the lesson compares them on, the lesson linked. Written as a list, one
criterion a line: the chat is too narrow for a table's columns."""

from systemcraft.assessment.engine import lesson_link
from systemcraft.coach.comparisons import ASIDE, Compared


def side_by_side(compared: Compared) -> str:
    table = compared.comparison
    if len(compared.named) == 1:
        return _row(compared)
    names = [_short(table.options[option]) for option in compared.named]
    lines = [
        f"- **{_flat(criterion)}**: "
        + "; ".join(
            f"{name}: {_flat(table.cells[option][index])}"
            for name, option in zip(names, compared.named, strict=True)
        )
        for index, criterion in enumerate(table.criteria)
    ]
    full = " and ".join(f"**{_flat(table.options[option])}**" for option in compared.named)
    return "\n".join(
        [
            f"{full}, side by side:",
            "",
            *lines,
            "",
            f"— {lesson_link(table.lesson_id, table.lesson_title)}, “{table.heading}”",
        ]
    )


def _row(compared: Compared) -> str:
    """One option of a table, asked about on its own: what the lesson says of it on each
    criterion."""
    table, option = compared.comparison, compared.named[0]
    lines = [
        f"- **{_flat(criterion)}**: {_flat(table.cells[option][index])}"
        for index, criterion in enumerate(table.criteria)
    ]
    return "\n".join(
        [
            f"**{_flat(table.options[option])}**, as our lesson sets it beside the other options:",
            "",
            *lines,
            "",
            f"— {lesson_link(table.lesson_id, table.lesson_title)}, “{table.heading}”",
        ]
    )


def _short(option: str) -> str:
    # "Queue (SQS, RabbitMQ)" is "Queue" once the examples have been given.
    return _flat(ASIDE.sub("", option)) or _flat(option)


def _flat(text: str) -> str:
    return " ".join(text.split())
