"""A size a question gives is the named part's: "my 16 TB disk on postgres" is planned for the
database, and no cache is sized as if it held it (answering/memory.py)."""

from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.answering.wording import rate
from tests.coach.briefs import ask, facts, with_run


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


def test_a_cache_with_a_lifetime_holds_at_most_what_is_read_in_it() -> None:
    # ttl 3600 and no size planned on it; the sizes the question gives are guesses.
    question = "How much memory does my Redis need at peak? Is that 1 GB or 1 TB?"
    asked = with_run(ask("pastebin/good", question, "sizing", "Redis"), "pastebin/good")
    answer = answer_sizing(asked) or ""
    assert "at the peak 1,200 reads a second × 3,600 s = 4.3 million reads" in answer, answer
    assert "of the brief's 10 KB, about 43 GB" in answer
    assert "1.0 TB of data" not in answer


def test_a_size_planned_on_the_cache_comes_before_its_lifetimes_bound() -> None:
    question = "Is a Redis of 2 shards x 13 GB enough for the 1,200 reads/s peak?"
    key = "pastebin/excellent"
    asked = with_run(ask(key, question, "sizing", "Redis (ElastiCache)"), key)
    answer = answer_sizing(asked) or ""
    assert "13 GB of data, plus about half again" in answer, answer
    assert "its entries live" not in answer


def test_no_lifetime_bound_from_an_item_no_cache_keeps_whole() -> None:
    # The video brief's item is a video of a gigabyte: its Redis (ttl 300) keeps metadata.
    key = "video-streaming/good"
    cache = next(p.label for p in facts(key).parts if p.node.role == "cache")
    said = answer_sizing(with_run(ask(key, "How much memory does it need?", "sizing", cache), key))
    assert "its entries live" not in (said or ""), said


def test_a_rate_in_billions_reads_as_billions() -> None:
    assert rate(17_280_000_000) == "17.3 billion"
    assert rate(2_000_000_000) == "2 billion"
