from pathlib import Path

from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.local_client import local_client


def test_healthz_says_the_process_is_alive(client: TestClient) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_readyz_checks_the_database(client: TestClient) -> None:
    response = client.get("/readyz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_readyz_answers_503_with_a_reason_when_the_database_is_down(spa_dist: Path) -> None:
    # Port 9 (discard) has nothing listening here, so the connection is refused at once.
    settings = Settings(database_url="postgresql://nobody@127.0.0.1:9/none", frontend_dist=spa_dist)
    with local_client(create_app(settings)) as client:
        response = client.get("/readyz")
        alive = client.get("/healthz")
    assert response.status_code == 503
    error = response.json()["error"]
    assert error["code"] == "service_unavailable"
    assert error["message"].startswith("The database is not reachable")
    assert alive.status_code == 200
