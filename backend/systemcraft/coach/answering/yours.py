"""What the question calls the learner's own ("is my conditional UPDATE enough?"), found where the
design writes it, so an idea explained meets the line of the design it is about. Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.relevance import telling
from systemcraft.coach.answering.wording import name, quote
from systemcraft.kit.patterns import Pattern

_YOURS: Final = Pattern(r"\b(?:my|our)\s+((?:[\w-]+\s+){0,2}[\w-]+)", ignore_case=True)
# Phrases about the learner's work, not a thing in the design.
_NOT_A_THING: Final = frozenset(telling("design notes diagram system answer plan question idea"))
_SENTENCE: Final = Pattern(r"[^\n!?;]{8,300}", groups=False)
MOST_FOUND: Final = 2
MIN_WORDS: Final = 2  # a shortened phrase must still say this much to be the same thing


def where_yours_is(ask: Ask) -> str | None:
    """The sentences of the design that hold what the question calls "my X", when X is not a
    part's label: where the design does the thing asked about."""
    if ask.facts is None:
        return None
    labels = {part.label.lower() for part in ask.facts.parts}
    found: list[str] = []
    for phrase in _YOURS.finditer(ask.question):
        said = (phrase.group(1) or "").split()
        # "my conditional UPDATE enough": the longest start of it the design writes.
        for end in range(len(said), 0, -1):
            words = telling(" ".join(said[:end])) - _NOT_A_THING
            if len(found) >= MOST_FOUND or " ".join(said[:end]).lower() in labels:
                break
            if not words or (end < len(said) and len(words) < MIN_WORDS):
                continue
            line = _written(ask, words)
            if line is not None:
                found.append(line)
                break
    if not found:
        return None
    return "Where your design does what you ask about: " + "; ".join(found) + "."


# A thing the learner names by what it is, written in the design by what it does: "my
# conditional update" is an UPDATE ... WHERE status = 'AVAILABLE'.
_WRITTEN_AS: Final = (
    (
        frozenset(telling("conditional")),
        Pattern(
            r"\bupdate\b[^\n;]{0,200}?\bwhere\b[^\n;]{0,200}?\b(status|version|state)\b"
            r"|\bif\s+(not\s+)?exists\b|\bcompare[- ]and[- ](set|swap)\b|\bset\s?nx\b",
            ignore_case=True,
            groups=False,
        ),
    ),
)


def _written(ask: Ask, words: set[str]) -> str | None:
    """The first sentence of a part's text holding every one of `words` (or doing what they
    name), with the part."""
    doing = [pattern for sign, pattern in _WRITTEN_AS if sign <= words]
    for part in ask.facts.parts if ask.facts else ():
        # What is written on it, not its label: "my Redis" names the part, not a line of it.
        if words <= telling(part.label):
            return None
        sentence = next(
            (
                s.matched
                for s in _SENTENCE.finditer(part.text)
                if words <= telling(s.matched) or any(p.search(s.matched) for p in doing)
            ),
            None,
        )
        if sentence is not None:
            return f"{name(part.label)}: {quote(sentence.strip())}"
    return None
