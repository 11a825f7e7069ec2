"""synchronous-chain and realtime."""

from systemcraft.assessment.engine import Expectations
from tests.assessment.builders import Sketch, found, problems, strengths


def test_a_chain_over_the_latency_budget_is_named_with_its_total() -> None:
    slow = Sketch().link("web", "api", latency="400ms").link("api", "db", latency="20 ms")
    [finding] = problems(slow.assess(), "synchronous-chain")
    assert (finding.severity, finding.components) == ("minor", ["web", "api", "db"])
    assert finding.message == (
        "The synchronous chain web → api → db adds up to about 420 ms, over the 300 ms budget."
    )
    very_slow = Sketch().link("web", "api", latency="1.5 s").link("api", "db")
    assert [f.severity for f in problems(very_slow.assess(), "synchronous-chain")] == ["major"]


def test_a_chain_within_budget_is_a_strength() -> None:
    result = Sketch().chain("web", "lb", "api", "cache", "db").assess("url-shortener")
    assert problems(result, "synchronous-chain") == []
    [strength] = strengths(result, "synchronous-chain")
    assert "of the 100 ms budget" in strength.message


def test_default_latencies_count_at_typical_figures() -> None:
    # Four default "< 100ms" hops would be 400 ms taken literally; typical figures are ~60 ms.
    result = Sketch().chain("web", "lb", "api", "cache", "db").assess()
    [strength] = strengths(result, "synchronous-chain")
    assert "about 58 ms" in strength.message


def test_asynchronous_hops_and_queues_end_the_chain() -> None:
    sketch = (
        Sketch()
        .chain("web", "api", "db")
        .link("api", "worker", sync="Asynchronous", latency="5s")
        .link("api", "queue")
        .link("queue", "worker2", latency="5s")
        .link("worker2", "db")
    )
    assert problems(sketch.assess(), "synchronous-chain") == []


def test_cycles_do_not_trap_the_search() -> None:
    sketch = Sketch().chain("web", "api", "db", "api", latency="100ms").link("api", "api")
    assert strengths(sketch.assess(), "synchronous-chain")


def test_too_many_synchronous_hops_in_a_row_is_fragile() -> None:
    long = Sketch().chain("web", "api1", "api2", "api3", "api4", "api5", "api6", "db")
    [finding] = problems(long.assess(), "synchronous-chain")
    assert (finding.dimension, finding.severity) == ("fault_tolerance", "minor")
    assert "makes 7 synchronous calls in a row" in finding.message
    tolerant = Expectations(max_synchronous_hops=8)
    assert problems(long.assess_with(tolerant), "synchronous-chain") == []


def test_a_chat_app_without_a_push_channel_must_poll() -> None:
    [finding] = problems(Sketch().chain("web", "api", "db").assess("chat-app"), "realtime")
    assert finding.severity == "major"
    assert found(Sketch().chain("web", "api", "db").assess("url-shortener"), "realtime") == []


def test_a_websocket_to_the_client_is_a_strength() -> None:
    sketch = Sketch().link("web", "api", protocol="WebSocket").link("api", "db")
    result = sketch.assess("chat-app")
    assert problems(result, "realtime") == []
    assert strengths(result, "realtime")


def test_a_chain_over_budget_through_a_provider_says_the_budget_may_not_cover_it() -> None:
    # A card charge may sit on a path (checkout) that the brief's budget (a hold) does not cover.
    charged = Sketch().add("stripe", "server", label="Stripe")
    charged = charged.link("web", "api", latency="20ms").link("api", "stripe", latency="2s")
    [finding] = problems(charged.assess(), "synchronous-chain")
    assert finding.message.endswith(
        "over the 300 ms budget, if that budget covers this path (it includes the call to Stripe)."
    )
