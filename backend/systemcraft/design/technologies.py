"""The technologies a candidate may draw, from `technologies.json`: each product with the role
it plays, the other ways labels write it, and whether it splits its writes over its nodes by
itself, and whether it keeps copies by itself. Recognition (recognition.py) reads their names,
the canvas's import the same table (generated for the front end), the simulation which stores
take writes on every copy, and the assessment which stores need no copies drawn.

A product name is matched wherever it stands in a label ("Orders (PostgreSQL)"); a name of up
to four letters only as a word of its own, as every keyword of the vocabulary is.
"""

import json
from collections.abc import Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

from systemcraft.design.roles import Role
from systemcraft.kit.patterns import Pattern

_FILE = Path(__file__).with_name("technologies.json")

Alias = Annotated[
    str, StringConstraints(min_length=3, max_length=40, pattern=r"^[a-z0-9][a-z0-9 ./+-]*$")
]


class Technology(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=2, max_length=60)
    role: Role
    aliases: tuple[Alias, ...] = ()
    spreads_writes: bool = False
    # How it keeps copies of what it stores by itself, whatever the drawing says: "managed",
    # the provider keeps them (S3, DynamoDB); "consensus", every write is agreed by a quorum of
    # replicas (CockroachDB, etcd); "cluster", it runs as replicated nodes, though how writes are
    # acknowledged is the user's choice (Kafka, Pulsar). None: copies are the design's to draw.
    copies: Literal["managed", "consensus", "cluster"] | None = None
    note: str = Field(min_length=3, max_length=120)

    def spellings(self) -> tuple[str, ...]:
        """Every way a label may write it, lowercase, the name first."""
        return tuple(dict.fromkeys((self.name.lower(), *self.aliases)))


class Catalogue(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    technologies: tuple[Technology, ...] = Field(min_length=300)

    @model_validator(mode="after")
    def _one_product_a_spelling(self) -> "Catalogue":
        seen: dict[str, str] = {}
        for technology in self.technologies:
            for spelling in technology.spellings():
                if seen.setdefault(spelling, technology.name) != technology.name:
                    raise ValueError(
                        f"{spelling!r} names both {seen[spelling]} and {technology.name}"
                    )
        return self


@cache
def technologies() -> tuple[Technology, ...]:
    return Catalogue.model_validate({"technologies": json.loads(_FILE.read_text())}).technologies


def by_role() -> Iterator[tuple[Role, tuple[str, ...]]]:
    """Each product's spellings with its role, in the file's order."""
    for technology in technologies():
        yield technology.role, technology.spellings()


def spellings_keeping_copies(*kinds: str) -> tuple[str, ...]:
    """Every spelling of the products that keep their copies in one of `kinds` of ways."""
    return tuple(
        spelling
        for technology in technologies()
        if technology.copies in kinds
        for spelling in technology.spellings()
    )


_WORD = Pattern(r"[a-z0-9][a-z0-9./+-]*", groups=False)


@cache
def _by_spelling() -> dict[str, Technology]:
    return {spelling: t for t in technologies() for spelling in t.spellings()}


@cache
def _longest_spelling() -> int:
    return max(len(spelling.split()) for spelling in _by_spelling())


def name_words(text: str) -> list[str]:
    """The words a product name is read from: lowercase, with the dots, slashes, plus signs and
    hyphens a name may hold ("node.js", "ci/cd"), less a sentence's closing dot."""
    return [w.matched.rstrip(".") for w in _WORD.finditer(text.lower())]


def product_in(label: str, role: Role | None = None) -> Technology | None:
    """The first product a label names ("Payments (CockroachDB)"), of `role` when given."""
    return next((found for _, found in products_named(name_words(label), role)), None)


def products_named(
    words: Sequence[str], role: Role | None = None
) -> Iterator[tuple[int, Technology]]:
    """Each product the words (name_words) name, of `role` when given, with the word it starts
    at: at each word the longest spelling that starts there ("azure cosmos db" before "cosmos
    db"). One lookup per word and length, whatever the text holds."""
    for at in range(len(words)):
        for length in range(_longest_spelling(), 0, -1):
            found = _by_spelling().get(" ".join(words[at : at + length]))
            if found is not None and (role is None or found.role == role):
                yield at, found
                break
