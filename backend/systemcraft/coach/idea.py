"""The idea a question asks to have explained, in its own words: "continuous batching" in "can
you explain what continuous batching is actually doing on my hosts?", "the outbox pattern" in
"what is the outbox pattern?". Pure."""

from dataclasses import dataclass
from typing import Final

from systemcraft.coach.words import tokens
from systemcraft.kit.patterns import Pattern

# What follows "explain (what)" or "what is", up to the verb or the question's end.
_IDEA: Final = Pattern(
    r"\b(?:explain\s+(?:to\s+me\s+)?(?:what\s+|how\s+)?|what\s+(?:actually\s+|exactly\s+"
    r"|really\s+|even\s+)?(?:is|are)\s+)(?:a\s+|an\s+|the\s+|my\s+|our\s+|this\s+|that\s+)?"
    r"(?P<idea>[a-z0-9][\w-]*(?:\s+[a-z0-9][\w-]*){0,3}?)"
    r"\s*(?:\?|,|\.|/|$|\b(?:is|are|does|do|works?|actually|really|exactly|on|in|inside|buys|means"
    r"|for|and|when|with|that)\b)",
    ignore_case=True,
)
# A term the learner puts in quotes ("I need a 'trie'", a "dead mans switch"), or "what does X
# mean". A quote that ends in a word naming no idea is mostly a criticism passed on ("a 'window
# boundary problem'"), better found by its words.
_QUOTED: Final = Pattern(
    r"(?:^|[\s(])['\"‘“](?P<idea>[a-z0-9][\w-]*(?:\s+[a-z0-9][\w-]*){0,2})['\"’”](?:$|[\s,.?!)])"
    r"|\bwhat\s+does\s+(?:a\s+|an\s+|the\s+|my\s+)?(?P<meant>[a-z0-9][\w-]*(?:\s+[a-z0-9][\w-]*)"
    r"{0,3}?)\s+(?:mean|stand\s+for)\b",
    ignore_case=True,
)
# Words that name no idea of their own ("what is the best way", "explain why ...").
_EMPTY: Final = frozenset(
    tokens(
        "it this that they them best right wrong way difference point problem thing reason why "
        "going happening wrong"
    )
)
# Said after an idea's name without adding to it: "the outbox pattern" is the outbox.
_TRAILING: Final = frozenset(
    tokens("pattern algorithm approach technique model method strategy concept idea trick thing")
)


@dataclass(frozen=True)
class Idea:
    said: str  # in the learner's words
    words: tuple[str, ...]  # as the index compares them
    quoted: bool = False  # a term in quotes: what someone called it, to be found as said


def idea_of(question: str) -> Idea | None:
    """The idea asked about: after "what is" or "explain", else a term in quotes or before
    "mean" ("what even is that" names none, the quoted 'trie' beside it does)."""
    found = _IDEA.search(question)
    other = _QUOTED.search(question)
    cited = other.group("idea") if other else None
    if cited and len(cited.split()) > 2 and set(tokens(cited.split()[-1])) <= _EMPTY:
        cited = None
    meant = other.group("meant") if other else None
    for said, quoted in (
        (found.group("idea") if found else None, False),
        (cited or meant, bool(cited)),
    ):
        idea = _idea(said or "", quoted)
        if idea is not None:
            return idea
    if found is not None and (found.group("idea") or "").lower() in _PRONOUNS:
        # "People keep saying I need WebSockets. What are they exactly?": the name before it.
        named = [t.group(1) or "" for t in _NAME.finditer(question[: found.start()])]
        return _idea(named[-1]) if named else None
    return None


_PRONOUNS: Final = frozenset({"they", "it", "that", "this", "these", "those", "them"})
# A name written with a capital inside a sentence ("WebSockets", "Redis Cluster"), not the
# first word of one.
_NAME: Final = Pattern(r"(?:[a-z,;:]\s+)([A-Z][\w-]*[a-z][\w-]*(?:\s+[A-Z][\w-]+)*)")


def _idea(said: str, quoted: bool = False) -> Idea | None:
    said = said.strip()
    words = tuple(tokens(said))
    if not words or words[0] in _EMPTY or set(words) <= _EMPTY:
        return None
    while len(words) > 1 and words[-1] in _TRAILING:
        words = words[:-1]
    return Idea(said, words, quoted)
