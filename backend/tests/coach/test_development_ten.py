"""What reviewers of development-10 (held-out-9 until they read it) found the coach saying
falsely or missing, each on the design it was found on: an app server shortened, a gateway
without its "API", a replica box read as slices, a count written as a word, copies per data
centre, a ttl left at the canvas's value, a queue the notes describe, a cache of counts, a whole
design asked to be judged, an idea in quotes."""

from systemcraft.coach.answering.absent import absent
from systemcraft.coach.answering.code_space import code_space
from systemcraft.coach.answering.copies import copies_line
from systemcraft.coach.answering.failure import answer_failure
from systemcraft.coach.answering.measured import answer_measured, local_bound
from systemcraft.coach.answering.placement import answer_placement
from systemcraft.coach.answering.review import asks_for_the_worst
from systemcraft.coach.answering.sharding import answer_sharding
from systemcraft.coach.answering.sizing import answer_sizing
from systemcraft.coach.answering.uploads import upload_path
from systemcraft.coach.asking import read_question
from systemcraft.coach.idea import idea_of
from systemcraft.coach.kinds import kind_of
from tests.coach.briefs import ask, document, facts, with_run


def test_an_app_server_shortened_is_the_application_server_drawn() -> None:
    key = "distributed-cache/good-10"
    question = "should I put a small local cache inside the app servers' wrapper lib?"
    assert absent(ask(key, question, "trade-off")) is None
    # Shortened on the canvas and in full in the question is the same part too.
    key = "photo-sharing/first-attempt-6"  # "App Server"
    question = "Should I put photos in my Redis Cache? Right now the application server pulls them."
    assert absent(ask(key, question, "placement")) is None


def test_a_gateway_fleet_is_a_gateway_the_question_names() -> None:
    question = "the limiter decides everything inside each gateway: is that the right spot?"
    _, intent = read_question(question, document("rate-limiter/flawed-4"))
    assert intent.missing == ()


def test_a_box_of_replicas_holds_copies_of_other_nodes_slices() -> None:
    part = next(
        p for p in facts("distributed-cache/good-10").parts if p.label.startswith("Redis replicas")
    )
    said = copies_line(part)
    assert "losing one loses no data" in said, said
    assert "each holding its own slice" not in said


def test_a_count_written_as_a_word_is_no_count_and_a_proposed_count_is_checked() -> None:
    key = "chat-app/unsized"  # Connection Gateway: "replicas: many, across AZs"
    question = "how many Connection Gateways do I need for 10M connections, would 20 boxes do?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Connection Gateway"), key)) or ""
    assert "Your design runs 1 copy" not in said, said
    assert "The 20 you ask about would hold about 500,000 each, 200% full: too few" in said


def test_copies_per_data_centre_are_counted_over_the_centres_the_notes_give() -> None:
    key = "url-shortener/flawed"  # "instances: 3 per DC"; the notes: "two DCs"
    question = "is my Create service sized for the peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Create service"), key)) or ""
    assert "3 per data center over 2 data centers, 6 copies in all" in said, said


def test_a_ttl_left_at_the_canvas_value_is_still_on_the_part() -> None:
    key = "hotel-reservation/first-attempt-5"
    question = "What cache hit rate will my Redis Cache get with the ttl of 3600?"
    said = answer_measured(ask(key, question, "measured", "Cache"))
    assert "Nothing in your design mentions" not in said, said
    assert "“Cache ttl: 3600”" in said


def test_a_queue_the_notes_describe_is_not_said_missing() -> None:
    key = "notification-system/buzzword-weak-5"
    question = "Is user_id the right key for the notification log, and how many shards?"
    said = answer_sharding(with_run(ask(key, question, "sharding", "Database"), key)) or ""
    assert "your design has no queue yet" not in said, said
    assert "only in its text, not drawn" in said


def test_a_cache_of_counts_is_not_placed_as_a_read_cache() -> None:
    key = "rate-limiter/flawed-4"
    question = "Is the Redis Cluster the right spot for the check, or should it stay local?"
    said = answer_placement(ask(key, question, "placement", "Redis Cluster (global counters)"))
    assert said is not None
    assert "It keeps counts, not copies" in said, said
    assert "answer repeated reads from memory" not in said
    # A feed cache that also keeps like counts is still a read cache.
    key = "news-feed/mediocre"
    cache = next(p for p in facts(key).parts if p.node.role == "cache")
    said = answer_placement(
        ask(key, "is my redis cache in the right place?", "placement", cache.label)
    )
    assert said is not None
    assert "answer repeated reads from memory" in said, said


def test_a_critique_asks_about_the_whole_design_whatever_it_names() -> None:
    question = (
        "ok be honest, what would an interviewer rip apart in my leaderboard design? I figured "
        "the Redis cache in front of Postgres would handle it"
    )
    assert kind_of(question) == "review"
    assert asks_for_the_worst(question)
    assert kind_of("is my edge kNN design overkill? what would an interviewer poke at") == "review"
    assert kind_of("is my Redis cache in front of Postgres in the right place?") == "placement"


def test_an_idea_before_a_slash_or_in_quotes_is_the_idea_asked() -> None:
    idea = idea_of("what actually is a geospatial index / geohash thing? status = 'available'")
    assert idea is not None
    assert idea.said == "geospatial index"
    idea = idea_of('someone said I need a "dead mans switch" - what is that actually?')
    assert idea is not None
    assert idea.said == "dead mans switch"
    assert idea.quoted
    # A quoted criticism is found by its words, not as an idea.
    assert idea_of("they said I have a 'window boundary problem' here, what is that?") is None


def test_uploads_go_straight_to_the_object_store_with_the_briefs_bytes() -> None:
    key = "video-streaming/mediocre-4"
    question = (
        "Uploads currently go creator -> Load Balancer -> API Servers (python) -> S3. Should the "
        "upload path even go through my API servers, or should the app upload straight into S3?"
    )
    said = upload_path(ask(key, question, "placement", "API Servers")) or ""
    assert said.startswith("Straight into **S3**, not through **API Servers**"), said
    # 17 uploads a second at peak of about 1.2 GB each (the brief's own figures).
    assert "17 writes a second of about 1.2 GB each" in said
    assert "up to about 163 Gbps in" in said
    assert "signs a URL for one object key" in said
    # A question about uploads that asks no route is not this answer.
    assert upload_path(ask(key, "how big are my uploads?", "placement")) is None


def test_a_price_is_not_given_but_the_quantities_behind_it_are() -> None:
    question = "Roughly what will paste.dev cost per month on AWS with my CloudFront and S3?"
    assert kind_of(question) == "measured"
    said = answer_measured(ask("pastebin/solid-2", question, "measured"))
    assert "A price is the provider's" in said, said
    # 12 writes a second of 10 KB for 30 days; 96 Mbps at a tenth of the peak's reads.
    assert "about 311 GB added a month" in said
    assert "about 3.1 TB a month" in said
    assert "about 311 million reads and 31 million writes a month" in said
    assert "$" not in said
    # What a false positive costs is no price.
    assert kind_of("what does a Bloom filter false positive cost me here?") != "measured"


def test_a_code_space_is_weighed_against_the_items_and_the_birthday_bound() -> None:
    question = (
        "My Create service takes the first 41 bits of SHA-256 for the code, that's 2.2 trillion "
        "codes vs 6B links. Is that enough codes, or do I need more bits/chars?"
    )
    said = code_space(ask("url-shortener/flawed", question, "sizing")) or ""
    assert "the 6 billion links you count (the brief's links stored over five years" in said
    assert "about 367 codes for each item" in said, said
    assert "about 8.2 million pairs of items would share a code" in said
    assert "0.27% of the time" in said
    assert "at the brief's peak of 200 writes a second, under one a second would clash" in said
    # The design's LWT is on custom aliases: it is quoted, not said to cover every code.
    assert "check that every generated code goes through that too" in said
    # A Snowflake ID's bit layout is no space of short codes.
    asked = "will my 41/10/12 bit split hold up for 50 years at 1M ids/s, is 12 bits enough?"
    assert code_space(ask("url-shortener/flawed", asked, "sizing")) is None


def test_what_the_part_says_happens_when_it_crashes_is_quoted() -> None:
    key = "collaborative-editor/drawn-only-10"
    question = "What happens if one of my Room hosts crashes? Do people lose what they typed?"
    said = answer_failure(ask(key, question, "failure", "Room hosts")) or ""
    assert "What your design says happens: “Crash: the ephemeral node vanishes after 8 s" in said
    assert "tabs resend unacked updates" in said, said


def test_a_per_host_bucket_on_many_copies_is_bounded_beside_the_idea() -> None:
    question = (
        "Can someone explain how the per-host token bucket in my Fetchers keeps a site at 1 "
        "req/s? Does each fetcher have its own bucket for it, or is it shared somehow?"
    )
    said = local_bound(ask("web-crawler/flawed-6", question, "concept"))
    assert "each of the 48 copies of **Fetchers** keeps its own count" in said, said
    assert "up to 48× its limit" in said
    assert "keying the queue or the balancer on it" in said


def test_retries_are_said_to_bridge_a_blip_not_an_outage() -> None:
    question = (
        "If my MongoDB goes down at peak, what happens to the clicks hitting the Click Server? I "
        "have exponential backoff retries on it, so nothing's lost, right?"
    )
    said = (
        answer_failure(ask("ad-click-aggregation/terrible", question, "failure", "MongoDB")) or ""
    )
    assert "a minute's outage is 3 million of them waiting" in said, said
    assert "against the brief's 100 ms at the 99th percentile" in said
    assert "A retried increment can count twice" in said
    # Without retries asked about, none of it.
    plain = "If my MongoDB goes down at peak, what happens to the clicks?"
    said = answer_failure(ask("ad-click-aggregation/terrible", plain, "failure", "MongoDB")) or ""
    assert "Retries bridge a blip" not in said


def test_a_read_by_another_id_than_the_shard_key_is_said_to_scatter() -> None:
    key = "photo-sharing/good-6"
    question = (
        "I sharded posts by author_id over my 16 Postgres shards, but when post:{id} misses in "
        "Redis the feed service only has the post id... how does it know which shard to hit?"
    )
    store = next(p for p in facts(key).parts if p.label.startswith("PostgreSQL"))
    said = answer_sharding(with_run(ask(key, question, "sharding", store.label), key)) or ""
    assert said.startswith("**A read by post id cannot find a row split by author_id.**"), said
    assert "must ask 16 shards at once" in said
    # Its only database takes every write the brief counts, whatever branch the run split.
    assert "about 350 writes a second reach" in said
