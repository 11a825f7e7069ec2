"""The bytes a media brief moves, where no CDN or object store is drawn to move them: the
servers on the path carry every photo or video byte, and at the brief's peak the bytes need
more servers than the requests do. Pure."""

import math
from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, plural
from systemcraft.coach.design_facts import PartFacts

# A brief this heavy moves media, not records: 100 Gbps at peak and more.
MEDIA_BITS: Final = 1e11
# What one server's network card carries, kept under 70%: about 7 of a typical 10 Gbps.
SERVER_BITS: Final = 7e9
_CARRIERS: Final = frozenset({"service", "gateway"})
_OFF_THE_PATH: Final = frozenset({"cdn", "object-store"})


def bytes_line(ask: Ask, part: PartFacts) -> str | None:
    if ask.brief is None or ask.facts is None or part.node.role not in _CARRIERS:
        return None
    bits = ask.brief.figure("peak_bandwidth_bits_per_second")
    if (
        bits is None
        or bits < MEDIA_BITS
        or any(p.node.role in _OFF_THE_PATH for p in ask.facts.parts)
    ):
        return None
    servers = math.ceil(bits / SERVER_BITS)
    return (
        f"- Bytes, not requests, size {name(part.label)} here: the brief's peak is about "
        f"{bits / 1e9:,.0f} Gbps (its own figure), and with no CDN or object store drawn every "
        f"byte leaves through the servers. At about 7 Gbps a server (a 10 Gbps card kept under "
        f"70%) that is {plural(servers, 'server')} for the bytes alone, whatever the requests "
        "need. Keep the media in an object store and serve it through a CDN (uploads go "
        "straight to storage with a signed URL), so the servers carry only the requests and "
        "their small answers."
    )
