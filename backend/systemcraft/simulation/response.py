"""The simulation's answer as JSON, written straight from the engine's result.

The answer for the largest design is 5 MB: 120 seconds of 500 components. Validating the
result into SimulationOut and serializing that took twice as long as the run itself (about
350 ms here), since every point of the timeline became a model and then a dict again. Here
each field SimulationOut declares is read off the result once, points alike are written from
one dict, and pydantic's own serializer writes the bytes. The tests hold the JSON equal to
SimulationOut's on every reference design, so the two cannot drift apart.
"""

from collections.abc import Mapping
from typing import Any, Final

from pydantic import BaseModel
from pydantic_core import to_json

from systemcraft.simulation.engine.results import ComponentAt, Simulation, TimelineStep
from systemcraft.simulation.schemas import (
    ComponentAtOut,
    ComponentOut,
    ConnectionOut,
    FirstFailureOut,
    FlowAtOut,
    FlowOut,
    SimulationOut,
)


def _fields(model: type[BaseModel]) -> tuple[str, ...]:
    return tuple(model.model_fields)


_COMPONENT: Final = _fields(ComponentOut)
_FLOW: Final = _fields(FlowOut)
_CONNECTION: Final = _fields(ConnectionOut)
_POINT: Final = _fields(ComponentAtOut)
_FLOW_AT: Final = _fields(FlowAtOut)
_FAILURE: Final = _fields(FirstFailureOut)
_LISTS: Final = {"components": _COMPONENT, "flows": _FLOW, "connections": _CONNECTION}


def simulation_json(result: Simulation) -> bytes:
    """The JSON of SimulationOut.model_validate(result, from_attributes=True)."""
    answer: dict[str, Any] = {}
    for name in SimulationOut.model_fields:
        if name in _LISTS:
            answer[name] = [_read(item, _LISTS[name]) for item in getattr(result, name)]
        elif name == "timeline":
            answer[name] = _timeline(result.timeline)
        elif name == "first_failure":
            failure = result.first_failure
            answer[name] = _read(failure, _FAILURE) if failure else None
        else:
            answer[name] = getattr(result, name)
    return to_json(answer, inf_nan_mode="null")


def _read(item: object, fields: tuple[str, ...]) -> dict[str, Any]:
    return {name: getattr(item, name) for name in fields}


def _timeline(steps: tuple[TimelineStep, ...]) -> list[dict[str, Any]]:
    # A part that reads the same from one second to the next is the same point: written once.
    points: dict[int, dict[str, float]] = {}

    def point(at: ComponentAt) -> dict[str, float]:
        made = points.get(id(at))
        if made is None:
            made = points[id(at)] = _read(at, _POINT)
        return made

    # Seconds alike share their points' mapping too (headline.py): it is read once.
    read: dict[int, dict[str, dict[str, float]]] = {}

    def components(step: TimelineStep) -> dict[str, dict[str, float]]:
        made = read.get(id(step.components))
        if made is None:
            made = {part: point(at) for part, at in step.components.items()}
            read[id(step.components)] = made
        return made

    return [
        {"t": step.t, "components": components(step), "flows": _flows_at(step.flows)}
        for step in steps
    ]


def _flows_at(flows: Mapping[str, object]) -> dict[str, dict[str, Any]]:
    return {name: _read(at, _FLOW_AT) for name, at in flows.items()}
