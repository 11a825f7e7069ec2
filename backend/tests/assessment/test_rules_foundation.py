"""client-to-data, client-direct-data and isolated-component."""

from systemcraft.assessment.engine import assess
from systemcraft.design import read_document
from tests.assessment.builders import Sketch, problems, strengths


def test_an_empty_design_is_one_critical_finding() -> None:
    result = assess(read_document({"design": {}}))
    [finding] = result.findings
    assert (finding.rule_id, finding.severity) == ("client-to-data", "critical")


def test_a_design_without_a_client_or_a_database_is_not_a_system_yet() -> None:
    no_client = problems(Sketch().chain("api", "db").assess(), "client-to-data")
    no_store = problems(Sketch().chain("web", "api").assess(), "client-to-data")
    assert [(f.severity, "no client" in f.message) for f in no_client] == [("critical", True)]
    assert [(f.severity, f.lesson) for f in no_store] == [("critical", "sql-vs-nosql")]


def test_clients_cut_off_from_the_data_are_named() -> None:
    nobody = Sketch().link("web", "api").add("db").link("worker", "db").assess()
    [finding] = problems(nobody, "client-to-data")
    assert finding.severity == "critical"
    assert finding.message == "No connections lead from web to db."
    some = Sketch().chain("web", "api", "db").link("mobile", "worker").assess()
    [finding] = problems(some, "client-to-data")
    assert (finding.severity, finding.components) == ("major", ["mobile"])


def test_a_connected_design_reaches_its_data() -> None:
    result = Sketch().chain("web", "api", "db").assess()
    assert problems(result, "client-to-data") == []


def test_arrows_drawn_back_towards_the_client_still_count_as_a_path() -> None:
    result = Sketch().link("db", "api").link("api", "web").assess()
    assert problems(result, "client-to-data") == []


def test_a_client_talking_to_the_database_or_cache_directly_is_a_problem() -> None:
    result = Sketch().chain("web", "api", "db").link("web", "db").link("web", "cache").assess()
    found = {(f.severity, tuple(f.components)) for f in problems(result, "client-direct-data")}
    assert found == {("major", ("web", "db")), ("minor", ("web", "cache"))}
    assert strengths(result, "client-direct-data") == []


def test_data_behind_the_service_layer_is_a_strength() -> None:
    result = Sketch().chain("web", "api", "db").assess()
    assert problems(result, "client-direct-data") == []
    [strength] = strengths(result, "client-direct-data")
    assert strength.dimension == "consistency"


def test_components_connected_to_nothing_are_listed_together() -> None:
    result = Sketch().chain("web", "api", "db").add("cache").add("queue").assess()
    [finding] = problems(result, "isolated-component")
    assert finding.components == ["cache", "queue"]
    assert finding.message == "cache and queue are connected to nothing."


def test_a_fully_connected_design_has_nothing_isolated() -> None:
    assert problems(Sketch().chain("web", "api", "db").assess(), "isolated-component") == []
    assert problems(Sketch().add("web").assess(), "isolated-component") == []


def test_a_component_nothing_identifies_is_asked_about_by_name() -> None:
    sketch = Sketch().add("box", "", label="Frobnicator").chain("web", "box", "db")
    sketch.add("kafka", "", label="Kafka").link("box", "kafka")
    asked = [f for f in sketch.assess().findings if f.rule_id == "unrecognised-component"]
    assert [(f.components, f.message.split("?")[0]) for f in asked] == [
        (["box"], "What is Frobnicator")
    ]
