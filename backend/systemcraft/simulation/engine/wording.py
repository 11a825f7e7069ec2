"""A component's label in a sentence: "the App servers saturate", "the Postgres primary
saturates". A label names many when its last word outside brackets is a plural noun: it ends
in s, but not in ss, us or is, and it is not a product's name (Postgres, Redis)."""

from functools import cache
from typing import Final

from systemcraft.design.technologies import technologies

_SINGULAR_ENDINGS: Final = ("ss", "us", "is")


@cache
def _products() -> frozenset[str]:
    return frozenset(spelling for t in technologies() for spelling in t.spellings())


def names_many(label: str) -> bool:
    outside = []
    depth = 0
    for character in label:  # what brackets hold qualifies the name: "Crawler nodes (Go)"
        depth += character in "([{"
        if depth == 0:
            outside.append(character)
        depth -= depth > 0 and character in ")]}"
    name = " ".join("".join(outside).split()).lower().strip(".,:;)]} ")
    last = name.rsplit(" ", 1)[-1]
    return (
        len(last) > 2
        and last.endswith("s")
        and not last.endswith(_SINGULAR_ENDINGS)
        # A product's name ends the label: "Postgres", "Azure Event Hubs".
        and not any(f" {name}".endswith(f" {product}") for product in _products())
    )


def verb(label: str, one: str, many: str) -> str:
    """`one` or `many`, as the label names one thing or many."""
    return many if names_many(label) else one
