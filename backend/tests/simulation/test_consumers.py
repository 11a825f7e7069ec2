"""Consumer flows, those that start at a broker (consumers.py, shares.py, ways.py): on a
small notifier, accepted notifications are written to a log; a router takes each, looks up
the recipient's preferences and hands it on through a topic to the senders, which push to the
user's devices. The user's app changes preferences through an API of its own."""

from dataclasses import replace
from typing import Any

import pytest

from systemcraft.simulation.engine import Simulation
from tests.assessment.builders import Sketch
from tests.simulation.runs import brief, component, flow, run
from tests.simulation.test_ways import rubric

ACCEPT = {
    "id": "accept",
    "name": "Accept a notification",
    "path": ["client", "service", ["log", "queue"]],
    "durable_before_answer": True,
}
DELIVER = {
    "id": "deliver",
    "name": "Deliver to the device",
    "path": [["log", "queue"], ["worker", "service"], "client"],
}
LOOK_UP = {
    "id": "look-up",
    "name": "Look up preferences at send time",
    "path": [["log", "queue"], ["cache", "database"]],
}
CHANGE = {
    "id": "set-preferences",
    "name": "Change preferences",
    "path": ["client", "database"],
    "durable_before_answer": True,
}
SENT = 6_000  # notifications a second at peak: the brief's writes, and its lookups as reads


def notifier(routers: str = "20") -> Sketch:
    return (
        Sketch()
        .add("products", "client", label="Product services")
        .add("api", "server", label="Notify API", replicas="4")
        .add("log", "queue", label="Request log")
        .add("router", "server", label="Router", replicas=routers)
        .add("prefs", "cache", label="Preferences cache", replicas="2")
        .add("prefdb", "database", label="Preferences DB", replicas="3")
        .add("topic", "queue", label="Channel topic")
        .add("senders", "server", label="Senders", replicas="4")
        .add("push", "server", label="Push provider", replicas="4")
        .add("devices", "client", label="Devices")
        .add("app", "client", label="User app")
        .add("settings", "server", label="Preferences API", replicas="2")
        .chain("products", "api", "log", "router", "topic", "senders", "push", "devices")
        .link("router", "prefs")
        .link("router", "prefdb")
        .chain("app", "settings", "prefdb")
        .link("settings", "prefs")
    )


def run_notifier(*flows: dict[str, Any], sketch: Sketch | None = None) -> Simulation:
    named = {f["id"] for f in flows}
    figures = tuple(
        {"what": what, "value": SENT, "unit": "per second", "flow": flow_id}
        for what, flow_id in (("notifications sent", "deliver"), ("lookups", "look-up"))
        if flow_id in named
    )
    figures_of = {str(f["flow"]): float(str(f["value"])) for f in figures}
    return run(
        (sketch or notifier()).document(),
        replace(brief(SENT, writes=SENT), flow_peaks=figures_of),
        rubric=rubric(*flows, figures=figures),
    )


def test_a_delivery_goes_on_through_the_topic_to_the_devices_not_back_to_the_app() -> None:
    result = run_notifier(ACCEPT, DELIVER, CHANGE)
    assert list(flow(result, "deliver").path) == [
        "Request log",
        "Router",
        "Channel topic",
        "Senders",
        "Push provider",
        "Devices",
    ]
    assert component(result, "senders").arrival_rps == pytest.approx(SENT)
    # The app calls the Preferences API; nothing is delivered back along that call: all it
    # sees are the app's own requests.
    assert component(result, "settings").arrival_rps == pytest.approx(
        flow(result, "set-preferences").peak_rps
    )


def test_lookups_made_at_send_time_are_the_briefs_reads_not_the_apps() -> None:
    result = run_notifier(ACCEPT, DELIVER, LOOK_UP, CHANGE)
    # The accepted notifications carry what the consumers say reaches the log...
    assert flow(result, "accept").peak_rps == pytest.approx(SENT)
    assert flow(result, "look-up").peak_rps == pytest.approx(SENT)
    # ...and preference changes take none of the brief's reads or writes.
    assert flow(result, "set-preferences").peak_rps == 0
    # The lookups ask the cache first: only its misses (80% answered) reach the database.
    assert component(result, "prefs").arrival_rps == pytest.approx(SENT)
    assert component(result, "prefdb").arrival_rps == pytest.approx(SENT * 0.2)


def test_a_part_two_consumers_share_handles_each_message_once() -> None:
    result = run_notifier(ACCEPT, DELIVER, LOOK_UP, CHANGE)
    # The router looks up the preferences of the notification it routes: one unit of work.
    assert component(result, "router").arrival_rps == pytest.approx(SENT)


def test_what_a_broker_hands_its_consumers_does_not_join_its_backlog() -> None:
    result = run_notifier(ACCEPT, DELIVER, LOOK_UP, CHANGE, sketch=notifier(routers="2"))
    # 2 router copies take 10,000 a second, more than the 6,000 written, though the log hands
    # out 12,000 a second to its two consumer flows: nothing waits.
    assert component(result, "log").queue_depth == 0
    assert flow(result, "deliver").p99_ms < 100


def test_a_cache_on_the_way_hands_a_request_only_to_a_store() -> None:
    """The senders also keep rate limits in the preferences cache: a delivery does not reach
    the senders through it, from the router."""
    sketch = notifier().link("senders", "prefs")
    result = run_notifier(ACCEPT, DELIVER, CHANGE, sketch=sketch)
    assert component(result, "senders").arrival_rps == pytest.approx(SENT)
    assert "Preferences cache" not in flow(result, "deliver").path
