"""Every ORM model, imported in one place so Alembic sees the full schema."""


def import_all_models() -> None:
    from systemcraft.waitlist import models as _waitlist  # noqa: F401
