"""What a question takes to be in the design that is not: "my Fraud Service" on a canvas with
none, "my Redis room lock" on a Redis that holds hotel pages. Said first, plainly, so that what
follows is not read as advice about a part the learner only imagines."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.relevance import telling
from systemcraft.coach.answering.wording import name
from systemcraft.kit.patterns import Pattern

# "my fraud service", "my room lock", "the ranking service", "the count-min sketch": what the
# learner takes the design to have, ending in a component's noun (a table or an index is
# inside a store, not drawn beside it).
_MINE: Final = Pattern(
    r"\b(?:my|our|the)\s+((?:[a-z0-9-]+\s+){0,3}?(service|server|worker|lock|locks|lease|"
    r"bucket|topic|job|scheduler|queue|sketch|model))\b",
    ignore_case=True,
)
_SENTENCE_WORDS: Final = (
    "say says said is are was were be and or to of in on with that which another just if "
    "when then so but"
)
_NOT_A_NAME: Final = frozenset(_SENTENCE_WORDS.split())
_OWNED: Final = Pattern(r"^(?:my|our)\b", ignore_case=True, groups=False)
# Words that name a thing the design keeps, not a component: looked for on the part itself.
# Only things a design would name where it keeps them: a table or a counter goes unnamed in
# a database's or a cache's text as often as not.
_KEPT: Final = frozenset({"lock", "locks", "lease"})


def absent(ask: Ask) -> str | None:
    found = _MINE.search(ask.question)
    # A role the design has none of is said by the answer itself ("no object store yet").
    if found is None or ask.facts is None or ask.missing:
        return None
    said = (found.group(1) or "").strip()
    noun = (found.group(2) or "").lower()
    # "my notes say another worker": a sentence, not the name of a part.
    if _NOT_A_NAME & set(said.lower().split()):
        return None
    words = telling(said)
    # "the queue" names a kind of part; "the ranking service" names one the learner has in mind.
    if not _OWNED.search(found.matched) and not words - telling(noun):
        return None
    texts = [f"{p.label} {p.text}" for p in ask.facts.parts]
    if noun in _KEPT:
        # "my Redis room lock": the part it names is there, the thing it keeps may not be.
        holders = [p for p in ask.facts.parts if telling(p.label) & words]
        if not holders or any(telling(noun) & telling(p.text) for p in holders):
            return None
        part = holders[0]
        return (
            f"Nothing on {name(part.label)} or in your notes says it keeps a {noun}: as drawn it "
            "holds something else. If it should, draw and write that first; what follows is "
            "about the design as it stands."
        )
    if any(words <= telling(text) for text in texts):
        return None
    brief = " ".join(ask.brief.requirements) if ask.brief else ""
    asked = words - telling(noun)
    unasked = bool(asked) and not asked & telling(brief)
    return f"Your design has no {said} yet" + (
        ", and the brief does not ask for one." if unasked else "."
    )
