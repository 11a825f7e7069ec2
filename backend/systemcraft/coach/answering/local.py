"""State kept in each copy's own memory instead of a shared store ("could each gateway just
count in its own memory?"): each copy sees only the share of a key's requests the balancer sends
it, so a limit or a count kept per copy is off by up to the number of copies. Pure."""

from typing import Final

from systemcraft.assessment.engine.roles import COMPUTE
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Pattern

_IN_ITS_OWN_MEMORY: Final = Pattern(
    r"\b(count|counts|counting|keep|keeps|track|tracks|store|stores|hold|holds|cache|caches)\b"
    r"[^.?!]{0,40}\b(in\s+(its|their|each|my)\s+(own\s+)?(local\s+)?memory|locally|in[- ]process|"
    r"in\s+memory)\b",
    ignore_case=True,
    groups=False,
)
_SHARE: Final = Pattern(r"\b\d+(\.\d+)?\s*%", groups=False)
_FLEET: Final = Pattern(r"\b(fleet|across|whole|every|all)\b", ignore_case=True, groups=False)


def local_state_block(ask: Ask) -> str | None:
    if ask.facts is None or not _IN_ITS_OWN_MEMORY.search(ask.question):
        return None
    fleet = max(
        (p for p in ask.named_facts() if p.node.role in COMPUTE and p.copies > 1),
        key=lambda p: p.copies,
        default=None,
    ) or _largest_fleet(ask)
    if fleet is None:
        return None
    copies = fleet.copies
    bound = next(
        (
            r
            for r in (ask.brief.requirements if ask.brief else ())
            if _SHARE.search(r) and _FLEET.search(r)
        ),
        None,
    )
    said = [
        f"**Kept in each copy's memory:** your {copies} copies of {name(fleet.label)} would each "
        "see only the share of a key's requests the balancer sends it, about 1 in "
        f"{copies}. A limit or a count kept per copy is then off by up to {copies} times: set "
        f"to the full limit, the fleet lets through up to {copies} times it; set to 1/{copies} "
        "of it, a key whose requests land unevenly is refused early.",
    ]
    if bound:
        said.append(f"The brief asks {quote(bound)}, which per-copy counts alone cannot keep.")
    said.append(
        "What it buys is the hop saved on each request and no shared store to fail. The middle "
        "ground keeps both: count locally and add each copy's counts to the shared store every "
        "few hundred milliseconds, so the error is bounded by what arrives in one interval; or "
        "use the local count only as the fallback while the shared store is unreachable."
    )
    return " ".join(said)


def _largest_fleet(ask: Ask) -> PartFacts | None:
    fleets = [p for p in ask.facts.parts if p.node.role in COMPUTE] if ask.facts else []
    largest = max(fleets, key=lambda p: p.copies, default=None)
    return largest if largest is not None and largest.copies > 1 else None
