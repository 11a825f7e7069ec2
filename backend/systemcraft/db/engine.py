"""The database engine, bounded on every wait when it serves requests, and the ORM base."""

from pathlib import Path
from typing import Any

from sqlalchemy import Engine, MetaData, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.orm import DeclarativeBase

from systemcraft.db.deadline import DeadlineConnection

# Stable constraint names keep migrations identical on SQLite and PostgreSQL.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


def _prepare_sqlite(dbapi_connection: Any, _record: Any) -> None:
    # pysqlite's own transaction handling opens a transaction only before a write and lets a
    # SAVEPOINT outside one commit on RELEASE, so a rolled-back request kept what it wrote in
    # a savepoint. _begin_before_writing opens the transaction instead.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


_READS = ("SELECT", "PRAGMA")


def _begin_before_writing(
    conn: Any, cursor: Any, statement: str, _params: Any, _context: Any, _many: bool
) -> None:
    """Reads run outside a transaction, as before; the first write (or savepoint) of a unit
    of work takes the write lock with BEGIN IMMEDIATE, which waits out a busy database rather
    than failing half-way through the transaction."""
    if conn.connection.dbapi_connection.in_transaction:
        return
    if not statement.lstrip()[:6].upper().startswith(_READS):
        cursor.execute("BEGIN IMMEDIATE")


def create_db_engine(
    url: str, statement_timeout: float | None = None, pool_timeout: float = 5.0
) -> Engine:
    """With `statement_timeout`, an engine for serving requests whose every wait is bounded: a
    database that stops answering costs a request a few seconds and a 503, never a hung
    worker. Without it (migrations, content loads, the CLI) statements may take their time."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        database = parsed.database or ":memory:"
        if parsed.query.get("uri") == "true":  # file:/path?mode=ro&uri=true opens it read-only
            database = database.removeprefix("file:")
        if database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(
            url, connect_args={"check_same_thread": False, "timeout": statement_timeout or 30.0}
        )
        event.listen(engine, "connect", _prepare_sqlite)
        event.listen(engine, "before_cursor_execute", _begin_before_writing)
        return engine
    pool = {"pool_pre_ping": True, "pool_size": 10, "max_overflow": 10}
    if statement_timeout is None:
        return create_engine(url, **pool)
    milliseconds = int(statement_timeout * 1000)
    engine = create_engine(
        url,
        **pool,
        pool_timeout=pool_timeout,
        connect_args={
            "connect_timeout": max(2, round(statement_timeout)),
            # The server cancels a slow statement; DeadlineConnection covers a server that
            # cannot answer at all.
            "options": f"-c statement_timeout={milliseconds}",
        },
    )

    @event.listens_for(engine, "do_connect")
    def _connect(_dialect: Any, _record: Any, cargs: Any, cparams: dict[str, Any]) -> Any:
        return DeadlineConnection.connect(*cargs, **cparams, deadline=statement_timeout + 1)

    return engine
