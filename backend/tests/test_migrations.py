from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, inspect

from systemcraft.db.engine import Base
from systemcraft.db.migrate import alembic_config, upgrade_to_head
from systemcraft.models import import_all_models


def test_an_empty_database_upgrades_to_head(empty_database_url: str) -> None:
    upgrade_to_head(empty_database_url)
    head = ScriptDirectory.from_config(alembic_config(empty_database_url)).get_current_head()
    engine = create_engine(empty_database_url)
    try:
        with engine.connect() as connection:
            current = MigrationContext.configure(connection).get_current_revision()
            tables = set(inspect(connection).get_table_names())
    finally:
        engine.dispose()
    assert current == head
    assert {"alembic_version", "waitlist_signups"} <= tables


def test_upgrading_twice_is_harmless(database_url: str) -> None:
    upgrade_to_head(database_url)


def test_the_migrations_match_the_models(database_url: str) -> None:
    """A model changed without a migration shows up here as a schema difference."""
    import_all_models()
    engine = create_engine(database_url)
    try:
        with engine.connect() as connection:
            differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    finally:
        engine.dispose()
    assert differences == []
