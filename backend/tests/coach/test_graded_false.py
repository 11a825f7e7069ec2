"""What reviewers of development-6 found the coach saying falsely, each on the design it was found
on: a balancer drawn as one box called elastic, a service the run sends nothing handed a flow's
whole rate, a canvas-default replication said to name no replica."""

from systemcraft.coach.answering.sizing import answer_sizing
from tests.coach.briefs import ask, with_run


def test_a_balancer_drawn_as_one_box_is_not_called_elastic() -> None:
    key = "ticketing/first-attempt-5"
    question = "how many Servers do I need behind my Load Balancer for the on-sale peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Load Balancer"), key)) or ""
    assert "elastic service" not in said, said
    assert "runs as one copy, so its loss stops every request behind it" in said
    # The canvas's master-slave names a mode; the count of replicas is what is missing.
    question = "can my one Database keep up with the on-sale peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Database"), key)) or ""
    assert "which names no replica" not in said, said
    assert "no count of replicas is written on it" in said


def test_a_service_the_run_sends_nothing_is_not_handed_the_flows_whole_rate() -> None:
    key = "rate-limiter/good-4"  # the Rules API answers a 30 s poll, not every check
    question = "how many Rules API copies do I need at peak?"
    said = answer_sizing(with_run(ask(key, question, "sizing", "Rules API"), key)) or ""
    assert "copies at 1 s each" not in said, said
    assert "what loads it is what its callers send" in said
