"""A test client that connects the way a browser on this machine does: from loopback, to
127.0.0.1. Development sign-in answers nothing else."""

from typing import Any

from fastapi import FastAPI
from starlette.testclient import TestClient

LOCAL_URL = "http://127.0.0.1:8000"


def local_client(app: FastAPI, **options: Any) -> TestClient:
    options.setdefault("base_url", LOCAL_URL)
    return TestClient(app, client=("127.0.0.1", 50000), **options)
