"""How many copies of a component the design states: "x3", "40 instances", "nodes: 20 x 8 vCPU".
Capacity multiplies what one copy carries by it; redundancy reads two or more as surviving the
loss of one."""

import re

from systemcraft.assessment.engine.graph import Node

_COPIES = (
    r"instances|nodes|shards|servers|pods|brokers|replicas|boxes|machines|hosts|partitions|"
    r"containers|workers|gpus|copies|count"
)
_NUMBER = r"~?(\d[\d,]*(?:\.\d+)?)\s?(k)?"
_COUNT = re.compile(
    # "x3" or "x 40", but not "20 x 8 vCPU", which says what each of the 20 is.
    r"(?:\bx\s?(\d[\d,]*)\b(?!\s?(?:v?cpus?|cores?|[kmgt]b|ms|gpus?)))"
    rf"|(?:{_NUMBER}\s?(?:{_COPIES})\b)"
    # A property named for its count: "nodes: 20 x 8 vCPU", "instances: ~60 across 2 DCs".
    rf"|(?:^\s*(?:{_COPIES})\s*:\s*{_NUMBER})",
    re.IGNORECASE | re.MULTILINE,
)


def stated_copies(node: Node, text: str) -> int | None:
    """The largest count of copies the design states for `node`, if any."""
    counts = [node.instances] if node.instances > 1 else []
    for match in _COUNT.finditer(text):
        if match.group(1):
            counts.append(int(match.group(1).replace(",", "")))
            continue
        number, thousands = (
            (match.group(2), match.group(3)) if match.group(2) else match.group(4, 5)
        )
        counts.append(int(float(number.replace(",", "")) * (1000 if thousands else 1)))
    return max(counts) if counts else None
