"""Schemathesis against the app's own OpenAPI schema, signed out and at tier 3, as its command
line runs it: every phase (examples, coverage, fuzzing, stateful; the coverage phase in `make
bench` only) and every check on. No input may cause a 5xx; every answer must be one the
schema declares (status, content type, headers, body, Allow); what the schema refuses must be
refused and what it allows accepted; a route that declares sign-in must enforce it, and one a
visitor may call must not ask for it. The examples are bounded so `make test` stays fast; the
manual probe that found the defects these tests now guard ran 38,000 cases.

They fuzz PostgreSQL alone when it is among TEST_DATABASES: it refuses every value SQLite
refuses (an unpaired surrogate) and more (NUL characters, text past a column's declared
length, numbers past a column's width), and a fuzzer sends one request at a time, so what
only SQLite does (its locking) never comes into play. Running both doubled the slowest tests
of `make test`; `make bench` fuzzes SQLite as well."""

import os
from collections.abc import Iterator

import pytest
import schemathesis
from schemathesis.config import SchemathesisConfig
from schemathesis.engine import events, from_schema
from schemathesis.schemas import BaseSchema
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.databases import on_one_database
from tests.local_client import local_client

pytestmark = [pytest.mark.slow, on_one_database("postgresql")]  # see above

EXAMPLES_PER_OPERATION = 8
SEED = 26
# Each ends the session it is called with: they run last, each on a sign-in of its own.
SIGN_OUTS = r"^/auth/signout"
ACCEPTED = ["2xx", "3xx", "401", "403", "404", "409", "429", "5xx"]  # schemathesis's own
LIFTED_LIMITS = dict.fromkeys(
    (
        "auth_rate_limit",
        "refresh_rate_limit",
        "coach_rate_limit",
        "coach_address_rate_limit",
        "waitlist_rate_limit",
    ),
    "100000/minute",
)


@pytest.fixture
def fuzzed(curriculum_settings: Settings) -> Iterator[TestClient]:
    """The app over the real curriculum, with the rate limits lifted (they have tests of their
    own): a limit's 429 would hide what a route does with the input."""
    lifted = curriculum_settings.model_copy(update=LIFTED_LIMITS)
    with local_client(create_app(lifted), raise_server_exceptions=False) as client:
        yield client


def fuzz(client: TestClient, tier: int | None, coverage: bool = True) -> list[str]:
    """Every operation of the schema; one line per failed check or error."""
    everything_else = _schema(client, tier, coverage).exclude(path_regex=SIGN_OUTS)
    failures = _run(everything_else)
    for path in ("/auth/signout", "/auth/signout-everywhere"):
        failures += _run(_schema(client, tier, coverage).include(path=path))
    return failures


def _schema(client: TestClient, tier: int | None, coverage: bool) -> BaseSchema:
    headers = {} if tier is None else bearer(sign_in(client, "Fuzz", tier=tier))
    config = SchemathesisConfig.from_dict(
        {
            "seed": SEED,
            "headers": headers,
            "phases": {"coverage": {"enabled": coverage}},
            "max-redirects": 0,  # a sign-in's answer is its redirect, not the page it leads to
            # A failure is reported as found, not shrunk first: shrinking cost more than the run.
            "generation": {"max-examples": EXAMPLES_PER_OPERATION, "no-shrink": True},
            # A save with If-Match is refused with a 412 when another save came first: the
            # header's meaning, which schemathesis leaves out of what a valid request may get.
            "checks": {
                "enabled": True,
                "positive_data_acceptance": {"expected-statuses": [*ACCEPTED, "412"]},
            },
            "suppress-health-check": ["all"],
        }
    )
    return schemathesis.openapi.from_asgi("/api/openapi.json", client.app, config=config)


def _run(schema: BaseSchema) -> list[str]:
    failures: set[str] = set()
    for event in from_schema(schema).execute():
        if isinstance(event, events.ScenarioFinished):
            failures |= _failed_checks(event)
        elif isinstance(event, events.NonFatalError):
            failures.add(f"{event.label}: error: {event.info}"[:1500])
        elif isinstance(event, events.FatalError):
            failures.add(f"fatal error: {event.exception!r}")
    return sorted(failures)


def _failed_checks(event: events.ScenarioFinished) -> set[str]:
    failed = set()
    for checks in event.recorder.checks.values():
        for check in checks:
            info = check.failure_info
            if info is None:
                continue
            # A stateful scenario has no label of its own: its last step is what failed.
            operation = info.steps[-1].operation if info.steps else event.label
            where = f"{operation} [{event.phase.value}] {check.name}"
            message = f"{where}: {info.failure.title}: {info.failure.message}"
            failed.add(f"{message}\n{info.code_sample}"[:1500])
    return failed


# The coverage phase (every boundary value of every parameter) is most of the time (36 of tier
# three's 55 s here): `make test` leaves it out, for a visitor and at tier three, and `make
# bench` (FUZZ_EVERYTHING=1) keeps it. The examples, fuzzing and stateful phases still run.
VISITOR_COVERAGE = os.environ.get("FUZZ_EVERYTHING") == "1"


def test_no_input_breaks_the_api_for_a_visitor(fuzzed: TestClient) -> None:
    failures = fuzz(fuzzed, tier=None, coverage=VISITOR_COVERAGE)
    assert failures == [], "\n\n".join(failures)


def test_no_input_breaks_the_api_at_tier_three(fuzzed: TestClient) -> None:
    failures = fuzz(fuzzed, tier=3, coverage=VISITOR_COVERAGE)
    assert failures == [], "\n\n".join(failures)
