from systemcraft.assessment.engine.context import Context
from systemcraft.assessment.engine.graph import build_graph
from systemcraft.assessment.engine.rules import RULE_IDS, RULES
from systemcraft.design import read_document
from tests.assessment.builders import Sketch, expectations


def test_each_registered_rule_reports_under_its_own_id() -> None:
    assert len(RULES) == len(RULE_IDS) == len(set(RULE_IDS))
    designs = [
        Sketch(),
        Sketch().chain("web", "api", "db").link("web", "db").add("cache").add("queue"),
        Sketch().add("lb", healthCheck="HTTP").chain("web", "cdn", "lb", "api", "cache", "db"),
    ]
    seen: set[str] = set()
    for sketch in designs:
        for problem_id in ("chat-app", "video-streaming"):
            graph = build_graph(read_document(sketch.document()).design)
            context = Context(graph, expectations(problem_id))
            for rule, rule_id in zip(RULES, RULE_IDS, strict=True):
                ids = {issue.rule_id for issue in rule(context)}
                assert ids <= {rule_id}, rule.__name__
                seen |= ids
    assert len(seen) > len(RULE_IDS) // 2
