"""What a load balancer needs at the brief's peak. The simulation does not count its copies (it
forwards rather than works), but that is no licence to call a box the learner drew "elastic":
one instance carries a great deal, and what it lacks, more often, is a second. Pure."""

from typing import Final

from systemcraft.coach.answering.wording import name, plural, rate
from systemcraft.coach.design_facts import PartFacts

# Past this a single software balancer is no longer a comfortable fit, whatever its make.
_ONE_INSTANCE: Final = 300_000


def balancer_line(part: PartFacts, demand: float) -> str:
    through = (
        f"- {name(part.label)}: about {rate(demand)} requests a second pass through it at peak."
    )
    if demand <= _ONE_INSTANCE:
        reach = (
            " A load balancer forwards rather than works, so that is within reach of one "
            "well-sized instance (a software balancer passes tens of thousands a second per "
            "core); I do not count it by load."
        )
    else:
        reach = (
            " That is more than one instance should carry: spread it over several (DNS or "
            "anycast in front of them) or use a managed balancer that scales itself."
        )
    if part.spare and part.copies > 1:
        spare = f" It runs {plural(part.copies, 'copy', 'copies')}, so losing one leaves the rest."
    elif part.spare:
        spare = f" It has a spare: {part.spare_because or 'its text says so'}."
    else:
        spare = (
            " It runs as one copy, so its loss stops every request behind it: run a pair with "
            "a floating address, or a managed balancer."
        )
    return through + reach + spare
