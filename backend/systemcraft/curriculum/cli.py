"""`systemcraft content ...`: check and load the curriculum."""

from typing import Annotated

import typer
from sqlalchemy.orm import Session

from systemcraft.config import get_settings
from systemcraft.curriculum.loading.errors import ContentError
from systemcraft.curriculum.loading.reader import read_curriculum
from systemcraft.curriculum.loading.store import load_curriculum
from systemcraft.db.engine import create_db_engine

content_app = typer.Typer(no_args_is_help=True, help="Check and load the curriculum.")


def _fail(error: ContentError) -> None:
    for problem in error.problems:
        typer.echo(str(problem), err=True)
    typer.echo(f"{len(error.problems)} problem(s) in the content; nothing was loaded.", err=True)
    raise typer.Exit(code=1)


@content_app.command("check")
def check_command() -> None:
    """Validate every content file without touching the database."""
    settings = get_settings()
    try:
        curriculum = read_curriculum(settings.content_dir)
    except ContentError as exc:
        _fail(exc)
        return
    lessons = sum(len(topic.lessons) for topic in curriculum.topics)
    typer.echo(
        f"Content is valid: {len(curriculum.topics)} topics, {lessons} lessons, "
        f"{len(curriculum.problems)} practice problems ({len(curriculum.references)} with a "
        f"reference design), {len(curriculum.catalogue)} more in the catalogue."
    )


@content_app.command("load")
def load_command(
    force: Annotated[bool, typer.Option(help="Reload even if the files did not change.")] = False,
) -> None:
    """Validate and upsert the curriculum; skipped when the files did not change."""
    settings = get_settings()
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as session:
            report = load_curriculum(session, settings.content_dir, force=force)
            session.commit()
    except ContentError as exc:
        _fail(exc)
    finally:
        engine.dispose()
    typer.echo(str(report))
