"""The `systemcraft` command: serve, migrate, and export the OpenAPI schema."""

import json
import sys
from typing import Annotated

import typer
import uvicorn
from pydantic import ValidationError

from systemcraft.config import Settings, get_settings
from systemcraft.main import create_app
from systemcraft.migrate import upgrade_to_head
from systemcraft.users.cli import users_app

app = typer.Typer(no_args_is_help=True, add_completion=False)
app.add_typer(users_app, name="users")


def load_settings_or_exit() -> Settings:
    """Stop with one readable line per bad variable instead of a traceback."""
    try:
        return get_settings()
    except ValidationError as exc:
        for error in exc.errors():
            message = str(error["msg"]).removeprefix("Value error, ")
            if error["loc"]:
                variable = str(error["loc"][0]).upper()
                print(f"systemcraft: invalid setting {variable}: {message}", file=sys.stderr)
            else:
                print(f"systemcraft: invalid settings: {message}", file=sys.stderr)
        raise typer.Exit(code=2) from None


@app.command()
def serve(
    host: Annotated[str | None, typer.Option(help="Overrides HOST.")] = None,
    port: Annotated[int | None, typer.Option(help="Overrides PORT.")] = None,
    migrate: Annotated[bool, typer.Option(help="Apply pending migrations first.")] = False,
) -> None:
    """Serve the API and the built front end from one process."""
    settings = load_settings_or_exit()
    if migrate:
        # In-process, so `make run` pays for Python start-up once, not twice.
        upgrade_to_head(settings.database_url)
    uvicorn.run(
        create_app(settings),
        host=host or settings.host,
        port=port or settings.port,
        access_log=False,
        log_level="warning",
        server_header=False,
    )


@app.command()
def migrate() -> None:
    """Apply every pending database migration."""
    upgrade_to_head(load_settings_or_exit().database_url)


@app.command()
def openapi() -> None:
    """Print the OpenAPI schema the front-end client is generated from."""
    schema = create_app(load_settings_or_exit()).openapi()
    print(json.dumps(schema, indent=2, sort_keys=True))
