"""Where a log sits between its producers and consumers: a publish after the answer, the key
that keeps the brief's order, and partitions against consumers."""

from systemcraft.coach.answering.brokered import broker_lines
from tests.coach.briefs import ask, facts


def test_a_log_between_a_service_and_its_workers_is_weighed_where_it_sits() -> None:
    key = "chat-app/good"
    asked = ask(key, "is Kafka in the right spot?", "placement", "Kafka")
    kafka = next(p for p in facts(key).parts if p.label == "Kafka")
    said = "\n".join(broker_lines(asked, kafka))
    # "... sends the ack to the sender and publishes the message to Kafka"
    assert "**Chat Service** answers before it publishes" in said, said
    assert "It is keyed by “conversation\\_id”" in said
    assert "Show messages in the same order to every member of a conversation." in said
    assert (
        "Its 64 partitions cap the consumers of one group at 64: **Delivery Workers** runs 20"
        in said
    )
