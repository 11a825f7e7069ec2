from sqlalchemy import JSON
from sqlalchemy.dialects.postgresql import JSONB

# JSON everywhere, stored as JSONB on PostgreSQL for indexing and compact storage.
JsonColumn = JSON().with_variant(JSONB(), "postgresql")
