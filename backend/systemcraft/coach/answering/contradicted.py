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
from systemcraft.design.export import ExportDocument
from systemcraft.design.vocabulary import DEFAULT_LATENCY
from systemcraft.kit.patterns import Pattern

_TTL_WRITTEN: Final = Pattern(
    r"\b(?:ttl|expiry|expires?|exptime)\b[^.;\n]{0,40}?\d+\s*(?:s|secs?|seconds?|m|mins?|minutes?"
    r"|h|hrs?|hours?|d|days?)\b|\bT\d{2,6}\b|\bttl\s+default\s+\d",
    ignore_case=True,
    groups=False,
)


def _texts(document: ExportDocument) -> Iterator[str]:
    design = document.design
    yield from (value for value in design.notes.model_dump().values() if isinstance(value, str))
    for component in design.components:
        yield component.metadata.custom_logic or ""
        yield from (p.value for p in component.metadata.custom_properties)


def _lifetime_set(text: str) -> bool:
    """A lifetime written and not negated ("adds T3600 to any set", not "no expiry")."""
    return any(not is_negated(text, f.start(), f.end()) for f in _TTL_WRITTEN.finditer(text))


def _timed(document: ExportDocument) -> bool:
    """Whether any connection states its latency (not blank, not the canvas default)."""
    return any(
        (latency := " ".join(c.properties.latency.split())) and latency != DEFAULT_LATENCY
        for c in document.design.connections
    )


def _fleet_policy(document: ExportDocument) -> bool:
    notes = document.design.notes.model_dump().values()
    return any(isinstance(text, str) and _FLEET_POLICY.search(text) for text in notes)


def believed(document: ExportDocument, findings: Sequence[Finding]) -> list[Finding]:
    """The findings, less those the design's own words answer and praise it did not earn."""
    untimed = any(f.rule_id == _CHAIN and f.severity == "strength" for f in findings) and (
        not _timed(document)
    )
    ttl = any("has no TTL" in f.message for f in findings) and any(
        _lifetime_set(text) for text in _texts(document)
    )
    unsized = any(f.rule_id == "brief-sizing" and f.severity != "strength" for f in findings) and (
        _sized_on_parts(document)
    )
    fleet = any(f.rule_id in _ONE_COPY for f in findings) and _fleet_policy(document)
    servers = {c.id for c in document.design.components if c.metadata.component_type == "server"}
    return [
        f
        for f in findings
        if not (fleet and f.rule_id in _ONE_COPY and set(f.components) <= servers)
        if not (ttl and "has no TTL" in f.message)
        and not (unsized and f.rule_id == "brief-sizing" and f.severity != "strength")
        and not (untimed and f.rule_id == _CHAIN and f.severity == "strength")
    ]


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


def _sized_on_parts(document: ExportDocument) -> bool:
    found = 0
    for component in document.design.components:
        texts = [
            component.metadata.custom_logic or "",
            *(p.value for p in component.metadata.custom_properties),
        ]
        found += sum(1 for text in texts for _ in _SIZED.finditer(text))
        if found >= SIZED_PARTS:
            return True
    return False
