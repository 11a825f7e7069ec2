"""Schemathesis against the app's own OpenAPI schema, signed out and at tier 3, on SQLite and
PostgreSQL: no input it generates may cause a 5xx or a response that breaks its schema. The
number of examples is bounded so `make test` stays fast; the manual probe that found the
defects these tests now guard ran 38,000 cases."""

from collections.abc import Callable, Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.core.result import Ok
from schemathesis.specs.openapi.checks import response_schema_conformance
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.local_client import local_client

pytestmark = pytest.mark.slow

EXAMPLES_PER_OPERATION = 8
CHECKS = [not_a_server_error, response_schema_conformance]
bounded = settings(
    max_examples=EXAMPLES_PER_OPERATION,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)


@pytest.fixture
def fuzzed(curriculum_settings: Settings) -> Iterator[TestClient]:
    """The app over the real curriculum, with the sign-in limits lifted: the fuzzer signs in
    once per operation. The limits have tests of their own."""
    lifted = curriculum_settings.model_copy(
        update={
            "auth_rate_limit": "10000/minute",
            "coach_rate_limit": "10000/minute",
            "coach_address_rate_limit": "10000/minute",
        }
    )
    with local_client(create_app(lifted), raise_server_exceptions=False) as client:
        yield client


def fuzz(client: TestClient, tier: int | None) -> list[str]:
    """Runs every operation of the app's schema; returns one line per operation that failed.
    Each operation gets a fresh sign-in, so a fuzzed sign-out cannot end the others'."""
    schema = schemathesis.openapi.from_asgi("/api/openapi.json", client.app)
    failures: list[str] = []
    for result in schema.get_all_operations():
        assert isinstance(result, Ok), result  # the schema itself is valid
        operation = result.ok()
        headers = {} if tier is None else bearer(sign_in(client, "Fuzz", tier=tier))

        try:
            cases = st.one_of(
                operation.as_strategy(GenerationMode.POSITIVE),
                operation.as_strategy(GenerationMode.NEGATIVE),
            )
            given(case=cases)(bounded(calling_as(headers)))()
        except Exception as failure:
            failures.append(f"{operation.label}: {str(failure).strip()[:1500]}")
    return failures


def calling_as(headers: dict[str, str]) -> Callable[[Any], None]:
    def call(case: Any) -> None:
        case.call_and_validate(headers=headers, checks=CHECKS)

    return call


def test_no_input_breaks_the_api_for_a_visitor(fuzzed: TestClient) -> None:
    assert fuzz(fuzzed, tier=None) == []


def test_no_input_breaks_the_api_at_tier_three(fuzzed: TestClient) -> None:
    assert fuzz(fuzzed, tier=3) == []
