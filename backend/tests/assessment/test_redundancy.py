"""What counts as surviving the loss of a machine, read as a reviewer reads it: a provider's
load balancer, a cache of several nodes or one whose loss is planned, a stateless service."""

from collections import Counter

import pytest

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node, build_graph
from systemcraft.assessment.engine.reading.writing import affirmed
from systemcraft.assessment.engine.rubric.redundancy import MANAGED_COPIES, fleet, redundant
from systemcraft.design import read_document
from tests.assessment.builders import Sketch


def alone(component_id: str, label: str) -> tuple[DesignGraph, Node]:
    graph = build_graph(read_document(Sketch().add(component_id, label=label).document()).design)
    return graph, graph.nodes[0]


@pytest.mark.parametrize(
    ("text", "survives"),
    [
        ("Edge NLB", True),
        ("Anycast L4 LB (Maglev-style)", True),
        ("AWS ALB", True),
        ("Load balancer\nalgorithm: least connections", False),
    ],
)
def test_a_providers_balancer_is_redundant_and_a_bare_one_is_not(text: str, survives: bool) -> None:
    graph, balancer = alone("lb", text.split("\n")[0])
    assert redundant(graph, balancer, text, Counter()) is survives


@pytest.mark.parametrize(
    ("text", "survives"),
    [
        ("Hot paste cache\nnodes: 3 across AZs", True),
        ("Recent list\nLosing it only empties the recent page; rebuilt from the table.", True),
        ("Link cache\nttl: 86400", False),
        ("Link cache\nnodes: 1", False),
    ],
)
def test_a_cache_survives_with_several_nodes_or_a_plan_for_losing_it(
    text: str, survives: bool
) -> None:
    graph, cache = alone("cache", text.split("\n")[0])
    assert redundant(graph, cache, text, Counter()) is survives


def test_a_stateless_or_serverless_service_is_a_fleet_and_a_bare_one_is_not() -> None:
    _, service = alone("api", "History API")
    assert fleet(service, "History API\nStateless REST for scroll-back")
    assert fleet(service, "Cleanup worker\nlanguage: Go (Lambda)")
    assert fleet(service, "Redirect function\nRuns in every PoP.\nruntime: Cloudflare Workers")
    assert not fleet(service, "History API\nlanguage: Go")


@pytest.mark.parametrize(
    ("label", "survives", "mode_known"),
    [
        ("CockroachDB (payments)", True, True),  # every write agreed by a Raft quorum
        ("TigerBeetle (ledger)", True, True),
        ("etcd (leases)", True, True),
        ("Amazon Keyspaces (events)", True, True),  # the provider keeps the copies
        ("Redpanda (orders)", True, True),  # every partition a Raft group
        ("NATS JetStream (events)", True, True),
        ("MongoDB Atlas (profiles)", True, True),  # the provider runs a replica set
        ("Temporal (workflows)", True, False),  # a cluster; how writes land is the user's
        ("Vitess (social graph)", True, False),  # replicas per shard; their mode is the user's
        ("Payments DB (PostgreSQL)", False, False),  # copies are the design's to draw
    ],
)
def test_a_product_that_keeps_its_own_copies_needs_none_drawn(
    label: str, survives: bool, mode_known: bool
) -> None:
    graph, store = alone("db", label)
    store_text = label
    assert redundant(graph, store, store_text, Counter()) is survives
    assert affirmed(store_text, MANAGED_COPIES) is mode_known


def test_a_part_said_to_run_as_one_copy_is_one_though_a_balancer_fronts_it() -> None:
    sketch = Sketch().add("lb", "load-balancer").add("api", "server", label="Chat service")
    sketch.link("lb", "api")
    graph = build_graph(read_document(sketch.document()).design)
    service = graph.nodes[1]
    assert redundant(graph, service, "", Counter())
    assert not redundant(graph, service, "instances: 1 for now", Counter())


def test_a_service_that_uses_a_product_keeping_copies_is_still_one_copy() -> None:
    graph, scheduler = alone("api", "Scheduler")
    assert not redundant(graph, scheduler, "Scheduler\nkeeps its leases in etcd", Counter())
