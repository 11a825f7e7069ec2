from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, DateTime
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator

# JSON everywhere, stored as JSONB on PostgreSQL for indexing and compact storage.
JsonColumn = JSON().with_variant(JSONB(), "postgresql")
# The same, for a column that may be empty: None is stored as SQL NULL, not as the JSON value
# null, so `IS NULL` finds it.
NullableJson = JSON(none_as_null=True).with_variant(JSONB(none_as_null=True), "postgresql")


class UtcDateTime(TypeDecorator[datetime]):
    """A moment in UTC that reads back timezone-aware on every database (SQLite would hand
    back a naive datetime, which breaks comparisons and the API's timestamps)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("store timezone-aware datetimes only")
        return value.astimezone(UTC)

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        moment: datetime = value
        return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
