"""What checking a design against its problem's rubric found: each check with what passed and
what failed, the wrong answers, the requirements left out, and the signs that cap the score
(scoring/caps.py)."""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.assessment.engine.results import Dimension
from systemcraft.assessment.engine.rubric.capacity import Load
from systemcraft.assessment.engine.rubric.claims import Claim
from systemcraft.assessment.engine.rubric.schema import DataHome, Decision, Figure, Pitfall

CheckName = Literal[
    "compute scaled out",
    "capacity for the peak",
    "sized to the brief",
    "decisions",
    "state where it belongs",
    "replication mode chosen",
    "no single point of failure",
]

# What a check looks at: the components on the flows, the brief's figures, the interviewer's
# decisions, the homes the rubric gives the state, or the brief's rates on the components.
Item = Node | Decision | Figure | DataHome | Load


@dataclass(frozen=True, kw_only=True)
class RubricCheck:
    dimension: Dimension
    name: CheckName
    weight: float  # how much it counts towards its dimension (rubric/checks.py)
    passed: tuple[Item, ...]
    failed: tuple[Item, ...]

    @property
    def share(self) -> float:
        """0 to 1: how much of it the design shows."""
        return len(self.passed) / (len(self.passed) + len(self.failed))


class FoundPitfall(NamedTuple):
    """A wrong answer the design gives, with the component it was written on (if any)."""

    decision: Decision
    pitfall: Pitfall
    nodes: tuple[Node, ...]
    passage: int  # which excerpt of what the user wrote it was found in


# Below this share of the fallible parts with a spare copy, a drawing protects little.
THIN_SPARES = 0.5
# At most this many parts is a sketch: a client, a balancer, a server or two and a database.
SKETCH = 5


@dataclass(frozen=True, kw_only=True)
class RubricResult:
    flows: tuple[FlowMatch, ...]
    checks: tuple[RubricCheck, ...]
    pitfalls: tuple[FoundPitfall, ...]  # each fails its decision
    missing_requirements: tuple[str, ...]  # the functional requirements nothing handles
    bypasses: tuple[Node, ...]  # clients wired straight to a store
    # What the user wrote that the engine could not read, as opposed to what is missing:
    # (the component, or None for the notes, and the text).
    unreadable: tuple[tuple[Node | None, str], ...]
    off_brief: bool  # it names little of what the brief is about
    unnamed_terms: tuple[str, ...]  # when off brief, the brief's terms it leaves out
    dense_mesh: bool  # everything wired to everything
    numberless: bool  # it writes almost no numbers
    empty: bool  # nothing drawn
    undrawn: tuple[Claim, ...] = ()  # parts the notes rely on that nobody drew
    components: int = 0  # how many parts are drawn

    @property
    def drawing_is_thin(self) -> bool:
        """No part of the drawing carries the brief's peak, and fewer than half of the parts
        that can fail on its flows have a spare: the notes carry the design, not the drawing."""
        carried = self.checks_named("capacity for the peak")
        spared = self.checks_named("no single point of failure")
        return (
            bool(carried and spared)
            and all(check.share == 0 for check in carried)
            and all(check.share < THIN_SPARES for check in spared)
        )

    @property
    def talks_past_drawing(self) -> bool:
        """The notes rely on two or more kinds of part that nothing drawn is."""
        return len({claim.role for claim in self.undrawn}) >= 2

    @property
    def sketch_under_talk(self) -> bool:
        """A handful of boxes (a server or two and a database) under notes that rely on two or
        more kinds of part nobody drew: the notes describe another design."""
        return self.components <= SKETCH and self.talks_past_drawing

    @property
    def sole_records(self) -> tuple[Node, ...]:
        """The stores a flow that must be durable before its answer ends in (the store of
        record: bookings, payments, messages) that run as one copy with no plan for their loss:
        one disk away from losing what the user was told is saved."""
        unprotected = set(nodes_in(self.checks_named("no single point of failure")))
        return tuple(
            node
            for match in self.flows
            if match.flow.durable_before_answer
            for node in match.nodes
            if node in unprotected and node.role in match.flow.steps()[-1]
        )

    @property
    def missing_flows(self) -> tuple[str, ...]:
        return tuple(match.flow.name for match in self.flows if not match.present)

    @property
    def flows_present(self) -> float:
        """0 to 1: the share of the brief's flows the design carries."""
        return sum(match.present for match in self.flows) / len(self.flows)

    @property
    def parts_missing(self) -> int:
        """The requirements nothing handles, plus one when a flow is missing."""
        return len(self.missing_requirements) + (self.flows_present < 1)

    @property
    def open_questions(self) -> tuple[Decision, ...]:
        """The decisions an interviewer asks about that the design leaves unanswered."""
        return tuple(
            item
            for check in self.checks_named("decisions")
            for item in check.failed
            if isinstance(item, Decision)
        )

    def checks_named(self, name: CheckName) -> list[RubricCheck]:
        return [check for check in self.checks if check.name == name]


def nodes_in(checks: Sequence[RubricCheck], *, failed: bool = True) -> tuple[Node, ...]:
    """The components the checks failed (or passed), in order."""
    items = [item for c in checks for item in (c.failed if failed else c.passed)]
    return tuple(item for item in items if isinstance(item, Node))
