"""An idea the course does not explain ("erasure coding", "a BKD tree"): said plainly, with where
the design writes of it, rather than lesson passages that share only its other words. Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import quote
from systemcraft.kit.patterns import Pattern, escape

_SENTENCE: Final = Pattern(r"[^\n.!?;]{3,300}", groups=False)
MOST_QUOTED: Final = 2


def not_in_the_course(ask: Ask, idea: str) -> str:
    said = (
        f"Our lessons do not explain {quote(idea)} yet, so I will not explain it from elsewhere "
        "or guess at it. Its documentation, or the paper that introduced it, is the place to "
        "read how it works; I can then size the part it runs on or say what happens when that "
        "part fails."
    )
    written = _written_of(ask, idea)
    if written:
        said += " Where your design writes of it: " + "; ".join(quote(w) for w in written) + "."
    return said


def _written_of(ask: Ask, idea: str) -> list[str]:
    if ask.facts is None:
        return []
    named = Pattern(escape(idea), ignore_case=True, groups=False)
    found: list[str] = []
    for text in ask.facts.written:
        for sentence in _SENTENCE.finditer(text):
            said = sentence.matched.strip()
            if named.search(said) and said not in found:
                found.append(said)
            if len(found) >= MOST_QUOTED:
                return found
    return found
