from sqlalchemy import func, select
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.db.engine import create_db_engine
from systemcraft.main import create_app
from systemcraft.waitlist.models import WaitlistSignup
from systemcraft.waitlist.service import join_waitlist
from tests.local_client import local_client


def _signups(settings: Settings) -> list[str]:
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as session:
            return list(session.scalars(select(WaitlistSignup.email)))
    finally:
        engine.dispose()


THANKS = {"email": "ada@example.com", "message": "Thanks! We'll email you when it's ready."}


def test_joining_records_the_normalised_address(client: TestClient, settings: Settings) -> None:
    response = client.post("/api/waitlist", json={"email": "  Ada@Example.COM "})
    assert response.status_code == 202
    assert response.json() == THANKS
    assert _signups(settings) == ["ada@example.com"]


def test_a_known_address_gets_the_same_answer_as_a_new_one(
    client: TestClient, settings: Settings
) -> None:
    """Who is on the list is not something the answer may tell."""
    first = client.post("/api/waitlist", json={"email": "ada@example.com"})
    again = client.post("/api/waitlist", json={"email": "ADA@example.com"})
    assert (again.status_code, again.json()) == (first.status_code, first.json())
    assert _signups(settings) == ["ada@example.com"]


def test_each_client_address_is_limited(settings: Settings) -> None:
    app = create_app(settings.model_copy(update={"waitlist_rate_limit": "3/hour"}))
    elsewhere = TestClient(app, client=("192.0.2.7", 50000), raise_server_exceptions=False)
    with local_client(app, raise_server_exceptions=False) as here, elsewhere:
        statuses = [
            here.post("/api/waitlist", json={"email": f"ada{n}@example.com"}).status_code
            for n in range(4)
        ]
        limited = here.post("/api/waitlist", json={"email": "ada0@example.com"})
        other = elsewhere.post("/api/waitlist", json={"email": "grace@example.com"})
    assert statuses == [202, 202, 202, 429]
    assert limited.status_code == 429
    assert limited.json()["error"]["code"] == "rate_limited"
    assert int(limited.headers["retry-after"]) >= 1
    assert other.status_code == 202


def test_a_duplicate_inside_one_transaction_does_not_poison_it(settings: Settings) -> None:
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as session:
            assert join_waitlist(session, "grace@example.com") is True
            assert join_waitlist(session, "grace@example.com") is False
            assert join_waitlist(session, "linus@example.com") is True
            session.commit()
            count = session.scalar(select(func.count()).select_from(WaitlistSignup))
    finally:
        engine.dispose()
    assert count == 2


def test_a_bad_address_is_refused_with_a_reason(client: TestClient, settings: Settings) -> None:
    for email in ["not-an-email", "two@@example.com", "spaces in@example.com", "a@b"]:
        response = client.post("/api/waitlist", json={"email": email})
        assert response.status_code == 422, email
        assert response.json()["error"]["message"] == (
            "Invalid request: email: enter a valid email address, like ada@example.com"
        )
    assert _signups(settings) == []


def test_an_overlong_address_is_refused(client: TestClient) -> None:
    response = client.post("/api/waitlist", json={"email": "a" * 250 + "@example.com"})
    assert response.status_code == 422
    assert "at most 254 characters" in response.json()["error"]["message"]


def test_the_wrong_type_is_refused(client: TestClient) -> None:
    response = client.post("/api/waitlist", json={"email": ["ada@example.com"]})
    assert response.status_code == 422
    assert response.json()["error"]["details"][0]["loc"] == ["body", "email"]
