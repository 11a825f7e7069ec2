"""Whether a broker is read by the component that writes to it: one box drawn for a service that
enqueues work and dequeues it at its own pace (a waiting room's dispatcher), or servers that
publish to a pub/sub's channels and listen on them, with one connection saying so."""

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.kit.patterns import Pattern

# A connection into a broker whose description says its caller also takes the messages out
# ("enqueue arrival, dispatcher dequeues 2,000/s"), or, for pub/sub, listens on its channels.
_CONSUMED = Pattern(
    r"\b(dequeu\w*|consum\w*|subscrib\w*|polls?|polling|pulls?|pulling|receiv\w*|listen\w*)\b",
    ignore_case=True,
    groups=False,
)
_CHANNELS = Pattern(r"\bchannels?\b", ignore_case=True, groups=False)


def read_by_its_caller(graph: DesignGraph, node: Node) -> bool:
    """Whether the connection into a broker says its caller also takes the messages out."""
    said = " ".join(e.description for e in graph.incoming[node.index])
    return bool(_CONSUMED.search(said)) or (node.kind == "pub-sub" and bool(_CHANNELS.search(said)))
