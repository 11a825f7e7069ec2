from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy.orm import Session
from starlette.testclient import TestClient

from systemcraft.config import Settings
from systemcraft.content.store import load_curriculum
from systemcraft.db import create_db_engine
from systemcraft.main import create_app
from tests.content.factory import sample_tree


@pytest.fixture
def learn_settings(settings: Settings, tmp_path: Path) -> Settings:
    content = sample_tree(tmp_path / "content")
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as db:
            load_curriculum(db, content)
            db.commit()
    finally:
        engine.dispose()
    return Settings.model_validate({**settings.model_dump(), "content_dir": content})


@pytest.fixture
def learn(learn_settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(learn_settings)) as client:
        yield client
