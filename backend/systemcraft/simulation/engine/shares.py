"""The brief's reads and writes at peak, shared out among its flows.

The brief's reads go to the flows that read, its writes to those that write: a flow the brief
gives a figure of its own takes that, and the others share what is left evenly. When every
flow has a figure, they share all of it in proportion (the brief's writes may count several
for one request). A consumer flow the brief gives a figure says what reaches its broker: the
flows that write there carry it; and one that ends at a store (preferences looked up at send
time) makes that many of the brief's reads, which the flows from the clients then do not.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.assessment.engine.roles import STORES
from systemcraft.simulation.engine.inputs import Brief
from systemcraft.simulation.engine.routing import BROKERS, Route

Rates = dict[str, tuple[float, float]]  # per flow id, (peak, average)


@dataclass
class Given:
    """What the consumer flows' figures say about the flows that feed them."""

    written: dict[str, float] = field(default_factory=dict)  # writes a feeding flow carries
    looked_up: float = 0.0  # the brief's reads the consumers make


def given_by_consumers(
    brief: Brief,
    consumers: Sequence[FlowMatch],
    writing: Sequence[FlowMatch],
    routes: Mapping[str, Route],
) -> Given:
    given = Given()
    for m in consumers:
        figure = brief.flow_peaks.get(m.flow.id)
        if figure is None:
            continue
        if looks_up(m):
            given.looked_up += figure
        brokers = broker_starts(m)
        feeding = [
            w.flow.id
            for w in writing
            if w.flow.id not in brief.flow_peaks
            and any(routes[w.flow.id].reach_by_component().get(b, 0.0) > 0 for b in brokers)
        ]
        # Consumers of the same broker take the same messages: the most any says is written.
        for flow_id in feeding:
            given.written[flow_id] = max(given.written.get(flow_id, 0.0), figure / len(feeding))
    return given


def looks_up(m: FlowMatch) -> bool:
    """A consumer flow that ends at stores reads them (preferences looked up at send time)."""
    return m.flow.steps()[-1] <= STORES - BROKERS


def broker_starts(m: FlowMatch) -> list[int]:
    """The brokers a consumer flow takes its messages from."""
    first = m.flow.steps()[0]
    return [n.index for n in m.nodes if n.role in first and n.role in BROKERS]


def share_out(
    brief: Brief,
    reading: Sequence[FlowMatch],
    writing: Sequence[FlowMatch],
    given: Given,
) -> tuple[Rates, Rates]:
    """Each flow's (peak, average), and of them its reads'."""
    shares: Rates = {}
    reads: Rates = {}
    for rate, own, takers, taken in (
        (brief.reads, reading, reading or writing, given.looked_up),
        (brief.writes, writing, writing or reading, 0.0),
    ):
        ratio = rate.average / rate.peak if rate.peak else 0.0
        peaks = {**brief.flow_peaks, **given.written} if rate is brief.writes else brief.flow_peaks
        figures = {m.flow.id: peaks[m.flow.id] for m in own if m.flow.id in peaks}
        rest = [m.flow.id for m in takers if m.flow.id not in figures]
        scale = 1.0 if rest else rate.peak / sum(figures.values()) if figures else 0.0
        left = max(rate.peak - sum(figures.values()) - taken, 0.0)
        parts = {flow_id: figure * scale for flow_id, figure in figures.items()}
        parts.update({flow_id: left / len(rest) for flow_id in rest})
        for flow_id, part in parts.items():
            peak, average = shares.get(flow_id, (0.0, 0.0))
            shares[flow_id] = (peak + part, average + part * ratio)
            if rate is brief.reads:
                reads[flow_id] = (part, part * ratio)
    return shares, reads
