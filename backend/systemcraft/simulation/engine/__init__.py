"""The simulation engine: pure Python over the design document, like the assessment engine,
whose reading of the design it shares. README.md maps its stages to modules."""

from systemcraft.simulation.engine.inputs import Brief, Failure, Rate, Settings, brief_from
from systemcraft.simulation.engine.results import Simulation
from systemcraft.simulation.engine.simulate import simulate

__all__ = ["Brief", "Failure", "Rate", "Settings", "Simulation", "brief_from", "simulate"]
