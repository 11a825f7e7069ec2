from systemcraft.curriculum.content_cache import ContentCache


# Each builder returns a new list on every call, so `is` tells a cached value from a rebuilt one.
def _words(text: str) -> list[str]:
    return text.split()


def _letters(text: str) -> list[str]:
    return list(text)


def test_a_value_is_built_once_per_revision_and_again_after_a_reload() -> None:
    cache = ContentCache()
    first = cache.get("r1", _words, "a b")
    assert first == ["a", "b"]
    assert cache.get("r1", _words, "not read while r1 holds") is first
    assert cache.get("r2", _words, "c") == ["c"]


def test_each_builder_keeps_its_own_value_and_a_new_revision_drops_them_all() -> None:
    cache = ContentCache()
    words = cache.get("r1", _words, "a b")
    letters = cache.get("r1", _letters, "ab")
    assert (words, letters) == (["a", "b"], ["a", "b"])
    assert cache.get("r1", _words, "x") is words
    assert cache.get("r1", _letters, "x") is letters
    assert cache.get("r2", _letters, "cd") == ["c", "d"]
    assert cache.get("r2", _words, "e") == ["e"]
