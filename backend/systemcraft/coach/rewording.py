"""The optional model rewords an answer the coach built; it never adds to it. A rewording that
brings a number the answer did not have, or drops or changes a lesson link, is not used: the
built answer stands."""

from collections.abc import Sequence
from typing import Final

from systemcraft.kit.llm import ChatTurn, LlmClient
from systemcraft.kit.patterns import Pattern

INSTRUCTIONS: Final = """You are the design coach of Systemcraft, talking with an early-career
engineer about their system design. Below is the answer the coach has already worked out from
their design, their brief and our lessons. Reword it so it reads as one senior engineer talking
to them, in Markdown, in at most 250 words. Keep every number, every component name and every
link exactly as written. Add nothing: no new claim, number, component, product or advice. If the
answer says it cannot answer, say the same."""

# RE2, as everything that reads a model's or a user's text: linear in what it reads.
_NUMBER = Pattern(r"\d[\d,.]*\d|\d", groups=False)
_LINK = Pattern(r"\]\((/learn/[a-z0-9-]+)\)")


def reworded(llm: LlmClient, history: Sequence[ChatTurn], question: str, answer: str) -> str | None:
    text = llm.complete(
        [
            ChatTurn("system", f"{INSTRUCTIONS}\n\nThe coach's answer:\n{answer}"),
            *history,
            ChatTurn("user", question),
        ]
    )
    if text is None or not keeps_to(answer, text):
        return None
    return text


def keeps_to(answer: str, rewording: str) -> bool:
    """No number the answer lacks, and the same lesson links."""
    numbers = set(_NUMBER.findall(answer))
    added = [n for n in _NUMBER.findall(rewording) if n not in numbers]
    return not added and _links(rewording) == _links(answer)


def _links(text: str) -> set[str]:
    return {found[1] or "" for found in _LINK.finditer(text)}
