"""What changed between two attempts, per dimension, from their stored findings: a description
that now says "2 replicas" lifts fault tolerance, and says why."""

from systemcraft.assessment.attempt_changes import attempt_changes
from systemcraft.assessment.engine import Assessment, Finding, Scores, assess
from systemcraft.design import read_document
from tests.assessment.builders import expectations
from tests.designs import bare_design


def judged(description: str = "") -> Assessment:
    document = bare_design()
    database = next(c for c in document["design"]["components"] if c["id"] == "database")
    database["metadata"]["customLogic"] = description
    return assess(read_document(document), expectations("url-shortener"))


def test_a_replicas_phrase_in_a_description_is_explained_where_it_moved_the_score() -> None:
    before, after = judged(), judged("Postgres with 2 replicas")
    changes = attempt_changes(
        7, (before.scores, before.findings), (after.scores, after.findings), quote=True
    )
    assert changes.previous_id == 7
    assert changes.total_delta == after.scores.total - before.scores.total > 0
    moved = {change.dimension: change for change in changes.dimensions}
    assert moved["fault_tolerance"].delta > 0
    assert moved["fault_tolerance"].summary.startswith(
        f"+{moved['fault_tolerance'].delta} fault tolerance: resolved “If Database fails"
    )
    # A dimension whose findings changed but whose score did not says so.
    unchanged = [change for change in changes.dimensions if change.delta == 0]
    assert all(" unchanged: " in change.summary for change in unchanged)


def finding(rule: str, severity: str, dimension: str = "consistency") -> Finding:
    return Finding.model_validate(
        {
            "rule_id": rule,
            "dimension": dimension,
            "severity": severity,
            "components": ["db"],
            "message": f"{rule} on Database.",
            "why": "",
            "lesson": "replication",
        }
    )


def test_a_drop_names_the_new_problem_and_the_lost_strength_or_counts_them() -> None:
    before = Scores.of({"scalability": 2, "consistency": 3, "fault_tolerance": 2})
    after = Scores.of({"scalability": 2, "consistency": 2, "fault_tolerance": 2})
    old = [finding("sync-replication", "strength"), finding("kept", "minor")]
    new = [finding("kept", "minor"), finding("unstated-mode", "major")]
    quoted = attempt_changes(1, (before, old), (after, new), quote=True)
    assert [change.summary for change in quoted.dimensions] == [
        "−1 consistency: new problem “unstated-mode on Database”; "
        "strength lost “sync-replication on Database”"
    ]
    counted = attempt_changes(1, (before, old), (after, new), quote=False)
    assert [change.summary for change in counted.dimensions] == [
        "−1 consistency: 1 new problem; 1 strength lost"
    ]
    same = attempt_changes(1, (before, old), (before, old), quote=True)
    assert same.total_delta == 0
    assert same.dimensions == []
