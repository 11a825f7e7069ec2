"""How findings name the parts of a brief: a flow's path of roles, a figure as people say it
("20,000 a second", "3 TB", "6 billion"), and where a kind of state belongs."""

from collections.abc import Sequence

from systemcraft.assessment.engine.rubric.schema import DataHome, Figure, Flow
from systemcraft.design.recognition import ROLE_NAMES


def path_text(flow: Flow) -> str:
    steps = [" or ".join(ROLE_NAMES[role] for role in sorted(step)) for step in flow.steps()]
    return " → ".join(steps)


_LARGE = ((1e12, "trillion"), (1e9, "billion"), (1e6, "million"))
_BYTES = ((1e15, "PB"), (1e12, "TB"), (1e9, "GB"), (1e6, "MB"), (1e3, "KB"))
_BITS = ((1e12, "Tbps"), (1e9, "Gbps"), (1e6, "Mbps"), (1e3, "kbps"))


def _scaled(value: float, steps: Sequence[tuple[float, str]], sep: str = " ") -> str | None:
    for size, name in steps:
        if value >= size:
            return f"{value / size:,.3g}{sep}{name}"
    return None


def figure_text(figure: Figure) -> str:
    """A brief's number as people say it: "20,000 a second", "3 TB", "6 billion"."""
    return f"{figure.what} (about {rate_text(figure.value, figure)})"


def rate_text(value: float, figure: Figure) -> str:
    """`value` in `figure`'s unit, as people say it."""
    if figure.unit == "bytes":
        shown = _scaled(value, _BYTES) or f"{value:,.0f} bytes"
    elif figure.unit == "bits per second":
        shown = _scaled(value, _BITS) or f"{value:,.0f} bps"
    else:
        shown = _scaled(value, _LARGE) or f"{value:,.0f}"
        shown += " a second" if figure.unit == "per second" else ""
    return shown


def figures_text(items: Sequence[object]) -> str:
    return ", ".join(figure_text(item) for item in items if isinstance(item, Figure))


def article(noun: str) -> str:
    return f"an {noun}" if noun[0] in "aeiou" else f"a {noun}"


def homes_text(items: Sequence[object]) -> str:
    homes = [item for item in items if isinstance(item, DataHome)]
    return "; ".join(
        f"{home.what} (in {article(' or '.join(ROLE_NAMES[role] for role in home.roles))})"
        for home in homes
    )
