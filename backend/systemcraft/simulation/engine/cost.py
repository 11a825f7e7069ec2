"""What the design costs a month, as a round estimate a learner can compare designs by.

Per copy: on-demand prices of a mid-sized cloud instance for each kind of part, rounded (an
application server about $150 a month, a managed database primary with its storage about $700).
Services run as elastic (CDN, DNS, object storage, load balancers) are priced by the requests
they serve at the brief's average, per million. Neither includes bandwidth or storage volume.
"""

from typing import Final

from systemcraft.design.recognition import Role
from systemcraft.simulation.engine.parts import Part
from systemcraft.simulation.engine.system import System

PER_COPY_USD: Final[dict[Role, float]] = {
    "gateway": 150,
    "service": 150,
    "realtime": 200,
    "worker": 150,
    "cache": 250,
    "database": 700,
    "search": 500,
    "coordination": 150,
    "queue": 200,
    "log": 400,
    "pub-sub": 200,
}
PER_MILLION_REQUESTS_USD: Final[dict[Role, float]] = {
    "cdn": 1.0,
    "dns": 0.4,
    "object-store": 0.4,
    "load-balancer": 0.8,
}
SECONDS_A_MONTH: Final = 30 * 86_400


def cost_per_month(system: System) -> int:
    brief = system.brief
    peak = brief.reads.peak + brief.writes.peak
    average_share = (brief.reads.average + brief.writes.average) / peak if peak else 0.0
    total = sum(_part_cost(part, system, average_share) for part in system.parts)
    return int(round(total, -1))


def _part_cost(part: Part, system: System, average_share: float) -> float:
    if part.role is None or part.role == "client":
        return PER_COPY_USD["service"] * part.copies if part.role is None else 0.0
    if part.role in PER_MILLION_REQUESTS_USD:
        served = (system.reads[part.index] + system.writes[part.index]) * average_share
        return served * SECONDS_A_MONTH / 1e6 * PER_MILLION_REQUESTS_USD[part.role]
    return PER_COPY_USD.get(part.role, PER_COPY_USD["service"]) * part.copies
