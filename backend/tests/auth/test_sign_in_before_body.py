"""Every route that needs a signed-in user checks the token before it reads the body, and a
feedback-tier route the user's tier as well. A visitor's body used to be parsed first: one
that was not JSON got a 422 naming the fault in a body they may not send at all, and a large
one stalled the server (tests/hardening/test_bodies_before_sign_in.py measures that against
the real server)."""

import re

from fastapi.routing import APIRoute
from starlette.testclient import TestClient

from systemcraft.auth.before_body import caller_check
from systemcraft.main import API_ROUTERS
from tests.auth.helpers import bearer, sign_in

UNREADABLE = b'{"design": ['
JSON = {"content-type": "application/json"}


def routes_taking_a_body_from_a_user() -> list[tuple[str, str]]:
    routes = [
        route
        for router in API_ROUTERS
        for route in router.routes
        if isinstance(route, APIRoute) and route.body_field and caller_check(route.dependant)
    ]
    return [
        (method, re.sub(r"\{[^}]+\}", "url-shortener", route.path))
        for route in routes
        for method in route.methods or ()
    ]


def test_a_body_from_a_visitor_or_a_bad_token_is_a_401_before_it_is_read(
    client: TestClient,
) -> None:
    routes = routes_taking_a_body_from_a_user()
    assert {
        ("POST", "/api/analyze"),
        ("POST", "/api/submissions"),
        ("POST", "/api/chat"),
        ("PUT", "/api/designs/url-shortener"),
        ("POST", "/api/quiz-scores"),
    } <= set(routes)
    for method, path in routes:
        for headers, message in (
            ({}, "Sign in to continue."),
            ({"Authorization": "Bearer x.y.z"}, "Your session is not valid. Please sign in again."),
        ):
            answer = client.request(method, path, content=UNREADABLE, headers=JSON | headers)
            assert answer.status_code == 401, (method, path, answer.text)
            assert answer.json() == {"error": {"code": "unauthorized", "message": message}}
            assert answer.headers["www-authenticate"] == "Bearer"


def test_a_body_below_the_routes_tier_is_a_403_before_it_is_read(client: TestClient) -> None:
    session = bearer(sign_in(client, "Low", tier=2))
    for path in ("/api/analyze", "/api/chat"):
        answer = client.post(path, content=UNREADABLE, headers=JSON | session)
        assert answer.status_code == 403, (path, answer.text)
        assert answer.json()["error"]["message"] == "This requires a Tier 3+ subscription."
