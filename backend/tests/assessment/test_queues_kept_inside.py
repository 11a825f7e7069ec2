"""A design whose connections say a part keeps its queues ("queues (sorted sets)" to Redis) is
not told it has no queue: it is told the queue is not drawn as a part of its own."""

from systemcraft.assessment.engine import assess
from systemcraft.design import read_document
from tests.assessment.calibration import load_cases, problem_expectations


def _queue_problems(key: str) -> list[str]:
    document = read_document(next(c for c in load_cases() if c.key == key).document)
    result = assess(document, problem_expectations()[key.split("/")[0]])
    return [
        f.message for f in result.findings if f.rule_id == "async-work" and f.severity != "strength"
    ]


def test_queues_a_connection_says_a_part_keeps_are_named_not_denied() -> None:
    said = _queue_problems("llm-chat-service/good")
    assert len(said) == 1
    assert said[0].startswith("Queues are kept inside Redis (quotas + conversation list cache)")
    assert "“queues (sorted sets)”" in said[0]
