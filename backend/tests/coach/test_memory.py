"""A size a question gives is the named part's: "my 16 TB disk on postgres" is planned for the
database, and no cache is sized as if it held it (answering/memory.py)."""

from systemcraft.coach.answering.sizing import answer_sizing
from tests.coach.briefs import ask, with_run


def test_a_size_asked_of_the_database_is_not_a_caches_memory() -> None:
    question = "will my 16 TB disk on postgres really last five years?"
    asked = with_run(ask("pastebin/fair-3", question, "sizing", "PostgreSQL"), "pastebin/fair-3")
    answer = answer_sizing(asked)
    assert answer is not None
    assert "The 16 TB you plan is short of it" in answer
    assert "16 TB of data, plus about half again" not in answer


def test_a_size_asked_of_a_cache_sizes_its_memory() -> None:
    question = "my redis will hold 96 GB, how many nodes?"
    asked = with_run(ask("pastebin/fair-3", question, "sizing", "Redis"), "pastebin/fair-3")
    answer = answer_sizing(asked)
    assert answer is not None
    assert "**Redis**: 96 GB of data, plus about half again" in answer
