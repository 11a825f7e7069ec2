"""Alembic environment: the URL comes from the caller's config, else from our settings."""

from alembic import context

from systemcraft.config import get_settings
from systemcraft.db.engine import Base, create_db_engine
from systemcraft.models import import_all_models

import_all_models()
config = context.config
url = config.get_main_option("sqlalchemy.url") or get_settings().database_url


def run_migrations_offline() -> None:
    context.configure(url=url, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    engine = create_db_engine(url)
    with engine.connect() as connection:
        # Batch mode lets ALTER TABLE work on SQLite, which rebuilds tables to change them.
        context.configure(
            connection=connection, target_metadata=Base.metadata, render_as_batch=True
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
