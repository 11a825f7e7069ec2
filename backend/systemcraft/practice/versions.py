"""A saved design's version as an entity tag, and what a save's If-Match asks of it (RFC 9110:
`*` or a list of entity tags, compared strongly, so a weak tag never matches)."""

from dataclasses import dataclass

from systemcraft.web.errors import AppError

# A design that was never saved is version 0; every save takes the next one.
UNSAVED = 0
_LARGEST_VERSION = 2**31 - 1  # the column is a 32-bit integer on PostgreSQL


class InvalidIfMatchError(AppError):
    """An If-Match that is not `*` or a list of entity tags names no version, so its condition
    cannot hold: a 412, as for a version that is not the saved one, with what to send."""

    status_code = 412
    code = "invalid_if_match"

    def __init__(self) -> None:
        super().__init__(
            'If-Match must be * or a list of quoted versions, as the ETag gives them: "3".'
        )


@dataclass(frozen=True)
class Expected:
    """The stored versions a save may replace (UNSAVED: none saved yet), or with `any_saved`
    whichever design is saved."""

    versions: frozenset[int] = frozenset()
    any_saved: bool = False


def etag(version: int) -> str:
    return f'"{version}"'


def parse_if_match(header: str | None) -> Expected | None:
    """None when the save asks nothing (last write wins); a tag that is no version of ours
    stays in the header's meaning by matching nothing."""
    if header is None:
        return None
    if header.strip(" \t") == "*":
        return Expected(any_saved=True)
    versions = {_version(opaque) for weak, opaque in _entity_tags(header) if not weak}
    return Expected(versions=frozenset(version for version in versions if version is not None))


def _version(opaque: str) -> int | None:
    if not (opaque.isascii() and opaque.isdigit()) or len(opaque) > 10:
        return None
    version = int(opaque)
    return version if str(version) == opaque and version <= _LARGEST_VERSION else None


def _entity_tags(header: str) -> list[tuple[bool, str]]:
    """(weak, opaque tag) for each element of `#entity-tag`; empty elements are allowed, as
    the list syntax says. One pass over the header, no pattern that could backtrack."""
    tags: list[tuple[bool, str]] = []
    position, separated = 0, True
    while position < len(header):
        character = header[position]
        if character in " \t,":
            separated = separated or character == ","
            position += 1
            continue
        if not separated:
            raise InvalidIfMatchError()
        weak = header.startswith("W/", position)
        start = position + 2 if weak else position
        end = header.find('"', start + 1)
        if not header.startswith('"', start) or end < 0:
            raise InvalidIfMatchError()
        opaque = header[start + 1 : end]
        if any(character <= " " or character == "\x7f" for character in opaque):
            raise InvalidIfMatchError()
        tags.append((weak, opaque))
        position, separated = end + 1, False
    if not tags:
        raise InvalidIfMatchError()
    return tags
