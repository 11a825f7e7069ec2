"""The catalogue of technologies (design/technologies.json): every product is recognised by
every way it is written, alone and in a label, as the role the catalogue gives it."""

import pytest

from systemcraft.design.recognition import recognise_role, role_from_text
from systemcraft.design.technologies import Technology, technologies

CATALOGUE = technologies()
STORES = frozenset({"database", "search", "object-store", "cache", "log", "coordination"})


def test_the_catalogue_names_the_field_by_role() -> None:
    roles = {t.role for t in CATALOGUE}
    assert len(CATALOGUE) >= 300
    assert roles >= {"database", "cache", "log", "queue", "search", "object-store", "worker"}


@pytest.mark.parametrize("technology", CATALOGUE, ids=lambda t: t.name)
def test_each_product_is_recognised_by_every_spelling(technology: Technology) -> None:
    for spelling in technology.spellings():
        assert role_from_text(spelling) == technology.role, spelling
    # In brackets after a word that names nothing, as labels often have it.
    assert role_from_text(f"Orders ({technology.name})") == technology.role
    if technology.spreads_writes:
        assert technology.role in STORES


def test_a_label_that_names_nothing_we_know_is_unknown() -> None:
    assert role_from_text("Frobnicator 3000") is None
    assert recognise_role(None, "Quux") is None
