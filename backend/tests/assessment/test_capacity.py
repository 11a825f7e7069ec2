"""Whether the copies a design states carry the brief's peak, by what one copy of each kind of
component sustains; a fleet with no count stated is taken to grow."""

import math

import pytest

from systemcraft.assessment.engine.graph.design_graph import Node, build_graph
from systemcraft.assessment.engine.reading.copies import stated_copies
from systemcraft.assessment.engine.rubric.capacity import capacity
from systemcraft.design import read_document
from systemcraft.design.capacity import external
from tests.assessment.builders import Sketch

LIMITER = "rate-limiter"


@pytest.mark.parametrize(
    ("text", "copies"),
    [
        ("App Servers (x3)", 3),
        ("nodes: 20 x 8 vCPU, 3 AZs", 20),
        ("instances: ~60 across 2 DCs", 60),
        ("Redis Cluster, 24 shards", 24),
        ("shards: 12 + 1 replica each", 12),
        ("about 1.2k GPUs", 1200),
        ("Redis", None),
        # Text before a refused "x 8" that is not ASCII (an en dash, an accent) once shifted
        # every later offset: a 500, or counts read from the wrong characters.
        # The GPUs each machine holds are no copies beside a count of the machines.
        ("Inference – 4 nodes x 8 GPUs", 4),
        ("café x 12 gpus and 3 nodes", 3),
        ("café x 12 gpus", 12),
    ],
)
def test_counts_of_copies_are_read_as_people_write_them(text: str, copies: int | None) -> None:
    node = Node(0, "n", "n", "server", {}, 1, "service")
    assert stated_copies(node, text) == copies


def limiter(**counters: str) -> Sketch:
    sketch = (
        Sketch()
        .add("lb", label="Load balancer")
        .add("gw", label="API gateways (rate limiter: 429 over quota)")
    )
    sketch.add("cache", label="Counter store (sliding window, token bucket)", **counters)
    return sketch.chain("web", "lb", "gw", "cache")


def capacity_findings(sketch: Sketch) -> list[str]:
    return [f.message for f in sketch.judge(LIMITER).findings if f.rule_id == "brief-capacity"]


def test_one_redis_node_cannot_count_a_million_checks_a_second() -> None:
    assert capacity_findings(limiter()) == [
        "At peak limit checks per second (about 1 million a second), Counter store (sliding "
        "window, token bucket) falls short: the copies drawn carry about 100,000 a second."
    ]


def test_a_cluster_with_enough_shards_or_no_count_stated_carries_it() -> None:
    assert capacity_findings(limiter(shards="16")) == []
    assert capacity_findings(limiter(type="Redis Cluster")) == []
    assert capacity_findings(limiter(shards="4")) != []


def test_a_design_that_carries_the_peak_scores_higher_than_one_that_does_not() -> None:
    assert limiter(shards="16").judge(LIMITER).scores.scalability > (
        limiter().judge(LIMITER).scores.scalability
    )


@pytest.mark.parametrize(
    ("label", "theirs"),
    [
        ("Card PSP (external)", True),
        ("Stripe", True),
        ("Amazon SES", True),
        ("Twilio SMS", True),
        ("APNs / FCM", True),
        ("PagerDuty / Slack / email", True),
        ("Notification providers", True),
        ("Heartbeat watchdog (external SaaS)", True),
        ("Slack notifier worker", False),  # ours, calling the provider
        ("Payments service", False),
        ("PSP notification receiver", False),  # ours, taking the provider's webhooks
        ("Stripe adapter", False),
        ("External API gateway", False),  # ours, facing outside
        ("Sessions store", False),
    ],
)
def test_a_third_partys_service_is_theirs_to_size(label: str, theirs: bool) -> None:
    """Whatever the brief's peak, a provider's service carries it: the design cannot size it,
    and an interviewer does not ask it to."""
    document = Sketch().add("part", "server", label=label).document()
    graph = build_graph(read_document(document).design)
    carried = capacity(graph, graph.nodes[0], label, "per second")
    assert external(label) is theirs
    assert math.isinf(carried) is theirs


def test_a_providers_single_box_is_not_a_single_point_of_failure_of_ours() -> None:
    """Push workers hand each notification to APNs / FCM, drawn as one box: the provider keeps
    itself up; the one copy of our own sender is the single point of failure."""
    sketch = (
        Sketch()
        .add("api", "server", label="Notify API", replicas="4")
        .add("queue", "queue", label="Notification queue", replicas="3")
        .add("workers", "server", label="Push senders")
        .add("push", "server", label="APNs / FCM")
        .add("phones", "client", label="User devices")
        .chain("api", "queue", "workers", "push", "phones")
    )
    single = [
        f.message
        for f in sketch.judge("notification-system").findings
        if f.rule_id == "brief-single-point-of-failure"
    ]
    assert any("Push senders" in message for message in single), single
    assert not any("APNs" in message for message in single), single


def _chat(client_says: str) -> list[str]:
    sketch = (
        Sketch()
        .add("web", label="Mobile app", platform=client_says)
        .add("lb", label="Load balancer")
        .add("gw", label="Chat gateway", instances="2")
        .add("db", label="Messages DB")
    )
    sketch.chain("web", "lb", "gw", "db")
    return [f.message for f in sketch.judge("chat-app").findings if f.rule_id == "brief-capacity"]


def test_a_client_that_opens_a_websocket_does_not_take_the_connections_off_the_gateway() -> None:
    # The ten million open connections are the gateway's to hold whatever the app says it opens.
    said = [m for m in _chat("iOS, opens a WebSocket") if "connections" in m]
    assert said == [m for m in _chat("iOS") if "connections" in m]
    assert said, _chat("iOS")
