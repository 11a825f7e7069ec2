"""Every ORM model, imported in one place so Alembic sees the full schema."""


def import_all_models() -> None:
    from systemcraft.assessment import models as _assessment  # noqa: F401
    from systemcraft.auth import models as _auth  # noqa: F401
    from systemcraft.coach import models as _coach  # noqa: F401
    from systemcraft.curriculum import models as _curriculum  # noqa: F401
    from systemcraft.learn import models as _learn  # noqa: F401
    from systemcraft.practice import models as _practice  # noqa: F401
    from systemcraft.users import models as _users  # noqa: F401
    from systemcraft.waitlist import models as _waitlist  # noqa: F401
