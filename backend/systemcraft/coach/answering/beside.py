"""The store a cache stands beside: the databases its callers also call, which they read on a
miss (cache-aside), whether the design draws the cache in front of the store or beside it."""

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.coach.design_facts import PartFacts


def stores_beside(graph: DesignGraph, part: PartFacts) -> list[Node]:
    """The databases its callers (or their callers, through a client library drawn between)
    also call: a cache-aside store, read on a miss."""
    callers = [caller.index for caller in part.callers]
    callers += [edge.source for c in callers for edge in graph.incoming[c]]
    called = (graph.nodes[i] for c in dict.fromkeys(callers) for i in graph.called[c])
    return [n for n in dict.fromkeys(called) if n.role == "database"]
