"""Whether a passage or a decision is about what was asked: the telling words it shares with the
question, leaving out the words a question uses whatever it is about."""

from typing import Final

from systemcraft.coach.retrieval import Hit, tokens

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
