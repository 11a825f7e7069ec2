"""A product the question takes the design to have that no part draws but its text describes:
"after a Redis failover" where a connection's note says locations go through Kafka into a Redis
GEO index. The learner is told it is written, not drawn, with their own sentence, instead of
"your design has no cache", which reads as if they had forgotten it."""

from collections.abc import Iterable
from typing import Final

from systemcraft.assessment.engine.rubric.claims import sentence_of
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import clipped, listed, quote
from systemcraft.design.recognition import ROLE_NAMES, Role
from systemcraft.design.technologies import Technology, name_words, products_named

# A topic is carried by a log as often as by a pub/sub service: "the Kafka location topic".
_CARRIED: Final[dict[Role, frozenset[Role]]] = {
    "pub-sub": frozenset({"log"}),
    "log": frozenset({"pub-sub"}),
}
LONGEST: Final = 200  # characters of the learner's sentence quoted


def described(ask: Ask, roles: Iterable[Role]) -> str | None:
    """The products of `roles` the question names that only the design's text describes, with
    the sentence that does, said as written and not drawn."""
    if ask.facts is None:
        return None
    wanted = {carried for role in roles for carried in (role, *_CARRIED.get(role, ()))}
    found: dict[str, str] = {}
    for _, product in products_named(name_words(ask.question)):
        if product.role in wanted and product.name not in found:
            sentence = written_of(ask, product)
            if sentence:
                found[product.name] = sentence
    if not found:
        return None
    names = listed(list(found))
    quoted = "; ".join(quote(sentence) for sentence in dict.fromkeys(found.values()))
    return (
        f"{names} {'is' if len(found) == 1 else 'are'} in your design only as words ({quoted}), "
        "not drawn as components with their copies and connections, so "
        + _UNREADABLE.get(ask.kind, "what they do under load or in a failure")
        + " cannot be read from the drawing. Draw them and connect them to what writes and "
        "reads them, with their copies, and I can answer from the design."
    )


_UNREADABLE: Final = {
    "sizing": "how many of them the peak needs",
    "placement": "where they sit on the path",
    "failure": "what their failure costs",
}


def written_for_path(ask: Ask, message: str) -> str | None:
    """A missing path's part that the design's text describes ("payment events are published to
    Kafka, which the webhook service consumes"): said as written and not drawn, since the
    learner believes the path is there."""
    if ask.facts is None:
        return None
    drawn = {p.node.role for p in ask.facts.parts}
    wanted = {role for role, said in ROLE_NAMES.items() if said in message} - drawn
    for text in ask.facts.written:
        for _, product in products_named(name_words(text)):
            if product.role in wanted and (sentence := written_of(ask, product)):
                return (
                    f"Your text describes {product.name} on it ({quote(sentence)}), but no "
                    "component draws it: draw it and connect it on the path, so the design "
                    "shows what the text says."
                )
    return None


def written_of(ask: Ask, product: Technology) -> str | None:
    """The first sentence of what the learner wrote that names `product` as a word of its own."""
    for text in ask.facts.written if ask.facts else ():
        lowered = text.lower()
        for spelling in product.spellings():
            at = word_at(lowered, spelling)
            if at is not None:
                sentence = " ".join(sentence_of(text, at, at + len(spelling)).split())
                return clipped(sentence, LONGEST)
    return None


def word_at(text: str, spelling: str) -> int | None:
    """Where `spelling` first stands in `text` as a word of its own, not inside another (one
    pass of str.find)."""
    at = text.find(spelling)
    while at >= 0:
        end = at + len(spelling)
        if not (at > 0 and text[at - 1].isalnum()) and not (
            end < len(text) and text[end].isalnum()
        ):
            return at
        at = text.find(spelling, at + 1)
    return None
