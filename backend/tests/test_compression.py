"""Nothing used to be compressed: the first page downloaded 243 KB of JavaScript as is. The
build writes .br and .gz next to each text asset; the server picks the best one the browser
accepts, and compresses JSON above 1 KB on the fly."""

import gzip
from pathlib import Path

import brotli
import pytest
from starlette.testclient import TestClient

from systemcraft.web.encodings import accepted_encodings
from tests.conftest import HASHED_ASSET


@pytest.fixture
def precompressed(spa_dist: Path) -> bytes:
    """What the build writes: the asset and its compressed siblings."""
    asset = spa_dist / HASHED_ASSET
    original = ("console.log('systemcraft');\n" * 200).encode()
    asset.write_bytes(original)
    asset.with_name(asset.name + ".gz").write_bytes(gzip.compress(original))
    asset.with_name(asset.name + ".br").write_bytes(brotli.compress(original))
    return original


def test_the_best_accepted_encoding_is_served(web_client: TestClient, precompressed: bytes) -> None:
    brotli_response = web_client.get(f"/{HASHED_ASSET}", headers={"Accept-Encoding": "gzip, br"})
    assert brotli_response.headers["content-encoding"] == "br"
    assert brotli_response.headers["vary"] == "Accept-Encoding"
    assert "javascript" in brotli_response.headers["content-type"]
    assert brotli_response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert brotli_response.content == precompressed  # the client decodes it

    gzipped = web_client.get(f"/{HASHED_ASSET}", headers={"Accept-Encoding": "gzip, br;q=0"})
    assert gzipped.headers["content-encoding"] == "gzip"
    assert gzipped.content == precompressed  # the client decodes it

    plain = web_client.get(f"/{HASHED_ASSET}", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    assert plain.content == precompressed


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("gzip, deflate, br", {"gzip", "deflate", "br"}),
        ("br;q=0, gzip;q=0.8", {"gzip"}),
        ("gzip;q=0.0", set()),
        ("", set()),
        ("BR;q=1", {"br"}),
        ("gzip;Q=0, br", {"br"}),
        ("gzip;level=1;q=0.000", set()),
    ],
)
def test_accept_encoding_is_read_with_its_weights(header: str, expected: set[str]) -> None:
    assert accepted_encodings(header) == expected


def test_json_above_a_kilobyte_is_gzipped(curriculum_client: TestClient) -> None:
    topics = curriculum_client.get("/api/problems", headers={"Accept-Encoding": "gzip"})
    assert topics.headers["content-encoding"] == "gzip"
    assert "Accept-Encoding" in topics.headers["vary"]
    assert topics.json()["problems"]
    small = curriculum_client.get("/healthz", headers={"Accept-Encoding": "gzip"})
    assert "content-encoding" not in small.headers


def test_json_no_route_compressed_is_gzipped_unless_gzip_is_refused(
    web_client: TestClient,
) -> None:
    path = "/api/openapi.json"
    gzipped = web_client.get(path, headers={"Accept-Encoding": "gzip"})
    assert gzipped.headers["content-encoding"] == "gzip"
    assert gzipped.headers["vary"] == "Accept-Encoding"
    refused = web_client.get(path, headers={"Accept-Encoding": "gzip;q=0, deflate"})
    assert "content-encoding" not in refused.headers
    assert refused.headers["vary"] == "Accept-Encoding"
    assert refused.json() == gzipped.json()


def test_an_asset_without_compressed_siblings_is_gzipped_whole(
    web_client: TestClient, spa_dist: Path
) -> None:
    """A file larger than one read (64 KB) streams in several parts; every part after the first
    used to be sent as is inside the gzip stream, which browsers refused to decode."""
    original = b"".join(f"console.log({n});\n".encode() for n in range(40_000))
    assert len(original) > 3 * 64 * 1024
    (spa_dist / HASHED_ASSET).write_bytes(original)
    response = web_client.get(f"/{HASHED_ASSET}", headers={"Accept-Encoding": "gzip"})
    assert response.headers["content-encoding"] == "gzip"
    assert response.content == original  # the client decodes it
