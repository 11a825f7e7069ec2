"""The load on a part the run sends nothing, read from its callers: a flow the run ends at the
service in front ("Suggest Frontend") still reaches the shards that service calls as it
answers. Each request a synchronous caller takes is counted as one call to the part. Pure."""

from dataclasses import dataclass
from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import listed, name
from systemcraft.coach.design_facts import PartFacts
from systemcraft.design.recognition import Role
from systemcraft.simulation.engine.routing import SPREADERS

# The parts the simulation spreads over what is behind them, and a CDN, which passes on only
# its misses.
_SPREADERS: Final[frozenset[Role | None]] = SPREADERS | {"cdn"}


@dataclass(frozen=True)
class CallerLoad:
    requests: float  # a second at the brief's peak, one call for each request its callers take
    callers: str  # their names, as the answer says them
    several: bool  # more than one caller


def load_from_callers(ask: Ask, part: PartFacts) -> CallerLoad | None:
    """What the part's synchronous callers take at peak, when the run loads any of them."""
    if ask.facts is None:
        return None
    graph = ask.facts.graph
    loaded: dict[str, float] = {}
    for edge in graph.incoming[part.node.index]:
        caller = graph.nodes[edge.source]
        result = ask.result_of(caller.id)
        taken = result.reads_rps + result.writes_rps if result is not None else 0.0
        # A balancer or gateway spreads what it takes over everything behind it: no count of
        # what reaches one of them.
        spreads = caller.role in _SPREADERS
        if edge.synchronous and taken >= 1 and caller.id != part.node.id and not spreads:
            loaded[caller.label] = taken
    if not loaded:
        return None
    names = [name(label) for label in loaded]
    return CallerLoad(sum(loaded.values()), listed(names), len(names) > 1)
