"""The machine's Redis on 127.0.0.1:6379, shared with every other test run: each test keeps
its keys under a prefix of its own and deletes only those (flushing a database wiped the
counts of a test running beside it)."""

import secrets
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

REDIS_URL = "redis://127.0.0.1:6379/15"


@contextmanager
def redis_key_prefix() -> Iterator[str]:
    """A fresh prefix for REDIS_KEY_PREFIX; skips the test when Redis is not running."""
    redis = pytest.importorskip("redis")
    connection = redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2)
    try:
        connection.ping()
    except redis.ConnectionError:
        pytest.skip("Redis is not running on 127.0.0.1:6379")
    prefix = f"systemcraft-test-{secrets.token_hex(6)}"
    try:
        yield prefix
    finally:
        for key in connection.scan_iter(match=f"{prefix}*"):
            connection.delete(key)
        connection.close()
