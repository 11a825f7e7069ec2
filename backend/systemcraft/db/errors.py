"""What a database error means for the user: the database cannot be reached (retry soon), its
disk is full or read-only (nothing can be saved for a while, reading still works), or none of
these, which is a bug."""

from enum import Enum

from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError


class DatabaseTrouble(Enum):
    UNAVAILABLE = "unavailable"
    FULL = "full"
    READ_ONLY = "read_only"


# SQLite's primary result codes (sqlite3 reports the extended name, e.g. SQLITE_IOERR_WRITE).
_SQLITE = {
    "SQLITE_FULL": DatabaseTrouble.FULL,
    "SQLITE_READONLY": DatabaseTrouble.READ_ONLY,
    "SQLITE_BUSY": DatabaseTrouble.UNAVAILABLE,
    "SQLITE_LOCKED": DatabaseTrouble.UNAVAILABLE,
    "SQLITE_CANTOPEN": DatabaseTrouble.UNAVAILABLE,
    "SQLITE_IOERR": DatabaseTrouble.UNAVAILABLE,
    "SQLITE_PROTOCOL": DatabaseTrouble.UNAVAILABLE,
}

# PostgreSQL's SQLSTATEs: disk_full, and read_only_sql_transaction, which a primary that
# failed over to a standby (or a database set default_transaction_read_only) answers.
_POSTGRES = {"53100": DatabaseTrouble.FULL, "25006": DatabaseTrouble.READ_ONLY}


def classify(exc: Exception) -> DatabaseTrouble | None:
    """None for an error that retrying will not cure: a missing table, a bad statement."""
    if isinstance(exc, PoolTimeoutError):
        return DatabaseTrouble.UNAVAILABLE
    if not isinstance(exc, DBAPIError):
        return None
    original = exc.orig
    sqlite_name = getattr(original, "sqlite_errorname", None)
    if isinstance(sqlite_name, str):
        return _SQLITE.get("_".join(sqlite_name.split("_")[:2]))
    sqlstate = getattr(original, "sqlstate", None)
    if sqlstate in _POSTGRES:
        return _POSTGRES[sqlstate]
    if exc.connection_invalidated or isinstance(exc, (InterfaceError, OperationalError)):
        return DatabaseTrouble.UNAVAILABLE
    return None
