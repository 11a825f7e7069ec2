"""simulate(): the simulation's one entry. A design and the brief's figures go in; how each
component and flow fares second by second, a verdict and its explanation come out. It reads as
the stages it runs, each a call into the module that does it.

Deterministic: there is no randomness, so the same input always gives the same output.
"""

from collections.abc import Mapping

from systemcraft.assessment.engine.expectations import Expectations
from systemcraft.assessment.engine.flows.matching import find_flows
from systemcraft.assessment.engine.graph.design_graph import DesignGraph, build_graph
from systemcraft.assessment.engine.reading.writing import read_writing, reading_limit
from systemcraft.assessment.engine.rubric.redundancy import own_texts
from systemcraft.design import ExportDocument
from systemcraft.kit.deadline import check_deadline
from systemcraft.simulation.engine.breaking_point import breaking_load
from systemcraft.simulation.engine.conditions import REPLICATION_LAG_S, loses_writes
from systemcraft.simulation.engine.connections import connections_at_peak
from systemcraft.simulation.engine.cost import cost_per_month
from systemcraft.simulation.engine.edge_traffic import traffic_per_connection
from systemcraft.simulation.engine.first_failure import first_failure
from systemcraft.simulation.engine.headline import component_results, flow_results, timeline_steps
from systemcraft.simulation.engine.inputs import Brief, Settings
from systemcraft.simulation.engine.parts import read_parts
from systemcraft.simulation.engine.results import Simulation
from systemcraft.simulation.engine.routing import hit_ratio_of
from systemcraft.simulation.engine.system import System
from systemcraft.simulation.engine.timeline import Moment, multiplier, run_timeline
from systemcraft.simulation.engine.traffic import load_at_peak, plan_traffic
from systemcraft.simulation.engine.verdict import not_in_design, summary, verdict


def simulate(
    document: ExportDocument,
    brief: Brief,
    settings: Settings | None = None,
    expectations: Expectations | None = None,
) -> Simulation:
    """Run the design under the brief's traffic, with the learner's settings (1× peak, steady
    and nothing failing when None), along the rubric's flows when `expectations` has one."""
    settings = settings or Settings()
    system = build_system(document, brief, settings, expectations)
    check_deadline()
    moments = run_timeline(system, settings)
    check_deadline()
    breaking = breaking_load(system)
    components = component_results(system, moments)
    flows = flow_results(system, moments)
    failure = first_failure(system, moments)
    chosen = verdict(system, flows, moments)
    return Simulation(
        verdict=chosen,
        summary=summary(system, chosen, settings.load, flows, breaking, failure, settings.shape)
        + not_in_design(system),
        components=components,
        flows=flows,
        connections=traffic_per_connection(document.design.connections, system, components),
        timeline=timeline_steps(system, moments),
        first_failure=failure,
        writes_lost=writes_lost(system, settings, moments),
        cost_per_month_usd=cost_per_month(system),
        breaking_load=breaking,
        missing_flows=system.missing,
    )


def build_system(
    document: ExportDocument,
    brief: Brief,
    settings: Settings,
    expectations: Expectations | None,
) -> System:
    """Read the design (the assessment's own reading), find its flows and route the brief's
    traffic along them, then size each component."""
    with reading_limit():
        writing = read_writing(document.design)
        graph = build_graph(document.design)
        texts = own_texts(graph, writing.excerpts)
        rubric = expectations.rubric if expectations else None
        matches = find_flows(graph, rubric.flows) if rubric and graph.nodes else ()
        hit_ratios = _hit_ratios(graph, texts, settings)
        flows = plan_traffic(graph, brief, matches, hit_ratios)
        reads, writes = load_at_peak(graph, flows)
        parts = read_parts(graph, texts, [r + w for r, w in zip(reads, writes, strict=True)])
    connections = connections_at_peak(parts, expectations)
    present = {m.flow.id for m in matches if m.present}
    missing = tuple(f.name for f in (rubric.flows if rubric else ()) if f.id not in present)
    return System(graph, brief, parts, flows, reads, writes, connections, missing, hit_ratios)


def _hit_ratios(
    graph: DesignGraph, texts: Mapping[int, str], settings: Settings
) -> dict[int, float]:
    """Each cache's and CDN's share of reads: the learner's choice for the run, else what its
    design states, else the default for its kind."""
    return {
        node.index: hit_ratio_of(node.role, settings.hit_ratios.get(node.id), texts[node.index])
        for node in graph.nodes
    }


def writes_lost(system: System, settings: Settings, moments: list[Moment]) -> int:
    """Writes a failed primary acknowledged that its asynchronous replicas never received."""
    lost = 0.0
    for failure in settings.failures:
        index = system.index_of[failure.component_id]
        part = system.parts[index]
        if failure.at_s < settings.duration_s and loses_writes(part, failure):
            times = multiplier(settings.shape, settings.load, failure.at_s, settings.duration_s)
            lost += system.writes[index] * times * REPLICATION_LAG_S
    return round(lost)
