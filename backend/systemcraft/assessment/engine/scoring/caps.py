"""The caps on the total: a design that leaves part of the brief out, answers another brief or
cannot be read is held down however much else it shows. Each row of CAPS is one cap; the
lowest limit among those that apply is the most the design scores, out of 15. The points come
off the highest dimension first."""

from collections.abc import Callable
from dataclasses import dataclass

from systemcraft.assessment.engine.results import DIMENSIONS, Dimension, Scores
from systemcraft.assessment.engine.rubric.result import RubricResult

MAX_TOTAL = 15


@dataclass(frozen=True)
class Cap:
    """One row of CAPS: a design for which `applies` holds scores at most `limit` of 15."""

    name: str
    limit: int  # the most the total can be
    applies: Callable[[RubricResult], bool]
    why: str


CAPS: tuple[Cap, ...] = (
    Cap(
        "a wrong answer",
        11,
        lambda result: bool(result.pitfalls),
        "A choice that breaks a requirement of the brief (an acknowledgement before the write "
        "is durable, an order taken from device clocks) is the one an interviewer stops on: "
        "the rest may be good, but the design is not excellent until it is answered right, "
        "and reviewers place such designs at 11 or below.",
    ),
    Cap(
        "two wrong answers",
        8,
        lambda result: _two_mistakes(result),
        "Two of the interviewer's questions answered wrong (acknowledging before the write is "
        "durable and ordering by device clocks, say) break two guarantees of the brief: "
        "reviewers place such designs in the fair band, at 8 or below, however well sized. One "
        "passage that answers two questions of one dimension with the same mistake is one.",
    ),
    Cap(
        "notes about parts nobody drew",
        9,
        lambda result: result.talks_past_drawing,
        "The notes rely on two or more kinds of part that nothing in the design is (a CDN and "
        "a search index, say): what is drawn is a sketch of what is said, and reviewers place "
        "such designs at 10 or below however right the notes sound.",
    ),
    Cap(
        "a sketch under notes about parts nobody drew",
        5,
        lambda result: result.sketch_under_talk,
        "Five boxes or fewer (a server or two and a database) under notes that rely on two or "
        "more kinds of part nobody drew: the notes describe a design that is not there, and "
        "interviewers place such answers at 2 to 6, as they would the sketch alone.",
    ),
    Cap(
        "a requirement left out",
        10,
        lambda result: bool(result.missing_requirements),
        "A design that leaves out a functional requirement can still be a good answer to the rest.",
    ),
    Cap(
        "almost no numbers",
        8,
        lambda result: result.numberless,
        "A design that writes almost no numbers (no instance counts, sizes, rates or timeouts) "
        "has sized nothing, however well it is drawn: reviewers place such designs at 7 or 8.",
    ),
    Cap(
        "a drawing that carries neither the load nor a spare",
        6,
        lambda result: result.drawing_is_thin,
        "The drawing carries none of the brief's peak and most of what can fail on its flows "
        "runs as one copy: what the notes say beyond it is a plan, not a design, and reviewers "
        "place such designs at 5 to 7 however much the notes recite.",
    ),
    Cap(
        "a flow left out",
        7,
        lambda result: result.flows_present < 1,
        "The brief cannot be met without every one of its flows, so the design cannot score "
        "above mediocre until the path is drawn.",
    ),
    Cap(
        "two parts of the brief left out",
        6,
        lambda result: result.parts_missing >= 2,
        "Two requirements with nothing that handles them, or a flow and a requirement: the "
        "design answers another question (a payment system offered for notifications), "
        "however well.",
    ),
    Cap(
        "off the brief",
        3,
        lambda result: result.off_brief,
        "A design for another problem, however good, does not answer this one.",
    ),
    Cap(
        "everything wired to everything",
        3,
        lambda result: result.dense_mesh,
        "No request path can be read from it, and it implies calls that would make no sense.",
    ),
    Cap("an empty canvas", 0, lambda result: result.empty, "There is nothing to score."),
)


def _two_mistakes(result: RubricResult) -> bool:
    """Wrong answers to two questions, other than one sentence answering two questions of the
    same dimension the same way ("check the code, then the alias, is free before inserting")."""
    found = result.pitfalls
    mistakes = {(f.passage, f.decision.dimension) for f in found}
    return len({f.decision.id for f in found}) >= 2 and len(mistakes) >= 2


def caps_on(result: RubricResult) -> list[Cap]:
    """The caps that apply to a design: why its total is held where it is."""
    return [cap for cap in CAPS if cap.applies(result)]


def apply_caps(scores: dict[Dimension, int], result: RubricResult) -> Scores:
    """The scores, with the lowest cap that applies taken off the highest dimensions a point at
    a time."""
    most = min((cap.limit for cap in caps_on(result)), default=MAX_TOTAL)
    capped = dict(scores)
    while sum(capped.values()) > most:
        highest = max(DIMENSIONS, key=lambda d: capped[d])
        capped[highest] -= 1
    return Scores.of(capped)


# The most a design that leaves out one requirement of a brief scores: the reference design of a
# neighbouring brief is held to it (tests/curriculum/test_problem_set.py).
REQUIREMENT_MISSING_CAP = next(cap.limit for cap in CAPS if cap.name == "a requirement left out")
