"""The engine's findings the design itself answers elsewhere than the engine reads, which the
coach must not say when the learner can see they are not so: a cache "has no TTL" where the
design writes the lifetime its writers set ("the SDK adds T3600 to any set without an
expiry"); a design without estimates "cannot show it carries the brief's load" where its parts
carry the sizing ("600k tok/s = 120 servers"); a service "runs as one copy" where the notes
give every service its copies ("services run in 3 AZs at N+1"). Nor praise the design did not
earn: a chain that "fits in 57 ms" where no hop's latency is written is the engine's typical
costs fitting, not the design. Pure."""

from collections.abc import Iterator, Sequence
from typing import Final

from systemcraft.assessment.engine import Finding
from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.design.export import ExportDocument, ExportedComponent
from systemcraft.kit.patterns import Pattern

_TTL_WRITTEN: Final = Pattern(
    r"\b(?:ttl|expiry|expires?|exptime)\b[^.;\n]{0,40}?\d+\s*(?:s|secs?|seconds?|m|mins?|minutes?"
    r"|h|hrs?|hours?|d|days?)\b|\bT\d{2,6}\b|\bttl\s+default\s+\d",
    ignore_case=True,
    groups=False,
)

_CHAIN: Final = "synchronous-chain"
_ONE_COPY: Final = frozenset({"brief-single-point-of-failure", "single-point-of-failure"})
# A copy policy the notes give every service ("AZ lost: services run in 3 AZs at N+1"), which
# the canvas may not repeat on each part.
_FLEET_POLICY: Final = Pattern(
    r"\b(all|every|each|our)?\s*(services|servers|apps|pods)\s+(all\s+)?(run|are\s+deployed|"
    r"deployed|are\s+replicated|sit)\b[^.;\n]{0,40}?\b(n\s*\+\s*[12]|[2-9]\s+(azs|zones)|"
    r"multi[- ]az|across\s+(\w+\s+)?(azs|zones)|at\s+least\s+(two|2|3)|(two|2|3)\s+or\s+more)",
    ignore_case=True,
    groups=False,
)
# A figure with a unit of rate: "1,500 answers/s", "20k concurrent" (a disk's size is no load).
_SIZED: Final = Pattern(
    r"\d[\d,.]*\s*[kmb]?\s*(?:[a-z]+\s*)?(?:/\s*s\b|per\s+sec\w*|\brps\b|\bqps\b|\bconcurrent\b)",
    ignore_case=True,
    groups=False,
)
SIZED_PARTS: Final = 3  # figures on the parts that show the sizing was done there


def _notes(document: ExportDocument) -> Iterator[str]:
    yield from (v for v in document.design.notes.model_dump().values() if isinstance(v, str))


def _written_on(component: ExportedComponent) -> Iterator[str]:
    """What the learner wrote on a part: its logic and its properties' values."""
    yield component.metadata.custom_logic or ""
    yield from (p.value for p in component.metadata.custom_properties)


def _texts(document: ExportDocument) -> Iterator[str]:
    yield from _notes(document)
    for component in document.design.components:
        yield from _written_on(component)


def _lifetime_set(text: str) -> bool:
    """A lifetime written and not negated ("adds T3600 to any set", not "no expiry")."""
    return any(not is_negated(text, f.start(), f.end()) for f in _TTL_WRITTEN.finditer(text))


def _fleet_policy(document: ExportDocument) -> bool:
    return any(_FLEET_POLICY.search(text) for text in _notes(document))


def believed(document: ExportDocument, findings: Sequence[Finding]) -> list[Finding]:
    """The findings, less those the design's own words answer and praise it did not earn."""
    # Each reading of the design is made once, and only when a finding needs it.
    ttl = any(_no_ttl(f) for f in findings) and any(map(_lifetime_set, _texts(document)))
    unsized = any(_unsized(f) for f in findings) and _sized_on_parts(document)
    fleet = any(f.rule_id in _ONE_COPY for f in findings) and _fleet_policy(document)
    servers = {c.id for c in document.design.components if c.metadata.component_type == "server"}

    def answered(finding: Finding) -> bool:
        return (
            # A chain's praise rests on a path the engine picks, which may join flows the
            # design keeps apart (partners' updates and a guest's booking): not said as fact.
            _chain_praise(finding)
            or (ttl and _no_ttl(finding))
            or (unsized and _unsized(finding))
            or (fleet and finding.rule_id in _ONE_COPY and set(finding.components) <= servers)
        )

    return [f for f in findings if not answered(f)]


def _chain_praise(finding: Finding) -> bool:
    return finding.rule_id == _CHAIN and finding.severity == "strength"


def _no_ttl(finding: Finding) -> bool:
    return "has no TTL" in finding.message


def _unsized(finding: Finding) -> bool:
    return finding.rule_id == "brief-sizing" and finding.severity != "strength"


def _sized_on_parts(document: ExportDocument) -> bool:
    found = 0
    for component in document.design.components:
        found += sum(1 for text in _written_on(component) for _ in _SIZED.finditer(text))
        if found >= SIZED_PARTS:
            return True
    return False
