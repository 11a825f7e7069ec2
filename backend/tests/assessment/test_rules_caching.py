"""read-cache, cache-invalidation and cdn."""

from systemcraft.assessment.engine import Expectations
from tests.assessment.builders import Sketch, found, problems, strengths


def cached(**cache_props: str) -> Sketch:
    return Sketch().add("cache", **cache_props).chain("web", "api", "db").link("api", "cache")


def test_a_read_heavy_problem_without_a_cache_reads_everything_from_the_database() -> None:
    bare = Sketch().chain("web", "api", "db")
    [essential] = problems(bare.assess("url-shortener"), "read-cache")
    assert essential.severity == "major"
    assert essential.message == "Every read goes to db; there is no cache in front of it."
    [useful] = problems(bare.assess(), "read-cache")
    assert useful.severity == "minor"


def test_no_cache_is_fine_where_reads_are_few_and_none_is_asked_for() -> None:
    balanced = Expectations.model_validate(
        {"reads_per_write": 1, "capabilities": {"cache": "useful"}}
    )
    assert found(Sketch().chain("web", "api", "db").assess_with(balanced), "read-cache") == []


def test_a_cache_on_the_request_path_is_a_strength() -> None:
    result = cached(ttl="3600").assess("url-shortener")
    assert problems(result, "read-cache") == []
    assert strengths(result, "read-cache")


def test_a_cache_no_request_reaches_is_pointed_out() -> None:
    result = Sketch().chain("web", "api", "db").chain("worker", "cache").assess()
    [finding] = problems(result, "read-cache")
    assert finding.message == "cache is not on any path a client's request takes."


def test_with_no_client_drawn_the_parts_at_the_top_are_the_clients_of_the_cache() -> None:
    # A cache cluster's own design: the applications calling it are drawn as servers.
    result = Sketch().add("apps", "server").add("cache", "cache").link("apps", "cache").assess()
    assert problems(result, "read-cache") == []


def test_a_cache_needs_a_bounded_ttl() -> None:
    for props, fragment in (
        ({}, "has no TTL"),
        ({"ttl": "never"}, "has no TTL"),
        ({"ttl": "0"}, "TTL of 0"),
        ({"ttl": "30 days"}, "keeps entries for “30 days”, longer than a week"),
    ):
        [finding] = problems(cached(**props).assess(), "cache-invalidation")
        assert fragment in finding.message, props
        assert (finding.severity, finding.dimension) == ("minor", "consistency")


def test_a_cache_with_no_way_back_to_the_database_cannot_be_refreshed() -> None:
    sketch = Sketch().add("cache", ttl="60").chain("web", "api", "cache").chain("web", "api2", "db")
    [finding] = problems(sketch.assess(), "cache-invalidation")
    assert "has no path to a database" in finding.message
    assert problems(sketch.assess("rate-limiter"), "cache-invalidation") == []


def test_a_bounded_ttl_in_front_of_the_database_is_a_strength() -> None:
    result = cached(ttl="1h").assess()
    assert problems(result, "cache-invalidation") == []
    assert strengths(result, "cache-invalidation")


def test_video_needs_a_cdn_and_a_news_feed_wants_one() -> None:
    bare = Sketch().chain("web", "api", "db")
    assert [f.severity for f in problems(bare.assess("video-streaming"), "cdn")] == ["major"]
    assert [f.severity for f in problems(bare.assess("news-feed"), "cdn")] == ["minor"]
    assert found(bare.assess("url-shortener"), "cdn") == []


def test_a_cdn_in_front_of_the_content_is_a_strength() -> None:
    result = Sketch().chain("web", "cdn", "api", "db").assess("video-streaming")
    assert problems(result, "cdn") == []
    assert strengths(result, "cdn")


def test_a_cache_named_for_the_state_it_keeps_is_not_told_to_expire_it() -> None:
    # "Redis (sorted sets)" is where a leaderboard lives: an expiry deletes scores, not copies.
    sketch = Sketch().add("cache", label="Redis (sorted sets)")
    sketch = sketch.chain("web", "api", "db").link("api", "cache")
    assert not any("TTL" in f.message for f in problems(sketch.assess(), "cache-invalidation"))


def test_what_never_changes_needs_no_ttl_but_a_verb_or_a_schema_version_is_not_it() -> None:
    for note, flagged in (
        ("file chunks by hash", False),
        ("HLS video segments", False),
        ("blocks abusive clients", True),
        ("versioned schema", True),
    ):
        result = cached(eviction="allkeys-lru", note=note).assess()
        assert bool(problems(result, "cache-invalidation")) == flagged, note


def test_a_cache_kept_for_its_own_state_is_not_praised_for_answering_reads() -> None:
    state = (
        Sketch()
        .add("cache", label="KeyDB (caps, send claims)")
        .chain("web", "api", "db")
        .link("api", "cache")
    )
    assert strengths(state.assess("url-shortener"), "read-cache") == []
    assert strengths(cached(ttl="3600").assess("url-shortener"), "read-cache")


def test_a_timeline_a_fan_out_writes_may_keep_entries_long() -> None:
    result = cached(ttl="30 days", label="Redis (home timelines)").assess()
    assert problems(result, "cache-invalidation") == []
    [finding] = problems(cached(ttl="30 days").assess(), "cache-invalidation")
    assert "longer than a week" in finding.message
