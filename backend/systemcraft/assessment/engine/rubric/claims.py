"""Claims the notes make that the drawing does not carry: "posts fan out through Kafka" with no
log or queue drawn, "Redis holds the sessions" with no cache. An interviewer reads the diagram
first; a part the notes rely on but nobody drew is a claim, not a design, so it earns no credit
and is a finding of its own.

Only the notes and the core user journey make claims: a component's own text describes the
part it is written on. A mention is a product of the catalogue (technologies.json) whose role
is one of KINDS, or a word that can only mean such a part ("message queue", "CDN"); a mention
the text negates or postpones ("no queue yet", "a CDN later") or sets aside ("instead of one
Redis INCR", "unlike Kafka") claims nothing. A design has the
part when any component plays a role of the same kind (a log answers a mention of a queue) or
names the product itself.
Generic words that also name work done inside a service ("cache", "index", "stream") are not
read: a service may cache in its own memory.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from systemcraft.assessment.engine.graph.design_graph import DesignGraph
from systemcraft.assessment.engine.reading.excerpts import Excerpt
from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.design.recognition import Role
from systemcraft.design.technologies import technologies
from systemcraft.kit.patterns import Found, Pattern, escape

# What the design must draw for a mention of each role: roles of one kind stand in for each other.
KINDS: Final[dict[Role, str]] = {
    "queue": "a queue or log",
    "log": "a queue or log",
    "pub-sub": "a queue or log",
    "cache": "a cache",
    "cdn": "a CDN",
    "search": "a search index",
    "object-store": "an object store",
}
_WORDS: Final[dict[str, Role]] = {
    "message queue": "queue",
    "message queues": "queue",
    "message broker": "queue",
    "job queue": "queue",
    "task queue": "queue",
    "cdn": "cdn",
    "object storage": "object-store",
    "object store": "object-store",
    "blob storage": "object-store",
    "search cluster": "search",
}
# Short spellings are read only as words of their own, so three letters are enough.
_SHORTEST: Final = 3
_CONTRASTS: Final = (
    "instead of",
    "rather than",
    "unlike",
    "compared to",
    "compared with",
    "versus",
    " vs",
    " than ",
)
_CONTRAST_REACH: Final = 24  # characters before a mention: "instead of a single Redis"
# The notes are read sentence by sentence: a claim is judged where it is made.
_SENTENCE_ENDS: Final = ".;!?\n"


@dataclass(frozen=True)
class Claim:
    mention: str  # as written
    role: Role
    where: str  # the excerpt's place, "notes.failure_handling"

    @property
    def needs(self) -> str:
        return KINDS[self.role]


@cache
def _mentions() -> tuple[Pattern, dict[str, Role]]:
    roles: dict[str, Role] = dict(_WORDS)
    for technology in technologies():
        if technology.role in KINDS:
            for spelling in technology.spellings():
                if len(spelling) >= _SHORTEST:
                    roles.setdefault(spelling, technology.role)
    words = sorted(roles, key=len, reverse=True)
    source = r"\b(?:" + "|".join(escape(word) for word in words) + r")\b"
    return Pattern(source, ignore_case=True, groups=False), roles


def claimed_in_notes(excerpt: Excerpt) -> bool:
    return excerpt.where.startswith("notes.") or excerpt.where == "core user journey"


def undrawn_claims(graph: DesignGraph, excerpts: Sequence[Excerpt]) -> tuple[Claim, ...]:
    """Each part the notes rely on that no component carries, once, in the order written."""
    pattern, roles = _mentions()
    drawn = {KINDS[node.role] for node in graph.nodes if node.role in KINDS}
    # A product a component names is drawn, whatever role its box was read as.
    named = {
        found.matched.lower()
        for text in [node.label for node in graph.nodes]
        + [excerpt.text for excerpt in excerpts if excerpt.component_id is not None]
        for found in pattern.finditer(text)
    }
    found: dict[str, Claim] = {}
    for excerpt in excerpts:
        if not claimed_in_notes(excerpt):
            continue
        text = excerpt.text
        for match in pattern.finditer(text):
            mention = match.matched.lower()
            role = roles[mention]
            if KINDS[role] in drawn or mention in named or mention in found:
                continue
            start, end = match.start(), match.end()
            if not is_negated(text, start, end) and not _contrasted(text, start):
                found[mention] = Claim(match.matched, role, excerpt.where)
    return tuple(found.values())


def _contrasted(text: str, start: int) -> bool:
    """A product named as the road not taken: "instead of one Redis INCR", "unlike Kafka"."""
    reach = max(0, start - _CONTRAST_REACH)
    sentence = max(text.rfind(mark, reach, start) for mark in _SENTENCE_ENDS) + 1
    before = text[max(reach, sentence) : start].lower()
    return any(phrase in before for phrase in _CONTRASTS)


def sentence_of(text: str, start: int, end: int) -> str:
    """The sentence (or line, or clause after a semicolon) holding text[start:end]."""
    before = max(text.rfind(mark, 0, start) for mark in _SENTENCE_ENDS) + 1
    ends = [found for mark in _SENTENCE_ENDS if (found := text.find(mark, end)) >= 0]
    return text[before : min(ends, default=len(text))]


def rests_on(claims: Sequence[Claim], excerpt: Excerpt, found: Found) -> bool:
    """Whether the sentence `found` is in mentions one of the undrawn `claims`."""
    if not claims or not claimed_in_notes(excerpt):
        return False
    pattern, _ = _mentions()
    sentence = sentence_of(excerpt.text, found.start(), found.end())
    undrawn = {claim.mention.lower() for claim in claims}
    return any(match.matched.lower() in undrawn for match in pattern.finditer(sentence))
