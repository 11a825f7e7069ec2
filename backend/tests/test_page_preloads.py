"""Each page's HTML names the chunks that page needs, so they download beside the entry
script; the list comes from the build's route-preloads.json."""

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from systemcraft.web.spa import SinglePageApp

INDEX = b"<!doctype html><head><title>Systemcraft</title></head><body><div id=root></div>"
PRELOADS = {
    "/learn": {"scripts": ["/assets/learn-1.js"], "styles": ["/assets/learn-1.css"]},
    "/learn/*": {"scripts": ["/assets/learn-1.js"], "styles": ["/assets/learn-1.css"]},
    "/practice/*": {"scripts": ["/assets/canvas-2.js", "/assets/workspace-3.js"], "styles": []},
}


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    (tmp_path / "index.html").write_bytes(INDEX)
    (tmp_path / "route-preloads.json").write_text(json.dumps(PRELOADS))
    return TestClient(SinglePageApp(tmp_path))


def test_a_lesson_preloads_the_learn_page_before_the_head_ends(client: TestClient) -> None:
    html = client.get("/learn/caching").content
    links = (
        b'<link rel="preload" as="style" crossorigin href="/assets/learn-1.css">'
        b'<link rel="modulepreload" crossorigin href="/assets/learn-1.js"></head>'
    )
    assert links in html
    assert html.count(b"<link") == 2


@pytest.mark.parametrize(
    ("path", "scripts"),
    [
        ("/learn", [b"learn-1.js"]),
        ("/learn/", [b"learn-1.js"]),
        ("/practice/url-shortener", [b"canvas-2.js", b"workspace-3.js"]),
        ("/practice", []),
        ("/home", []),
        ("/learnings", []),
    ],
)
def test_each_address_preloads_only_its_own_page(
    client: TestClient, path: str, scripts: list[bytes]
) -> None:
    html = client.get(path).content
    assert html.count(b"modulepreload") == len(scripts)
    for script in scripts:
        assert script in html


def test_each_page_has_its_own_etag(client: TestClient) -> None:
    lesson = client.get("/learn/caching").headers["etag"]
    assert client.get("/learn/sharding").headers["etag"] == lesson
    assert client.get("/home").headers["etag"] != lesson
    revalidated = client.get("/learn/sharding", headers={"If-None-Match": lesson})
    assert revalidated.status_code == 304


def test_without_the_file_every_page_is_the_plain_shell(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_bytes(INDEX)
    assert TestClient(SinglePageApp(tmp_path)).get("/learn/caching").content == INDEX
