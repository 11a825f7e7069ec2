"""What every rule gets to look at, and the Observation each rule reports."""

from dataclasses import dataclass
from functools import cached_property

from systemcraft.assessment.engine.expectations import WEIGHT_RANK, Capability, Expectations
from systemcraft.assessment.engine.graph.chains import Chain, longest_chains
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.graph.journeys import Journeys, can_fail_alone, trace_journeys
from systemcraft.assessment.engine.results import Dimension, Severity
from systemcraft.assessment.engine.roles import ComponentKind
from systemcraft.assessment.engine.wording.messages import Message


@dataclass(frozen=True)
class Observation:
    """What a rule reports, a problem or a strength, with a next step for a problem. The rule's
    declaration adds its id, dimension and lesson (see registry.py)."""

    severity: Severity
    nodes: tuple[Node, ...]
    message: Message
    why: str  # our own prose: never contains user text
    next_step: Message | None = None
    # Set only where this observation differs from the rule's usual ones; the rule must have
    # declared it among its others.
    dimension: Dimension | None = None
    lesson: str | None = None


class Context:
    def __init__(self, graph: DesignGraph, expectations: Expectations) -> None:
        self.graph = graph
        self.expectations = expectations

    @cached_property
    def journeys(self) -> Journeys:
        return trace_journeys(self.graph, can_fail_alone)

    @cached_property
    def chains(self) -> tuple[Chain | None, Chain | None]:
        return longest_chains(self.graph)

    def need(self, capability: Capability) -> int:
        """0 not needed, 1 useful, 2 important, 3 essential."""
        weight = getattr(self.expectations.capabilities, capability)
        return WEIGHT_RANK[weight]

    def connected(self, *kinds: ComponentKind) -> list[Node]:
        return [node for node in self.graph.of_kind(*kinds) if not self.graph.is_isolated(node)]


def when_missing(need: int) -> Severity | None:
    """How bad the absence of a capability is: major if essential, minor if important."""
    return "major" if need >= 3 else "minor" if need == 2 else None
