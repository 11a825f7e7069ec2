"""The brief's reads and writes at peak, shared out among its flows.

The brief's reads go to the flows that read, its writes to those that write: a flow the brief
gives a figure of its own takes that, and the others share what is left evenly. When every
flow has a figure, they share all of it in proportion (the brief's writes may count several
for one request).
"""

from collections.abc import Sequence

from systemcraft.assessment.engine.flows.matching import FlowMatch
from systemcraft.simulation.engine.inputs import Brief

Rates = dict[str, tuple[float, float]]  # per flow id, (peak, average)


def share_out(
    brief: Brief, reading: Sequence[FlowMatch], writing: Sequence[FlowMatch]
) -> tuple[Rates, Rates]:
    """Each flow's (peak, average), and of them its reads'."""
    shares: Rates = {}
    reads: Rates = {}
    for rate, own, takers in (
        (brief.reads, reading, reading or writing),
        (brief.writes, writing, writing or reading),
    ):
        ratio = rate.average / rate.peak if rate.peak else 0.0
        figures = {
            m.flow.id: brief.flow_peaks[m.flow.id] for m in own if m.flow.id in brief.flow_peaks
        }
        rest = [m.flow.id for m in takers if m.flow.id not in figures]
        scale = 1.0 if rest else rate.peak / sum(figures.values()) if figures else 0.0
        left = max(rate.peak - sum(figures.values()), 0.0)
        parts = {flow_id: figure * scale for flow_id, figure in figures.items()}
        parts.update({flow_id: left / len(rest) for flow_id in rest})
        for flow_id, part in parts.items():
            peak, average = shares.get(flow_id, (0.0, 0.0))
            shares[flow_id] = (peak + part, average + part * ratio)
            if rate is brief.reads:
                reads[flow_id] = (part, part * ratio)
    return shares, reads
