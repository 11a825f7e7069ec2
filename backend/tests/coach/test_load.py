"""What reaches a part is said from the brief's own peak figures for the flows through it, and
split only over copies drawn side by side, never over other services."""

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.load import brief_load
from systemcraft.coach.design_facts import read_facts
from systemcraft.design import read_document
from tests.assessment.calibration import problem_expectations
from tests.coach.briefs import ask, brief, facts, with_run
from tests.designs import strong_design


def test_the_load_is_the_briefs_peaks_for_the_flows_through_the_part() -> None:
    asked = ask("url-shortener/fair", "are 4 app servers enough?", "sizing", "App Servers (x4)")
    load = brief_load(asked, asked.named_facts()[0])
    assert load is not None
    assert load.said() == (
        "the brief's peak 20,000 redirects and 200 link creations a second pass through it, so "
        "about 20,200 requests a second reach it"
    )


def test_copies_drawn_side_by_side_share_it_and_other_services_do_not() -> None:
    facts = read_facts(read_document(strong_design()), problem_expectations()["url-shortener"])
    server = next(p for p in facts.parts if p.label == "Server A")
    asked = Ask("how many servers?", "sizing", (), (), facts, brief("url-shortener"))
    load = brief_load(asked, server)
    assert load is not None
    assert load.beside == 2
    assert "split over the 2 drawn side by side, so about 10,100 requests" in load.said()
    # The news feed's Feed Service and Post Service stand behind one balancer: not copies.
    feed = ask("news-feed/fair", "how many?", "sizing", "Feed Service")
    feed_load = brief_load(feed, feed.named_facts()[0])
    assert feed_load is not None
    assert feed_load.beside == 1


def test_a_figure_goes_to_the_part_named_for_it_not_to_every_service_on_its_flow() -> None:
    # Flows are matched by role: posts reach "a service", which the Feed Service also is.
    for label, figures in (("Feed Service", ["feed requests"]), ("Post Service", ["posts"])):
        asked = ask("news-feed/fair", "how many?", "sizing", label)
        load = brief_load(asked, asked.named_facts()[0])
        assert load is not None
        assert [
            f.what.removeprefix("peak ").removesuffix(" per second") for f in load.figures
        ] == figures


def test_a_flows_figure_is_not_said_of_a_part_the_run_sends_that_flow_past() -> None:
    """The app servers write posts to MySQL and read feed pages from Redis: the posts do not
    reach the feed cache, though the flows matched by role pass both."""
    asked = ask("news-feed/mediocre", "is my redis cache in the right place?", "placement")
    assert asked.facts is not None
    cache = next(p for p in asked.facts.parts if p.label == "Redis feed cache")
    # Read without a run (by the flows matched by role), and with one: a cache is asked for
    # reads, so the posts are not its load either way.
    for load in (
        brief_load(asked, cache),
        brief_load(with_run(asked, "news-feed/mediocre"), cache),
    ):
        assert load is not None
        assert load.said() == (
            "the brief's peak 100,000 feed requests a second pass through it, so about 100,000 "
            "requests a second reach it"
        )


def test_a_gateway_carries_every_request_it_passes_on_whatever_part_the_figure_loads() -> None:
    """The leaderboard views load the sorted set, but each one passes the API gateway first."""
    asked = ask("leaderboard/mediocre", "is one gateway enough?", "sizing", "API Gateway")
    load = brief_load(with_run(asked, "leaderboard/mediocre"), asked.named_facts()[0])
    assert load is not None
    assert load.said() == (
        "the brief's peak 15,000 score updates and 30,000 leaderboard views a second pass "
        "through it, so about 45,000 requests a second reach it"
    )


def test_a_cache_on_the_dashboards_path_takes_the_queries_not_the_samples_ingested() -> None:
    """The flows matched by role pass nearly every part of a dense design; the run of it sends
    the samples by the ingest routers, and the queries through the Valkey the mixers read."""
    key = "metrics-alerting/unusual-9"
    asked = with_run(ask(key, "is Valkey in the right spot?", "placement", "Valkey"), key)
    load = brief_load(asked, asked.named_facts()[0])
    assert load is not None
    assert [f.what for f in load.figures] == ["peak queries per second"]


def test_a_part_sent_only_a_share_takes_at_most_the_flows_figure() -> None:
    # The Reporting API sends the cache "closed ranges only".
    key = "ad-click-aggregation/unusual-12"
    part = next(p for p in facts(key).parts if p.label == "Closed-range cache")
    asked = with_run(ask(key, "Is my Closed-range cache in the right place?", "placement"), key)
    load = brief_load(asked, part)
    assert load is not None
    said = load.said()
    assert "but your design sends it only some (“closed ranges only”), so at most about" in said


def test_a_service_on_a_flow_handles_each_of_its_requests_though_the_rubric_loads_the_store() -> (
    None
):
    # The edit ops load the op log by the rubric; each passes the document servers on its way.
    key = "collaborative-editor/good-12"
    asked = ask(key, "Is 40 enough?", "sizing", "Document Servers (OT)")
    load = brief_load(with_run(asked, key), asked.named_facts()[0])
    assert load is not None
    assert load.total == 700_000, load.said()
