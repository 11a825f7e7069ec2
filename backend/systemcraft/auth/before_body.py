"""Who is calling, checked before a route reads its body. A route whose dependencies need a
signed-in user answers a visitor, or a token that is not valid, with the 401 its dependency
gives, before a byte of the body is read or parsed (checking the token's signature and expiry
needs no database); a route for the feedback tier (or the simulation's) answers a signed-in user
below it with its 403 as well, and a request past the route's per-address or per-user limit its
429. The route's dependencies still run as usual afterwards (the limits find the request
counted): this only makes the refusal cheap, so that a body nobody may send costs the server
nothing."""

from collections.abc import Callable, Iterator
from typing import Any

from fastapi import Request
from fastapi.dependencies.models import Dependant
from starlette.concurrency import run_in_threadpool

from systemcraft.app_services import services_of
from systemcraft.auth.dependencies import (
    COUNTED_BEFORE_BODY,
    access_claims,
    bearer_scheme,
    client_address,
    count_limit,
    feedback_tier_user,
    signed_in_user,
    simulation_tier_user,
)
from systemcraft.web.routing import CallerCheck


def caller_check(dependant: Dependant) -> CallerCheck | None:
    """The check for a route, read from its dependencies so that no route can forget it; None
    for a route anyone may call."""
    calls = set(_dependency_calls(dependant))
    if access_claims not in calls:
        return None
    tier_checks = [check for check in (feedback_tier_user, simulation_tier_user) if check in calls]
    limits = [COUNTED_BEFORE_BODY[call] for call in calls if call in COUNTED_BEFORE_BODY]
    # In the order the route declares them, as its dependencies would count them.
    limits.sort(key=lambda limit: ("address", "user").index(limit[0]))

    async def check(request: Request) -> None:
        services = services_of(request.app)
        claims = access_claims(await bearer_scheme(request), services.auth)
        if tier_checks:
            user = await run_in_threadpool(signed_in_user, services, claims)
            for tier_check in tier_checks:
                tier_check(user)
        for per, setting in limits:
            key = client_address(request) if per == "address" else str(claims.user_id)
            await run_in_threadpool(count_limit, request, services, per, setting, key)

    return check


def _dependency_calls(dependant: Dependant) -> Iterator[Callable[..., Any]]:
    for dependency in dependant.dependencies:
        if dependency.call is not None:
            yield dependency.call
        yield from _dependency_calls(dependency)
