"""Whether a passage or a decision is about what was asked: the telling words it shares with the
question, leaving out the words a question uses whatever it is about."""

from typing import Final

from systemcraft.coach.retrieval import Hit
from systemcraft.coach.words import tokens

# Words a question uses whatever it is about: sharing them says nothing.
GENERIC: Final = frozenset(
    tokens(
        "one put need use make get like way thing good right ok okay work happen keep actual "
        "really just also design system want should could would set fine matter right place "
        "every each any all"
    )
)
# Shared telling words a passage needs before it answers a question.
MIN_SHARED: Final = 2


def telling(text: str) -> set[str]:
    return set(tokens(text)) - GENERIC


def on_topic(hit: Hit, question: str) -> bool:
    passage = hit.passage
    said = telling(f"{passage.lesson_title} {passage.heading} {passage.text}")
    asked = telling(question)
    # "What is sharding?" has one telling word: sharing it is enough.
    return bool(asked) and len(asked & said) >= min(MIN_SHARED, len(asked))


_EXAMPLE_HEADINGS: Final = ("worked example", "drill", "in an interview")


def off_problem(hit: Hit, question: str, brief_title: str | None = None) -> bool:
    """A lesson's worked example, drill or list of interview questions, about some other
    system than the one asked of ("Drill 3: bandwidth" for a CDN's placement): further reading
    only when its own heading shares a telling word with the question, or names the system of
    the brief ("a crawler's seen-set" for the web crawler)."""
    heading = hit.passage.heading.strip().lower()
    if not heading.startswith(_EXAMPLE_HEADINGS):
        return False
    named = telling(heading.split(":", 1)[-1]) - telling("worked example drill interview")
    system = telling(brief_title or "") - telling("design")
    return not (named & (telling(question) | system))
