"""Which way each flow's requests take (ways.py, routing.py) and how much of the brief each
flow carries (traffic.py), on small designs whose right answer is plain."""

from typing import Any

import pytest

from systemcraft.assessment.engine import Expectations
from systemcraft.simulation.engine import Brief, Rate, Simulation
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, component, flow, run


def rubric(*flows: dict[str, Any], figures: tuple[dict[str, Any], ...] = ()) -> Expectations:
    return Expectations.model_validate(
        {
            "rubric": {
                "terms": ["messages", "pages", "jobs"],
                "subject": "messages?",
                "flows": list(flows),
                "data": [{"what": "messages", "roles": ["database"]}],
                "decisions": [
                    {
                        "id": "storage",
                        "dimension": "scalability",
                        "question": "Where do the messages live?",
                        "evidence": ["stor(e|age)"],
                        "lesson": "replication",
                    }
                ],
                "figures": list(figures),
            }
        }
    )


def arrivals(result: Simulation, component_id: str) -> float:
    return component(result, component_id).arrival_rps


CHAT = rubric(
    {
        "id": "send",
        "name": "Send a message",
        "path": ["client", ["realtime", "service"], ["database", "queue"]],
    },
    {"id": "catch-up", "name": "Catch up after being offline", "path": ["client", "database"]},
)


def chat(gateway_label: str = "Chat gateways") -> Sketch:
    """Sends go through the gateways to the send service; a sync API beside them is shorter."""
    return (
        Sketch()
        .add("app", "client")
        .add("gateways", "server", label=gateway_label, replicas="20")
        .add("sender", "server", label="Send service", replicas="20")
        .add("log", "queue", label="Outbox log")
        .add("sync", "server", label="Sync API", replicas="20")
        .add("store", "database", label="Chat store", replicas="3")
        .chain("app", "gateways", "sender", "log")
        .chain("app", "sync", "store")
    )


def test_a_flow_takes_the_way_its_words_name_though_a_side_door_is_shorter() -> None:
    result = run(chat().document(), brief(1000, writes=1000), rubric=CHAT)
    assert arrivals(result, "sender") == pytest.approx(1000)
    assert arrivals(result, "sync") == pytest.approx(1000)  # catch-up only


def test_without_words_the_shortest_way_is_taken() -> None:
    unnamed = rubric(
        {"id": "post", "name": "Post it", "path": ["client", ["realtime", "service"], "queue"]},
    )
    sketch = (
        Sketch()
        .add("app", "client")
        .add("front", "server", label="Front API", replicas="4")
        .add("back", "server", label="Back API", replicas="4")
        .add("log", "queue", label="Outbox")
        .chain("app", "front", "back", "log")
        .link("app", "back")
    )
    result = run(sketch.document(), brief(0, writes=1000), rubric=unnamed)
    assert arrivals(result, "front") == 0
    assert arrivals(result, "back") == pytest.approx(1000)


def test_a_client_holding_a_socket_sends_on_it_the_flows_that_may_pass_one() -> None:
    # The sender is named for nothing now; the WebSocket gateway alone draws the sends.
    sketch = chat("WebSocket gateways")
    sketch.components[2]["label"] = "Relay"
    result = run(sketch.document(), brief(1000, writes=1000), rubric=CHAT)
    assert arrivals(result, "gateways") == pytest.approx(1000)
    assert arrivals(result, "sync") == pytest.approx(1000)


JOBS = rubric(
    {
        "id": "submit",
        "name": "Submit a job",
        "path": ["client", "service", "queue"],
        "durable_before_answer": True,
    },
    {"id": "work", "name": "Work through the jobs", "path": ["queue", ["worker", "service"]]},
)


def test_a_log_delivers_to_its_consumers_not_back_to_its_producers() -> None:
    sketch = (
        Sketch()
        .add("web", "client")
        .add("api", "server", label="Jobs API", replicas="4")
        .add("queue", "queue", label="Jobs")
        .add("worker", "server", label="Job workers", replicas="4")
        .chain("web", "api", "queue", "worker")
    )
    result = run(sketch.document(), brief(0, writes=1000), rubric=JOBS)
    assert arrivals(result, "api") == pytest.approx(1000)  # the submissions, not the work
    assert arrivals(result, "worker") == pytest.approx(1000)


SEARCH_AND_PAGES = rubric(
    {"id": "search", "name": "Search events", "path": ["client", "service", "search"]},
    {"id": "pages", "name": "Open a page", "path": ["client", "service", "database"]},
    figures=({"what": "peak page reads", "value": 900, "unit": "per second", "flow": "pages"},),
)


def search_and_pages() -> Sketch:
    return (
        Sketch()
        .add("web", "client")
        .add("finder", "server", label="Search service", replicas="4")
        .add("index", "database", label="Search index (OpenSearch)", replicas="4")
        .add("pager", "server", label="Page service", replicas="4")
        .add("pages", "database", label="Pages DB", replicas="3")
        .chain("web", "finder", "index")
        .chain("web", "pager", "pages")
    )


def test_a_flow_the_brief_gives_a_figure_takes_it_and_the_others_share_the_rest() -> None:
    figures = Brief(Rate(200, 1000), Rate(0, 0), 1000, 99.9, flow_peaks={"pages": 900})
    result = run(search_and_pages().document(), figures, rubric=SEARCH_AND_PAGES)
    assert arrivals(result, "pager") == pytest.approx(900)
    assert arrivals(result, "finder") == pytest.approx(100)
    carried = {f.id: f.peak_rps for f in result.flows}
    assert carried == pytest.approx({"pages": 900, "search": 100})


def test_when_every_flow_has_a_figure_they_share_all_the_brief_in_proportion() -> None:
    # The brief's 3,000 writes count three for each of the 1,000 payments a second.
    pay = rubric({"id": "pay", "name": "Pay", "path": ["client", "service", "database"]})
    sketch = Sketch().add("web", "client").add("api", "server", replicas="4")
    sketch.add("db", "database", replicas="3").chain("web", "api", "db")
    figures = Brief(Rate(0, 0), Rate(600, 3000), 1000, 99.9, flow_peaks={"pay": 1000})
    result = run(sketch.document(), figures, rubric=pay)
    assert arrivals(result, "api") == pytest.approx(3000)


CRAWL = rubric(
    {"id": "fetch", "name": "Fetch a page", "path": ["queue", "worker", "object-store"]},
    {"id": "check", "name": "Check its links", "path": ["worker", "cache"]},
)


def test_a_flow_a_worker_starts_loads_the_parts_after_it_not_the_worker() -> None:
    sketch = (
        Sketch()
        .add("frontier", "queue", label="Frontier")
        .add("crawler", "server", label="Crawler workers", replicas="10")
        .add("pages", "object-storage", label="Page archive")
        .add("seen", "cache", label="Seen filter", replicas="3")
        .chain("frontier", "crawler", "pages")
        .link("crawler", "seen")
    )
    sketch.components[1]["metadata"]["component_type"] = "server"
    result = run(sketch.document(), brief(5000, writes=0), rubric=CRAWL)
    # Both flows read: 2,500 pages fetched and 2,500 link checks a second.
    assert arrivals(result, "seen") == pytest.approx(2500)
    assert arrivals(result, "crawler") == pytest.approx(2500)


def test_requests_enter_at_a_service_that_nothing_calls_when_it_is_named_for_them() -> None:
    wins = rubric(
        {"id": "record", "name": "Record a win", "path": [["client", "service"], "database"]},
        {"id": "ranks", "name": "Show the ranks", "path": ["client", "cache"]},
    )
    sketch = (
        Sketch()
        .add("players", "client", label="Game app")
        .add("hosts", "server", label="Game servers", replicas="4")
        .add("api", "server", label="Ranks API", replicas="4")
        .add("ranks", "cache", label="Rankings (Redis)")
        .add("scores", "database", label="Scores DB", replicas="3")
        .chain("players", "api", "ranks")
        .link("hosts", "scores", description="record the win")
        .link("api", "scores")
    )
    result = run(sketch.document(), brief(1000, writes=500), rubric=wins)
    carried = {c.id: c.rps for c in result.connections}
    assert carried["c3"] == pytest.approx(500)  # the wins, from the game servers
    assert carried["c4"] == 0
    assert arrivals(result, "api") == pytest.approx(1000)  # the ranks only


def test_a_short_word_of_the_flows_name_picks_where_its_requests_enter() -> None:
    """ "report win" names the win flow's entrance by a three-letter word; "and", shared by
    both names, names neither."""
    flows = rubric(
        {
            "id": "record",
            "name": "Record a win and add points",
            "path": [["client", "service"], "database"],
        },
        {"id": "ranks", "name": "Show the ranks and the top 10", "path": ["client", "cache"]},
    )
    sketch = (
        Sketch()
        .add("players", "client", label="Game app")
        .add("hosts", "server", label="Game servers", replicas="4")
        .add("gateway", "server", label="API gateway", replicas="4")
        .add("api", "server", label="Board service", replicas="4")
        .add("ranks", "cache", label="Rankings (Redis)")
        .add("scores", "database", label="Scores DB", replicas="3")
        .link("hosts", "gateway", description="report wins")
        .link("players", "gateway", description="view the board")
        .chain("gateway", "api", "ranks")
        .link("api", "scores")
    )
    result = run(sketch.document(), brief(1000, writes=500), rubric=flows)
    carried = {c.id: c.rps for c in result.connections}
    assert carried["c1"] == pytest.approx(500)  # every win, from the game servers
    assert carried["c2"] == pytest.approx(1000)  # the players' reads alone


def test_a_service_a_client_calls_is_not_an_entrance_though_its_arrow_points_back() -> None:
    flows = rubric(
        {"id": "read", "name": "Read an order", "path": [["client", "service"], "database"]}
    )
    sketch = (
        Sketch()
        .add("web", "client")
        .add("api", "server", label="Orders API", replicas="4")
        .add("db", "database", label="Orders DB", replicas="3")
        .link("api", "web")  # drawn from the service to the client
        .link("api", "db")
    )
    result = run(sketch.document(), brief(1000), rubric=flows)
    assert arrivals(result, "api") == pytest.approx(1000)


def test_the_staffs_console_sends_none_of_the_users_requests() -> None:
    """An operators' console wired to the same service takes no share of the users' flow; a
    flow that is the operators' own starts at it."""
    flows = rubric(
        {"id": "read", "name": "Read an order", "path": ["client", "service", "database"]},
        {"id": "audit", "name": "Audit an order as an operator", "path": ["client", "database"]},
    )
    sketch = (
        Sketch()
        .add("web", "client", label="Shoppers' app")
        .add("ops", "client", label="Operator console")
        .add("admin", "server", label="Back-office API", replicas="2")
        .add("api", "server", label="Orders API", replicas="4")
        .add("db", "database", label="Orders DB", replicas="3")
        .chain("web", "api", "db")
        .chain("ops", "admin", "db")
    )
    result = run(sketch.document(), brief(1000), rubric=flows)
    read = next(f for f in result.flows if f.id == "read")
    assert read.path[0] == "Shoppers' app"
    assert "Operator console" not in read.path
    audit = next(f for f in result.flows if f.id == "audit")
    assert audit.path[0] == "Operator console"


def test_a_flow_the_design_has_no_way_for_is_named_not_run() -> None:
    sketch = search_and_pages()
    sketch.components = [c for c in sketch.components if c["id"] != "index"]
    sketch.connections = [c for c in sketch.connections if "index" not in (c["start"], c["end"])]
    result = run(sketch.document(), brief(1000), rubric=SEARCH_AND_PAGES)
    assert [f.id for f in result.flows] == ["pages"]
    assert result.missing_flows == ("Search events",)
    assert result.summary.endswith("Not in the design: Search events.")


def test_a_request_back_at_the_part_that_called_is_that_part_going_on_not_new_work() -> None:
    """The API asks the stock store, then (the answer back with it) writes to the queue: the
    way passes the API twice, and the API does the request's work once."""
    order = rubric(
        {
            "id": "order",
            "name": "Order an item",
            "path": ["client", "service", "database", "queue"],
        }
    )
    sketch = (
        Sketch()
        .add("web", "client")
        .add("api", "server", label="Orders API", replicas="4")
        .add("stock", "database", label="Stock DB", replicas="3")
        .add("queue", "queue", label="Order queue")
        .chain("web", "api", "stock")
        .link("api", "queue")
    )
    result = run(sketch.document(), brief(1000), rubric=order)
    assert arrivals(result, "api") == pytest.approx(1000)
    assert arrivals(result, "stock") == pytest.approx(1000)


def test_a_flow_that_starts_inside_starts_at_the_parts_no_client_calls() -> None:
    """Crawlers, fed by the frontier, check links; the operators' console API beside them
    serves the console and does none of it."""
    check = rubric(
        {"id": "check", "name": "Check links", "path": [["worker", "service"], "database"]}
    )
    sketch = (
        Sketch()
        .add("ops", "client", label="Operators")
        .add("console", "server", label="Console API", replicas="2")
        .add("frontier", "queue", label="Frontier")
        .add("crawler", "server", label="Crawler workers", replicas="10")
        .add("seen", "database", label="Seen URLs", replicas="3")
        .chain("ops", "console", "seen")
        .chain("frontier", "crawler", "seen")
    )
    result = run(sketch.document(), brief(2000), rubric=check)
    carried = {c.id: c.rps for c in result.connections}
    assert carried["c2"] == 0  # console to seen URLs
    assert carried["c4"] == pytest.approx(2000)  # crawler to seen URLs


def test_a_store_answers_its_caller_and_does_not_hand_the_request_to_another_user() -> None:
    """The reports service also uses the stock DB and writes to the order queue: a way from
    the DB through it is as short, but the DB answers the Orders API that asked it; and the
    API, answered, goes on to the queue rather than asking the DB again."""
    order = rubric(
        {
            "id": "order",
            "name": "Order an item",
            "path": ["client", "service", ["database", "cache"], ["queue", "cache"]],
        }
    )
    sketch = (
        Sketch()
        .add("web", "client")
        .add("api", "server", label="Orders API", replicas="4")
        .add("stock", "cache", label="Stock cache", replicas="3")
        .add("queue", "queue", label="Order queue")
        .add("reports", "server", label="Reports service", replicas="4")
        .chain("web", "api", "stock")
        .link("api", "queue")
        .link("reports", "stock")
        .link("reports", "queue")
    )
    result = run(sketch.document(), brief(1000), rubric=order)
    assert arrivals(result, "reports") == 0
    assert arrivals(result, "stock") == pytest.approx(1000)
    assert arrivals(result, "queue") == pytest.approx(1000)


def test_a_part_named_for_another_flow_and_not_this_one_takes_none_of_it() -> None:
    """The advertisers' dashboard client starts the dashboard queries, not the clicks, though
    both clients reach the click tracker through one balancer; and the balancer sends a search
    to the service its connection names for searches, not to the one named for businesses."""
    flows = rubric(
        {"id": "record-click", "name": "Record a click", "path": ["client", ["log", "queue"]]},
        {"id": "query", "name": "Serve the dashboards", "path": ["client", "database"]},
        {"id": "search", "name": "Search businesses", "path": ["client", "cache"]},
        {"id": "view", "name": "Open a business's page", "path": ["client", "database"]},
    )
    sketch = (
        Sketch()
        .add("users", "client", label="Browsers")
        .add("advertisers", "client", label="Advertisers")
        .add("lb", "load-balancer", label="Balancer")
        .add("tracker", "server", label="Tracker", replicas="4")
        .add("log", "queue", label="Clicks (Kafka)")
        .add("api", "server", label="Reports", replicas="4")
        .add("lbs", "server", label="Finder", replicas="4")
        .add("biz", "server", label="Business service", replicas="4")
        .add("geo", "cache", label="Geo cache")
        .add("db", "database", label="Main DB", replicas="3")
        .link("users", "lb", description="clicks and searches")
        .link("advertisers", "lb", description="dashboard queries")
        .chain("lb", "tracker", "log")
        .chain("lb", "api", "db")
        .link("lb", "lbs", description="/search")
        .link("lb", "biz", description="/businesses")
        .link("lbs", "geo")
        .link("biz", "geo")
        .link("biz", "db")
    )
    result = run(sketch.document(), brief(2000, writes=1000), rubric=flows)
    clicks, searches = flow(result, "record-click"), flow(result, "search")
    assert "Advertisers" not in clicks.path
    assert arrivals(result, "tracker") == pytest.approx(clicks.peak_rps)
    assert "Business service" not in searches.path
    assert arrivals(result, "lbs") == pytest.approx(searches.peak_rps)


def test_a_part_named_for_another_flow_and_for_this_one_by_a_shared_word_stays() -> None:
    """The settings app also reports opened notifications, but "preferences" names it for the
    preference changes too: they enter there, not at the product services."""
    flows = rubric(
        {
            "id": "accept",
            "name": "Accept a notification",
            "path": ["client", "database"],
            "durable_before_answer": True,
        },
        {
            "id": "set-preferences",
            "name": "Change preferences",
            "path": ["client", "database"],
            "durable_before_answer": True,
        },
        {"id": "look-up", "name": "Check preferences", "path": ["client", "cache"]},
    )
    sketch = (
        Sketch()
        .add("teams", "client", label="Product services")
        .add("app", "client", label="Settings app")
        .add("api", "server", label="API", replicas="4")
        .add("db", "database", label="Main DB", replicas="3")
        .add("cache", "cache", label="Cache")
        .link("teams", "api", description="POST /notifications")
        .link("app", "api", description="PUT preferences; POST /notifications/{id}/opened")
        .link("api", "db")
        .link("api", "cache")
    )
    result = run(sketch.document(), brief(0, writes=1000), rubric=flows)
    assert flow(result, "set-preferences").path[0] == "Settings app"
    assert "Product services" not in flow(result, "set-preferences").path


def test_a_consumers_name_does_not_take_a_word_from_the_flows_the_clients_start() -> None:
    """ "Fan a post out to followers' feeds" runs behind a log: "feed" still names the feed
    service for "Load the feed", as "pages" names the page store for "Fetch a page"."""
    flows = rubric(
        {"id": "read-feed", "name": "Load the feed", "path": ["client", "cache"]},
        {
            "id": "publish",
            "name": "Publish a post",
            "path": ["client", ["database", "queue"]],
            "durable_before_answer": True,
        },
        {"id": "fan-out", "name": "Fan a post out to followers' feeds", "path": ["queue", "cache"]},
    )
    sketch = (
        Sketch()
        .add("apps", "client", label="Apps")
        .add("lb", "load-balancer", label="Balancer")
        .add("feed", "server", label="Feed service", replicas="4")
        .add("other", "server", label="Profile service", replicas="4")
        .add("cache", "cache", label="Timelines")
        .add("db", "database", label="Posts DB", replicas="3")
        .add("log", "queue", label="Post events")
        .chain("apps", "lb", "feed", "cache")
        .chain("lb", "other", "cache")
        .link("other", "db")
        .link("db", "log", sync="Asynchronous")
        .link("log", "cache")
    )
    result = run(sketch.document(), brief(1000, writes=100), rubric=flows)
    assert arrivals(result, "feed") == pytest.approx(1000)
