"""`systemcraft users ...`: manage accounts from the command line."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated

import typer
from sqlalchemy.orm import Session

from systemcraft.config import get_settings
from systemcraft.db.engine import create_db_engine
from systemcraft.users.service import list_users, set_tier
from systemcraft.web.errors import NotFoundError

users_app = typer.Typer(no_args_is_help=True, help="List users and change their tier.")


@contextmanager
def _session() -> Iterator[Session]:
    engine = create_db_engine(get_settings().database_url)
    try:
        with Session(engine, expire_on_commit=False) as session:
            yield session
    finally:
        engine.dispose()


@users_app.command("list")
def list_command() -> None:
    """Every user: id, email, tier and name."""
    with _session() as session:
        users = list_users(session)
    if not users:
        typer.echo("No users yet.")
    for user in users:
        typer.echo(f"{user.id}\t{user.email}\ttier {user.tier_id}\t{user.display_name}")


@users_app.command("set-tier")
def set_tier_command(
    email: str, tier: Annotated[int, typer.Argument(min=0, max=9, help="0 to 9")]
) -> None:
    """Give the user with EMAIL the tier N (1 unlocks practice, 3 the coach and assessment)."""
    with _session() as session:
        try:
            users = set_tier(session, email, tier)
        except NotFoundError as exc:
            typer.echo(exc.message, err=True)
            raise typer.Exit(code=1) from None
        session.commit()
    for user in users:
        typer.echo(f"{user.email} is now tier {user.tier_id}.")
