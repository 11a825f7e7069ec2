"""What a cache protects: the store read on a miss, and whether that store could take every
read without it (the cache buys latency) or not (the cache is capacity)."""

from systemcraft.coach.answering.placement import answer_placement
from tests.coach.briefs import ask, with_run


def _placed(key: str, question: str, label: str) -> str:
    return answer_placement(with_run(ask(key, question, "placement", label), key)) or ""


def test_a_sharded_store_is_not_sized_by_its_shards_times_one_copys_rate() -> None:
    # ClickHouse's shards each hold a slice, and a dashboard query may ask one or all of them:
    # "its 6 copies carry about 60,000 a second" was no figure of what it takes.
    key = "ad-click-aggregation/unusual-11"
    said = _placed(key, "does the Redis report cache earn its keep?", "Redis (report cache)")
    assert "What it protects" not in said, said


def test_a_store_with_no_count_is_given_the_count_the_full_load_takes() -> None:
    key = "url-shortener/unsized-4"
    question = (
        "Does my Redis Cluster really need to sit in front of Cassandra? What is it protecting?"
    )
    said = _placed(key, question, "Redis Cluster")
    assert "Without it all 20,000 reads a second reach **Cassandra (links)**" in said, said
    assert "that takes 3 copies if each read is a lookup by key" in said
    assert "and no count is written on it" in said


def test_a_cache_kept_for_its_own_state_protects_no_store() -> None:
    key = "payment-system/mediocre"
    said = _placed(key, "Is Redis the right place to keep idempotency keys?", "Redis")
    assert "What it protects" not in said


def test_a_cache_is_loaded_by_reads_not_by_the_writes_on_its_flows() -> None:
    # The typeahead brief records 18,000 searches a second; the cache answers suggestions.
    said = _placed("typeahead/first-attempt-5", "is my cache in the right place?", "Cache")
    assert "18,000" not in said, said


def test_a_store_whose_capacity_is_the_providers_is_not_counted_by_copies() -> None:
    key = "collaborative-editor/drawn-only-12"
    said = _placed(key, "What is my Role cache protecting?", "Role cache")
    assert "What it protects: **Docs & ACL DB (Spanner)**" not in said, said


def test_a_caches_flow_reads_reach_it_however_the_run_routes_them_unless_a_cdn_answers_first() -> (
    None
):
    # The Autocomplete Server asks the Cache first: the 70,000 suggestion requests reach it.
    said = _placed("typeahead/first-attempt-5", "is my cache in the right place?", "Cache")
    assert "The brief's peak 70,000 suggestion requests a second pass through it" in said, said
    # CloudFront answers pastes first: how many reach Redis is its hit rate, not the brief's.
    key = "pastebin/excellent"
    said = _placed(key, "is my Redis in the right place?", "Redis (ElastiCache)")
    assert "The brief's peak 1,200 reads a second pass through it" not in said, said
