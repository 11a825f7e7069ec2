"""How much memory a cache needs: what it keeps, not the brief's whole data. From a size the
question or the cache's own text names, with the per-key overhead an in-memory store adds, over
what one node holds usable, and a replica each when the cache is the only copy of its data."""

import math
from typing import Final

from systemcraft.assessment.engine.reading.quantities import quantities
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, plural, size
from systemcraft.coach.design_facts import PartFacts

# A 64 GB node keeps about 48 GB usable (the caching lessons' round figure), leaving room for
# copies made while it snapshots and for growth.
NODE_MEMORY: Final = 48e9
# Keys, pointers and the structures around each value: plan half as much again as the data.
OVERHEAD: Final = 1.5


def memory_line(ask: Ask, part: PartFacts) -> str:
    # A size the question gives is this cache's only when the question names it: "my 16 TB
    # disk on postgres" is the database's.
    asked = named_size(ask.question) if part in ask.named_facts() else None
    planned = asked or named_size(part.text)
    if planned is None:
        return (
            f"- {name(part.label)} holds what it keeps, not the brief's whole data: count the "
            "keys it keeps (only the hot or active ones, for a cache) × the bytes of each value, "
            f"plus about half again for the per-key overhead, then divide by about "
            f"{size(NODE_MEMORY)} usable a node (a 64 GB machine). Tell me that size and I will "
            "count the nodes."
        )
    needed = planned * OVERHEAD
    nodes = max(1, math.ceil(needed / NODE_MEMORY))
    return (
        f"- {name(part.label)}: {size(planned)} of data, plus about half again for the per-key "
        f"overhead of an in-memory store, is about {size(needed)}; at about "
        f"{size(NODE_MEMORY)} usable a node (a 64 GB machine) that is "
        f"{plural(nodes, 'node')} by memory alone, and {plural(2 * nodes, 'node')} with a replica "
        "each, which it needs when it is the only "
        "copy of what it keeps. Keeping less (only active users, fewer items each) shrinks it "
        "in proportion."
    )


def named_size(text: str) -> float | None:
    """The largest size the text names ("my notes say 2.4 TB")."""
    sizes = [q.value for q in quantities(text) if q.unit == "bytes"]
    return max(sizes) if sizes else None
