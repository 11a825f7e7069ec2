"""The coach's tests share a stand-in model: an OpenAI-compatible server on 127.0.0.1, and the
app configured to use it."""

from collections.abc import Iterator

import pytest
from pydantic import SecretStr
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.llm_stand_in import API_KEY, MODEL, StandInModel, stand_in_model
from tests.local_client import local_client


@pytest.fixture
def model() -> Iterator[StandInModel]:
    with stand_in_model() as running:
        yield running


@pytest.fixture
def llm_client(curriculum_settings: Settings, model: StandInModel) -> Iterator[TestClient]:
    configured = curriculum_settings.model_copy(
        update={
            "llm_base_url": model.base_url,
            "llm_api_key": SecretStr(API_KEY),
            "llm_model": MODEL,
            "llm_timeout_seconds": 1.0,
        }
    )
    with local_client(create_app(configured), raise_server_exceptions=False) as client:
        yield client
