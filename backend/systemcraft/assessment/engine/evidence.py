"""What the user wrote, as evidence: the notes, the core user journey, each component's logic
and properties, and each connection's description, read the way a reviewer reads them.

- A property left at the value the canvas gave it is not a decision, so it is not read.
- Requirements copied from the brief show no decision either, so they are not read.
- A mention that is negated does not count: "we do NOT use websockets", "no retries for now",
  "replication: none yet", "partition key: TBD". Negation is looked for just before the words
  (within a few words, in the same clause) or just after them, so that "idempotency keys so
  that retries do not double-charge" still counts as idempotency.
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from systemcraft.design.catalogue import CATALOGUE
from systemcraft.design.export import ExportedComponent, ExportedDesign
from systemcraft.design.notes import NOTE_FIELDS
from systemcraft.design.recognition import declared_type

# Before the words: "no cache", "not sharded", "without a DLQ", "we don't use", "never retried".
_NEGATED_BEFORE = re.compile(
    r"\b(?:no(?!\s+(?:more|less|later|longer|fewer)\s+than)|not(?!\s+only)|none|without|"
    r"never|nor|neither|lacks?|lacking|skip(?:ped)?|avoid(?:ed)?|don'?t|doesn'?t|won'?t|"
    r"isn'?t|aren'?t|wasn'?t|can'?t|cannot|didn'?t|zero)\b(?:\W+\w+){0,3}?\W*$"
)
# After the words: "replication: none yet", "TTL TBD", "sharding later", "retries: n/a".
_NEGATED_AFTER = re.compile(
    r"^\W*(?:\w+\W+)?(?:none|tbd|tba|todo|n/?a|undecided|unknown|not (?:yet|decided|sure|"
    r"needed|planned|used)|yet to be|to be (?:added|decided|done|defined|designed|determined)|"
    r"maybe|\?\?+|no\W*$)|^\W*(?:\w+\W+)?later\W*$"
    # A property whose value says no: "retryStrategy: no retries", "cdn = none".
    r"|^\s*[:=\u2013\u2014-]\s*(?:no|not|none|never|without)\b"
)
# A clause ends at a full stop, a semicolon, a line break or a "but" ("idempotency? no" is one).
_CLAUSE_END = re.compile(r"[.;!\n]|\bbut\b|\bhowever\b")


ON_COMPONENT = "component "


@dataclass(frozen=True)
class Passage:
    where: str  # "notes.consistency", "component lb", "connection c3"
    text: str

    @property
    def component_id(self) -> str | None:
        """The id of the component the passage was written on, if it was."""
        return (
            self.where.removeprefix(ON_COMPONENT) if self.where.startswith(ON_COMPONENT) else None
        )

    @property
    def replication(self) -> str | None:
        """The value of a component's replication property ("replication: async replicas")."""
        key, colon, value = self.text.partition(":")
        is_replication = colon and key.strip().lower() == "replication"
        return value if is_replication and self.component_id is not None else None


def _untouched(component: ExportedComponent, key: str, value: str) -> bool:
    kind = declared_type(component.metadata.component_type)
    if kind is None:
        return False
    default = CATALOGUE[kind].defaults.get(key)
    if isinstance(default, list):
        default = ", ".join(default)
    return default is not None and str(default).strip().lower() == value.strip().lower()


def passages(design: ExportedDesign) -> Iterator[Passage]:
    notes = design.notes.model_dump()
    for field in NOTE_FIELDS:
        if notes[field].strip():
            yield Passage(f"notes.{field}", notes[field])
    if design.core_user_journey.strip():
        yield Passage("core user journey", design.core_user_journey)
    for component in design.components:
        where = f"{ON_COMPONENT}{component.id}"
        if component.metadata.custom_logic.strip():
            yield Passage(where, component.metadata.custom_logic)
        for prop in component.metadata.custom_properties:
            if prop.value.strip() and not _untouched(component, prop.key, prop.value):
                yield Passage(where, f"{prop.key}: {prop.value}")
    for connection in design.connections:
        if connection.properties.description.strip():
            yield Passage(f"connection {connection.id}", connection.properties.description)


def _clause_before(text: str, start: int) -> str:
    before = text[:start]
    ends = list(_CLAUSE_END.finditer(before))
    return before[ends[-1].end() :] if ends else before


def _clause_after(text: str, end: int) -> str:
    after = text[end:]
    stop = _CLAUSE_END.search(after)
    return after[: stop.start()] if stop else after


def is_negated(text: str, start: int, end: int) -> bool:
    """Whether the words at text[start:end] are said to be absent or undecided."""
    lowered = text.lower()
    while end < len(lowered) and lowered[end].isalnum():  # the rest of a word matched in part
        end += 1
    return bool(
        _NEGATED_BEFORE.search(_clause_before(lowered, start))
        or _NEGATED_AFTER.search(_clause_after(lowered, end))
    )


# Sized for every rubric of the course at once: with re's own cache (512 entries) the 25
# problems' patterns evicted each other and compiling them took 60% of an assessment.
@lru_cache(maxsize=8192)
def compiled(pattern: str) -> re.Pattern[str]:
    """A rubric pattern, compiled case-insensitively once per process."""
    return re.compile(pattern, re.IGNORECASE)


def affirmed(text: str, pattern: str) -> bool:
    """Whether `pattern` is found in `text` at least once without being negated."""
    return any(
        not is_negated(text, match.start(), match.end())
        for match in compiled(pattern).finditer(text)
    )


def first_affirmed(found: list[Passage], patterns: list[str]) -> Passage | None:
    """The first passage in which any of `patterns` is affirmed."""
    # One search over everything written rules out most patterns before any passage is read:
    # a large design has hundreds of passages and a rubric a hundred patterns.
    everything = "\n".join(passage.text for passage in found)
    present = [p for p in patterns if compiled(p).search(everything)]
    return next(
        (passage for passage in found if any(affirmed(passage.text, p) for p in present)), None
    )
