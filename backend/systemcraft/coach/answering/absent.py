"""What a question takes to be in the design that is not: "my Fraud Service" on a canvas with
none, "my Redis room lock" on a Redis that holds hotel pages. Said first, plainly, so that what
follows is not read as advice about a part the learner only imagines."""

from collections.abc import Sequence
from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.described import word_at, written_of
from systemcraft.coach.answering.relevance import telling
from systemcraft.coach.answering.wording import name, quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.design.technologies import Technology, name_words, products_named
from systemcraft.kit.patterns import Pattern

# "my fraud service", "my room lock", "the ranking service", "the count-min sketch": what the
# learner takes the design to have, ending in a component's noun (a table or an index is
# inside a store, not drawn beside it).
_MINE: Final = Pattern(
    r"\b(?:my|our|the)\s+((?:[a-z0-9-]+\s+){0,3}?(services?|servers?|workers?|locks?|leases?|"
    r"buckets?|topics?|jobs?|schedulers?|queues?|sketch|models?|quadtree|trie))\b",
    ignore_case=True,
)
_SENTENCE_WORDS: Final = (
    "say says said is are was were be and or to of in on with that which another just if "
    "when then so but"
)
_NOT_A_NAME: Final = frozenset(_SENTENCE_WORDS.split())
# Words that say which state a part is in, not which part: "the running Flake servers".
# Stemmed once, as the words of a question are.
_DESCRIBING: Final = frozenset(
    telling(
        "running current existing other remaining surviving live active standby new old whole "
        "same all both each every first second"
    )
)
_OWNED: Final = Pattern(r"^(?:my|our)\b", ignore_case=True, groups=False)
# Words that name a thing the design keeps, not a component: looked for on the part itself.
# Only things a design would name where it keeps them: a table or a counter goes unnamed in
# a database's or a cache's text as often as not.
_KEPT: Final = frozenset({"lock", "locks", "lease", "leases"})


def absent(ask: Ask) -> str | None:
    # "I think my short link service is in decent shape ... what would you fix first?" names the
    # whole system a review is asked of, not a part.
    parts = _part_not_drawn(ask) if ask.kind != "review" else None
    return _region_not_drawn(ask) or _product_not_drawn(ask) or parts


_REGION: Final = Pattern(
    r"\b(us|eu|ap|sa|ca|me|af)-(east|west|north|south|central|northeast|northwest|southeast|"
    r"southwest)(-\d)?\b",
    ignore_case=True,
    groups=False,
)


def _region_not_drawn(ask: Ask) -> str | None:
    """ "The lag between my us-east cluster and the eu-west one": a second region the question
    names that nothing in a one-region design does."""
    if ask.facts is None:
        return None
    regions = list(dict.fromkeys(f.matched.lower() for f in _REGION.finditer(ask.question)))
    drawn = " ".join(p.text for p in ask.facts.parts).lower()
    if len(regions) < 2 or _MANY_REGIONS.search(drawn):
        return None
    there = [r for r in regions if word_at(drawn, r) is not None]
    if len(there) >= 2:
        return None
    second = next(r for r in regions[1:] if r not in there)
    return (
        f"Your design is drawn in one region: nothing in it is in {second}, so there is no "
        "second region, and no replication between regions, to measure."
    )


_MANY_REGIONS: Final = Pattern(
    r"\b(multi-region|cross-region|regions|geo-replicat\w*|global\s+tables?|active-active)\b",
    groups=False,
)


# "How many Elasticsearch nodes did I plan?": the learner takes a product to be in the design.
_CLAIMED: Final = Pattern(
    r"\b(did|have|had)\s+(i|we)\b|\b(i|we)\s+(planned|gave|set|chose|picked|configured|sized)\b",
    ignore_case=True,
    groups=False,
)
_OWNERS: Final = frozenset({"my", "our"})


def _product_not_drawn(ask: Ask) -> str | None:
    """A product the question says the learner has ("my Kafka", "the Elasticsearch nodes I
    planned") that nothing drawn is: no label names it, nor the text of a part of its role
    (a service's text that says it feeds Elasticsearch does not draw Elasticsearch)."""
    if ask.facts is None:
        return None
    words = name_words(ask.question)
    claimed_anywhere = _CLAIMED.search(ask.question) is not None
    for at, product in products_named(words):
        owned = _OWNERS & set(words[max(0, at - 3) : at])
        if (owned or claimed_anywhere) and not _drawn(ask.facts.parts, product):
            written = written_of(ask, product)
            return f"Your design has no {product.name} drawn yet" + (
                f": it is only in what you wrote ({quote(written)})." if written else "."
            )
    return None


def _drawn(parts: Sequence[PartFacts], product: Technology) -> bool:
    # The engine the panel shows counts even left as the canvas gave it: "my Postgres" of a
    # database box whose engine reads PostgreSQL is that box.
    said = [
        (
            p.label
            if p.node.role != product.role
            else f"{p.label} {p.text} {p.node.prop('engine') or ''} {p.node.prop('type') or ''}"
        ).lower()
        for p in parts
    ]
    return any(
        word_at(text, spelling) is not None for spelling in product.spellings() for text in said
    )


# "the app servers" of a canvas that draws "Application servers": the same part, shortened.
_SHORT_FOR: Final = {
    "app": "application",
    "apps": "applications",
    "db": "database",
    "dbs": "databases",
    "svc": "service",
    "svcs": "services",
    "msg": "message",
    "msgs": "messages",
}


def _unabbreviated(text: str) -> str:
    return " ".join(_SHORT_FOR.get(word.lower(), word) for word in text.split())


def _part_not_drawn(ask: Ask) -> str | None:
    found = _MINE.search(ask.question)
    # A role the design has none of is said by the answer itself ("no object store yet").
    if found is None or ask.facts is None or ask.missing:
        return None
    said = (found.group(1) or "").strip()
    noun = (found.group(2) or "").lower()
    # "my notes say another worker": a sentence, not the name of a part.
    if _NOT_A_NAME & set(said.lower().split()):
        return None
    words = telling(_unabbreviated(said)) - _DESCRIBING
    # "the queue" names a kind of part; "the ranking service" names one the learner has in mind.
    if not _OWNED.search(found.matched) and not words - telling(noun):
        return None
    texts = [_unabbreviated(f"{p.label} {p.text}") for p in ask.facts.parts]
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
    asked = words - telling(noun)
    # "the S3 raw clicks bucket" of a part labelled "S3 raw clicks": the noun is the learner's.
    if any(words <= telling(text) for text in texts) or any(
        asked and asked <= telling(_unabbreviated(p.label)) for p in ask.facts.parts
    ):
        return None
    brief = " ".join(ask.brief.requirements) if ask.brief else ""
    unasked = bool(asked) and not asked & telling(brief)
    return f"Your design has no {said} yet" + (
        ", and the brief's requirements do not ask for one." if unasked else "."
    )


# What does a missing part's job when the question names no drawn part: "my quadtree" of a
# design that keeps its locations in Redis GEO. The words of each kind of part the design may
# have in its place, beside the words the question shares with a part's own text.
_IN_PLACE_OF: Final = (
    (
        Pattern(r"\b(quadtrees?|geohash\w*|r-?trees?|spatial|s2|h3)\b", ignore_case=True),
        Pattern(r"\b(geo\w*|quadtrees?|h3|s2|postgis|r-?trees?|spatial)\b", ignore_case=True),
    ),
    (
        Pattern(r"\b(render\w*|headless|chrome|javascript)\b", ignore_case=True),
        Pattern(r"\b(fetch\w*|render\w*|crawl\w*|download\w*)\b", ignore_case=True),
    ),
    (
        Pattern(r"\b(trie|prefix\w*)\b", ignore_case=True),
        Pattern(r"\b(trie|prefix\w*|suggest\w*|complet\w*)\b", ignore_case=True),
    ),
)
MOST_IN_PLACE: Final = 2


def standing_in(ask: Ask) -> list[PartFacts]:
    """The drawn parts that most likely do what the question takes a missing part to do: those
    doing its kind of job first, then those whose own text shares the most words with the
    question."""
    if ask.facts is None:
        return []
    asked = telling(ask.question)
    jobs = [job for sign, job in _IN_PLACE_OF if sign.search(ask.question)]

    def weight(part: PartFacts) -> tuple[int, int]:
        said = f"{part.label} {part.text}"
        doing = sum(1 for job in jobs if job.search(said))
        return doing, len(asked & telling(said))

    # Each part weighed once: its whole text is read for every weight.
    weighed = [(weight(p), p) for p in ask.facts.parts if p.node.role != "client"]
    ranked = sorted(weighed, key=lambda item: item[0], reverse=True)
    return [p for weighs, p in ranked if weighs > (0, 1)][:MOST_IN_PLACE]
