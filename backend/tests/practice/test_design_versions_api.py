"""Saved designs carry a version: GET and PUT answer it as an ETag, and a PUT whose If-Match
names another version is refused with a 412, so a stale tab cannot silently overwrite a newer
save. A PUT without If-Match still saves (last write wins) for clients that send none."""

from collections.abc import Iterator
from copy import deepcopy
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.auth.helpers import bearer, sign_in
from tests.curriculum.factory import load_content, write_problem
from tests.local_client import local_client
from tests.practice.test_designs_api import DESIGN

URL = "/api/designs/url-shortener"


@pytest.fixture
def designs(settings: Settings, tmp_path: Path) -> Iterator[TestClient]:
    content = tmp_path / "content"
    write_problem(content, "url-shortener", tier=1)
    load_content(settings.database_url, content)
    with local_client(create_app(settings), raise_server_exceptions=False) as client:
        yield client


@pytest.fixture
def owner(designs: TestClient) -> dict[str, str]:
    return bearer(sign_in(designs, "Owner", tier=1))


def renamed(name: str) -> dict[str, Any]:
    design = deepcopy(DESIGN)
    design["widgets"][0]["name"] = name
    return design


def put(
    client: TestClient, headers: dict[str, str], design: dict[str, Any], if_match: str | None
) -> Any:
    extra = {"If-Match": if_match} if if_match is not None else {}
    return client.put(URL, json={"design": design}, headers={**headers, **extra})


def test_a_design_never_saved_is_version_zero(designs: TestClient, owner: dict[str, str]) -> None:
    response = designs.get(URL, headers=owner)
    assert response.json()["version"] == 0
    assert response.headers["ETag"] == '"0"'


def test_every_save_takes_the_next_version_and_answers_it_as_an_etag(
    designs: TestClient, owner: dict[str, str]
) -> None:
    first = put(designs, owner, renamed("One"), None)
    second = put(designs, owner, renamed("Two"), None)
    assert (first.json()["version"], first.headers["ETag"]) == (1, '"1"')
    assert (second.json()["version"], second.headers["ETag"]) == (2, '"2"')
    loaded = designs.get(URL, headers=owner)
    assert loaded.json()["version"] == 2
    assert loaded.headers["ETag"] == '"2"'
    assert loaded.json()["design"]["widgets"][0]["name"] == "Two"


def test_a_save_that_names_the_current_version_is_stored(
    designs: TestClient, owner: dict[str, str]
) -> None:
    put(designs, owner, renamed("One"), None)
    saved = put(designs, owner, renamed("Two"), '"1"')
    assert saved.status_code == 200, saved.text
    assert saved.json()["version"] == 2
    assert designs.get(URL, headers=owner).json()["design"]["widgets"][0]["name"] == "Two"


def test_a_stale_tab_gets_a_412_and_the_newer_save_stays(
    designs: TestClient, owner: dict[str, str]
) -> None:
    put(designs, owner, renamed("Both tabs opened this"), None)
    put(designs, owner, renamed("The other tab saved this"), '"1"')
    stale = put(designs, owner, renamed("The stale tab's edit"), '"1"')
    assert stale.status_code == 412
    error = stale.json()["error"]
    assert error["code"] == "design_changed"
    assert "another tab" in error["message"]
    assert error["details"] == [{"current_version": 2}]
    assert stale.headers["ETag"] == '"2"'
    loaded = designs.get(URL, headers=owner).json()
    assert (loaded["version"], loaded["design"]["widgets"][0]["name"]) == (
        2,
        "The other tab saved this",
    )


def test_keeping_mine_after_a_412_saves_over_the_newer_version(
    designs: TestClient, owner: dict[str, str]
) -> None:
    put(designs, owner, renamed("Theirs"), None)
    put(designs, owner, renamed("Newer"), None)
    assert put(designs, owner, renamed("Mine"), '"1"').status_code == 412
    kept = put(designs, owner, renamed("Mine"), '"2"')
    assert kept.status_code == 200
    assert designs.get(URL, headers=owner).json()["design"]["widgets"][0]["name"] == "Mine"


def test_version_zero_saves_only_when_nothing_is_saved_yet(
    designs: TestClient, owner: dict[str, str]
) -> None:
    """Two tabs that both opened an unsaved design: the first save wins, the second is told."""
    first = put(designs, owner, renamed("First tab"), '"0"')
    assert (first.status_code, first.json()["version"]) == (200, 1)
    second = put(designs, owner, renamed("Second tab"), '"0"')
    assert second.status_code == 412
    assert second.json()["error"]["details"] == [{"current_version": 1}]
    assert designs.get(URL, headers=owner).json()["design"]["widgets"][0]["name"] == "First tab"


def test_a_version_that_was_never_saved_is_a_412(
    designs: TestClient, owner: dict[str, str]
) -> None:
    missing = put(designs, owner, renamed("Mine"), '"3"')
    assert missing.status_code == 412
    assert missing.json()["error"]["details"] == [{"current_version": 0}]
    assert designs.get(URL, headers=owner).json()["design"] is None


def test_if_match_star_updates_only_a_saved_design(
    designs: TestClient, owner: dict[str, str]
) -> None:
    assert put(designs, owner, renamed("Mine"), "*").status_code == 412
    put(designs, owner, renamed("Saved"), None)
    assert put(designs, owner, renamed("Mine"), "*").json()["version"] == 2


def test_if_match_may_list_versions_and_a_weak_tag_never_matches(
    designs: TestClient, owner: dict[str, str]
) -> None:
    put(designs, owner, renamed("Saved"), None)
    assert put(designs, owner, renamed("Mine"), '"7", "1"').json()["version"] == 2
    assert put(designs, owner, renamed("Mine again"), 'W/"2"').status_code == 412


@pytest.mark.parametrize("header", ['"two"', '"-1"', '"' + "9" * 40 + '"'])
def test_a_tag_that_is_no_version_of_ours_never_matches(
    designs: TestClient, owner: dict[str, str], header: str
) -> None:
    put(designs, owner, renamed("Saved"), None)
    assert put(designs, owner, renamed("Mine"), header).status_code == 412


@pytest.mark.parametrize("header", ["2", '"1', "", '"1" "2"', "W/2", '"1", *'])
def test_an_unreadable_if_match_names_no_version_so_its_condition_fails(
    designs: TestClient, owner: dict[str, str], header: str
) -> None:
    put(designs, owner, renamed("Saved"), None)
    response = put(designs, owner, renamed("Mine"), header)
    assert response.status_code == 412, response.text
    assert response.json()["error"]["code"] == "invalid_if_match"
    assert designs.get(URL, headers=owner).json()["version"] == 1


def test_versions_are_per_user(designs: TestClient, owner: dict[str, str]) -> None:
    other = bearer(sign_in(designs, "Other", tier=1))
    put(designs, owner, renamed("Owner's"), None)
    put(designs, owner, renamed("Owner's again"), None)
    assert put(designs, other, renamed("Other's"), '"0"').json()["version"] == 1
    assert designs.get(URL, headers=owner).json()["version"] == 2


def test_a_stale_save_of_the_design_already_stored_succeeds_without_a_new_version(
    designs: TestClient, owner: dict[str, str]
) -> None:
    """A closing tab's last save and the reloaded page's save of the same design: whichever
    lands second names a version that is gone, but what it asks for is already so."""
    put(designs, owner, renamed("Before"), None)
    put(designs, owner, renamed("After"), '"1"')
    again = put(designs, owner, renamed("After"), '"1"')
    assert again.status_code == 200, again.text
    assert (again.json()["version"], again.headers["ETag"]) == (2, '"2"')
    assert designs.get(URL, headers=owner).json()["version"] == 2
    # A different design from the same stale version is still refused.
    assert put(designs, owner, renamed("Other"), '"1"').status_code == 412
