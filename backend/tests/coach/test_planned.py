"""What a design names for later is not what it does: "proper merging (OT or CRDT) is planned
once the basic product ships" leaves the interviewer's question open; and a trade-off that
weighs a trap against its mend is told the trap."""

from systemcraft.coach.answering.trap import trap
from tests.coach.briefs import ask, facts

QUESTION = "Should I swap last write wins per paragraph for OT or for a CRDT?"


def test_a_mend_planned_for_later_leaves_the_decision_open() -> None:
    merging = next(
        d
        for d in facts("collaborative-editor/postponed").decisions
        if d.decision.id == "conflict-resolution"
    )
    assert merging.state == "open"
    assert "planned once the basic product ships" in (merging.said or "")


def test_a_decision_said_as_done_stays_answered() -> None:
    merging = next(
        d
        for d in facts("collaborative-editor/excellent-9").decisions
        if d.decision.id == "conflict-resolution"
    )
    assert merging.state == "answered", merging


def test_a_trade_off_between_a_trap_and_its_mend_is_told_the_trap() -> None:
    weighed = trap(ask("collaborative-editor/postponed", QUESTION, "trade-off"))
    assert weighed is not None
    assert weighed.problem.startswith("Last-writer-wins over a whole document or paragraph")
    # Asked as a concept, the mend named beside it is read as the rubric reads a design.
    assert trap(ask("collaborative-editor/postponed", QUESTION, "concept")) is None
