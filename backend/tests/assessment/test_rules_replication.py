"""database-replication: a second copy, and what each mode promises."""

from systemcraft.assessment.engine import Expectations
from tests.assessment.builders import Sketch, found, problems, strengths


def with_database(**props: str) -> Sketch:
    return Sketch().add("db", **props).chain("web", "api", "db")


def test_a_single_copy_of_the_data_is_a_fault_tolerance_problem() -> None:
    [finding] = problems(
        with_database(replication="none").assess("url-shortener"), "database-replication"
    )
    assert (finding.severity, finding.dimension) == ("major", "fault_tolerance")
    assert finding.message == "db keeps a single copy of its data."


def test_where_replication_is_not_needed_a_single_copy_is_not_raised() -> None:
    relaxed = Expectations.model_validate({"capabilities": {"replication": "not_needed"}})
    assert (
        found(with_database(replication="none").assess_with(relaxed), "database-replication") == []
    )


def test_asynchronous_replicas_protect_the_data_but_can_lag() -> None:
    for mode in ("master-slave", "primary-replica", "async"):
        result = with_database(replication=mode).assess()
        [caveat] = problems(result, "database-replication")
        assert (caveat.dimension, caveat.severity) == ("consistency", "minor")
        assert "asynchronously" in caveat.message
        assert [s.dimension for s in strengths(result, "database-replication")] == [
            "fault_tolerance"
        ]


def test_synchronous_replicas_are_consistent_but_slow_writes() -> None:
    result = with_database(replication="sync").assess()
    [caveat] = problems(result, "database-replication")
    assert (caveat.dimension, caveat.severity) == ("scalability", "minor")
    assert {s.dimension for s in strengths(result, "database-replication")} == {
        "fault_tolerance",
        "consistency",
    }


def test_multi_leader_and_leaderless_setups_need_a_conflict_or_quorum_story() -> None:
    multi = problems(with_database(replication="multi-master").assess(), "database-replication")
    quorum = problems(with_database(replication="quorum").assess(), "database-replication")
    assert "several primaries" in multi[0].message
    assert "quorum" in quorum[0].message


def test_replicas_without_a_mode_ask_for_one() -> None:
    [caveat] = problems(with_database(replicas="3").assess(), "database-replication")
    assert "does not say whether" in caveat.message
