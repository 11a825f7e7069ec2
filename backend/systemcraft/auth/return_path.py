"""Where a browser goes after signing in: back to the page it started from, when that is a
page of this site. Anything else (another site, a scheme, a protocol-relative `//host`, a
backslash browsers read as a slash, the sign-in pages themselves) goes to /home."""

from urllib.parse import urlsplit

HOME = "/home"
MAX_LENGTH = 512


def safe_return_path(value: str | None) -> str:
    """`value` when it is a path on this site, otherwise /home."""
    if not value or len(value) > MAX_LENGTH or not value.startswith("/"):
        return HOME
    if value.startswith("//") or "\\" in value:
        return HOME
    if any(ord(char) < 0x21 or ord(char) == 0x7F for char in value):
        return HOME
    parts = urlsplit(value)
    if parts.scheme or parts.netloc or parts.path.startswith("/auth/"):
        return HOME
    return value
