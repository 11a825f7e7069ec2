"""The `systemcraft` command: serve, migrate, and export the schemas the front end is typed from."""

import gc
import json
import sys
from pathlib import Path
from typing import Annotated

import typer
import uvicorn
from pydantic import ValidationError
from sqlalchemy.orm import Session

from systemcraft.config import Settings, get_settings
from systemcraft.curriculum.cli import content_app
from systemcraft.curriculum.loading.errors import ContentError
from systemcraft.curriculum.loading.store import load_curriculum
from systemcraft.db.engine import create_db_engine
from systemcraft.db.migrate import upgrade_to_head
from systemcraft.db.startup_errors import storage_errors_in_one_line
from systemcraft.design import schemas as design_schemas
from systemcraft.main import create_app
from systemcraft.users.cli import users_app

app = typer.Typer(no_args_is_help=True, add_completion=False)
app.add_typer(users_app, name="users")
app.add_typer(content_app, name="content")


def load_settings_or_exit(**overrides: object) -> Settings:
    """Stop with one readable line per bad variable instead of a traceback."""
    try:
        settings = get_settings()
        if overrides:
            # Options override the environment and pass the same checks (dev sign-in on a
            # public address is refused whichever way the address was given).
            settings = Settings.model_validate({**settings.model_dump(), **overrides})
    except ValidationError as exc:
        for error in exc.errors():
            message = str(error["msg"]).removeprefix("Value error, ")
            if error["loc"]:
                variable = str(error["loc"][0]).upper()
                print(f"systemcraft: invalid setting {variable}: {message}", file=sys.stderr)
            else:
                print(f"systemcraft: invalid settings: {message}", file=sys.stderr)
        raise typer.Exit(code=2) from None
    return settings


@app.command()
def serve(
    host: Annotated[str | None, typer.Option(help="Overrides HOST.")] = None,
    port: Annotated[int | None, typer.Option(help="Overrides PORT.")] = None,
    prepare: Annotated[
        bool, typer.Option(help="Apply migrations and load changed content first.")
    ] = False,
) -> None:
    """Serve the API and the built front end from one process."""
    overrides = {"host": host, "port": port}
    settings = load_settings_or_exit(**{k: v for k, v in overrides.items() if v is not None})
    with storage_errors_in_one_line(settings.database_url):
        if prepare:
            # In-process, so `make run` pays for Python start-up once, not three times.
            prepare_database(settings)
        served = create_app(settings)
    # What start-up built lives as long as the process: frozen, the collector's full passes no
    # longer walk it (they paused every request for tens of milliseconds under load).
    gc.collect()
    gc.freeze()
    uvicorn.run(
        served,
        host=settings.host,
        port=settings.port,
        access_log=False,
        log_level="warning",
        server_header=False,
        # Off unless proxies are named: otherwise anyone on loopback could claim any address
        # in X-Forwarded-For and step around the per-address rate limits.
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=settings.trusted_proxies or None,
    )


def prepare_database(settings: Settings) -> None:
    upgrade_to_head(settings.database_url)
    engine = create_db_engine(settings.database_url)
    try:
        with Session(engine) as session:
            report = load_curriculum(session, settings.content_dir)
            session.commit()
    except ContentError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        raise typer.Exit(code=1) from None
    finally:
        engine.dispose()
    print(report, file=sys.stderr)


@app.command()
def migrate() -> None:
    """Apply every pending database migration."""
    database_url = load_settings_or_exit().database_url
    with storage_errors_in_one_line(database_url):
        upgrade_to_head(database_url)


@app.command()
def openapi() -> None:
    """Print the OpenAPI schema the front-end client is generated from."""
    schema = create_app(load_settings_or_exit()).openapi()
    print(json.dumps(schema, indent=2, sort_keys=True))


@app.command("design-schema")
def design_schema(directory: Annotated[Path, typer.Argument(file_okay=False)]) -> None:
    """Write the design document's JSON Schema, its OpenAPI wrapping and the shared vocabulary
    (TypeScript) into DIRECTORY, for the front end."""
    directory.mkdir(parents=True, exist_ok=True)
    for name, document in (
        ("export-document.schema.json", design_schemas.export_document_schema()),
        ("export-document.openapi.json", design_schemas.export_document_openapi()),
    ):
        (directory / name).write_text(json.dumps(document, indent=2) + "\n")
    (directory / "vocabulary.ts").write_text(design_schemas.vocabulary_module())
