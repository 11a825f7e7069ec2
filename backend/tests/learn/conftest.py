from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.main import create_app
from tests.curriculum.factory import load_content, sample_tree
from tests.local_client import local_client


@pytest.fixture
def learn_settings(settings: Settings, tmp_path: Path) -> Settings:
    content = sample_tree(tmp_path / "content")
    load_content(settings.database_url, content)
    return Settings.model_validate({**settings.model_dump(), "content_dir": content})


@pytest.fixture
def learn(learn_settings: Settings) -> Iterator[TestClient]:
    with local_client(create_app(learn_settings)) as client:
        yield client
