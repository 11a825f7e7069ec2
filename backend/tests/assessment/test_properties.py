"""Property tests: any valid document is assessed, within range, the same way every time."""

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from systemcraft.assessment.engine import LESSONS, Expectations, assess
from systemcraft.design import DesignDocumentError, ExportDocument, read_document
from tests.assessment.builders import PROBLEMS, expectations

PROBLEM_IDS = sorted(path.stem for path in PROBLEMS.glob("*.yaml"))
TYPES = [None, "client", "dns", "cdn", "load-balancer", "server", "cache", "database", "queue"]
TYPES += ["pub-sub", "mystery"]
LABELS = st.sampled_from(
    ["Web", "Mobile app", "Users DB", "Redis", "Kafka", "LB", "API", "Worker", "SQS", "Thing", ""]
) | st.text(max_size=40)
PROPERTY_KEYS = ["replication", "ttl", "durability", "healthCheck", "replicas", "instances"]
PROPERTY_KEYS += ["shards", "retention", "algorithm", "regions", "engine"]
VALUES = ["none", "async", "sync", "multi-master", "master-slave", "quorum", "0", "2", "3600"]
VALUES += ["1h", "never", "transient", "persistent", "HTTP", "TCP", "Cassandra", "-1", ""]
PROPERTY_VALUES = st.sampled_from(VALUES) | st.text(max_size=20)
LATENCIES = st.sampled_from(["< 100ms", "5ms", "~20 ms", "1s", "1.5 s", "fast", ""]) | st.text(
    max_size=12
)
PROTOCOLS = st.sampled_from(["HTTP", "HTTPS", "TCP", "WebSocket", "gRPC", "Message Queue"])
SYNCS = st.sampled_from(["Synchronous", "Asynchronous", "async", ""])

SETTINGS = settings(
    max_examples=100,
    deadline=None,
    database=None,  # keep the working tree free of a .hypothesis folder
    suppress_health_check=[HealthCheck.too_slow],
)


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    count = draw(st.integers(min_value=0, max_value=30))
    components = []
    for index in range(count):
        metadata: dict[str, Any] = {
            "customProperties": [
                {"key": key, "value": value}
                for key, value in draw(
                    st.dictionaries(st.sampled_from(PROPERTY_KEYS), PROPERTY_VALUES, max_size=4)
                ).items()
            ]
        }
        declared = draw(st.sampled_from(TYPES))
        if declared:
            metadata["component_type"] = declared
        components.append({"id": f"n{index}", "label": draw(LABELS), "metadata": metadata})
    ids = st.sampled_from([c["id"] for c in components]) if components else st.nothing()
    connections = [
        {
            "id": f"c{index}",
            "start": draw(ids),
            "end": draw(ids),
            "properties": {
                "protocol": draw(PROTOCOLS),
                "latency": draw(LATENCIES),
                "sync": draw(SYNCS),
            },
        }
        for index in range(draw(st.integers(0, 70)) if components else 0)
    ]
    problem = draw(st.sampled_from([None, *PROBLEM_IDS]))
    return {
        "problem": {"id": problem, "title": "A problem"} if problem else None,
        "design": {"components": components, "connections": connections},
    }


def chosen_expectations(document: ExportDocument) -> Expectations | None:
    problem = document.problem
    return expectations(problem.id) if problem and problem.id else None


@pytest.mark.slow
@SETTINGS
@given(documents())
def test_any_valid_design_is_assessed_within_range_and_deterministically(
    raw: dict[str, Any],
) -> None:
    document = read_document(raw)
    first = assess(document, chosen_expectations(document))
    again = assess(read_document(json.loads(json.dumps(raw))), chosen_expectations(document))
    assert first == again
    scores = first.scores
    dimensions = [scores.scalability, scores.consistency, scores.fault_tolerance]
    assert all(0 <= value <= 5 for value in dimensions)
    assert scores.total == sum(dimensions)
    assert scores.max_score == 15
    ids = {component["id"] for component in raw["design"]["components"]}
    for finding in first.findings:
        assert finding.lesson in LESSONS
        assert set(finding.components) <= ids
        assert "\n" not in finding.message
        assert finding.message
        assert finding.why
    if not ids:
        assert scores.total == 0


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@SETTINGS
@given(
    st.one_of(
        JSON,
        st.fixed_dictionaries({"design": JSON}),
        st.fixed_dictionaries({"design": st.fixed_dictionaries({"components": JSON})}),
    )
)
def test_any_other_value_is_either_a_document_or_a_clear_refusal(raw: object) -> None:
    message = refusal(raw)
    assert message != ""
    assert message is None or "\n" not in message


def refusal(raw: object) -> str | None:
    try:
        read_document(raw)
    except DesignDocumentError as error:
        return str(error)
    return None
