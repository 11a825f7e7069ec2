"""The secret that signs access tokens: from JWT_SECRET, else generated once under ./data."""

import os
import secrets
from pathlib import Path

from systemcraft.config import Settings

SECRET_FILE_NAME = "jwt-secret"  # noqa: S105 - a name, not a secret


def load_signing_secret(settings: Settings) -> bytes:
    if settings.jwt_secret is not None:
        return settings.jwt_secret.get_secret_value().encode()
    path = settings.data_dir / SECRET_FILE_NAME
    if not path.exists():
        _create_secret_file(path)
    return path.read_bytes().strip()


def _create_secret_file(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # O_EXCL: when two processes start together, one writes and the other reads its secret.
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    with os.fdopen(descriptor, "w") as secret_file:
        secret_file.write(secrets.token_urlsafe(48))
