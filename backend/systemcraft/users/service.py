from sqlalchemy import select
from sqlalchemy.orm import Session

from systemcraft.users.models import User
from systemcraft.web.errors import NotFoundError


def upsert_user(
    session: Session, *, subject: str, email: str, display_name: str, photo_url: str | None
) -> User:
    """Creates the user on first sign-in; refreshes profile fields on later ones. The tier
    is ours, never the provider's, so it is left alone."""
    user = session.scalar(select(User).where(User.subject == subject))
    if user is None:
        user = User(subject=subject, tier_id=0)
        session.add(user)
    # Profile fields come from the identity provider: fitted to their columns, so an unusual
    # profile cannot fail a sign-in on PostgreSQL.
    user.email = _fit(email, 254)
    user.display_name = _fit(display_name, 200)
    user.photo_url = photo_url if photo_url and len(photo_url) <= 2048 else None
    session.flush()
    return user


def _fit(text: str, length: int) -> str:
    return text.replace("\x00", "")[:length]


def list_users(session: Session) -> list[User]:
    return list(session.scalars(select(User).order_by(User.created_at, User.id)))


def set_tier(session: Session, email: str, tier_id: int) -> list[User]:
    """Sets the tier of every account with this email (one per provider identity)."""
    users = list(session.scalars(select(User).where(User.email == email.strip().lower())))
    if not users:
        raise NotFoundError(f"No user has the email {email}.")
    for user in users:
        user.tier_id = tier_id
    session.flush()
    return users
