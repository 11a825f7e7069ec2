"""Turns a lesson's Markdown body into the sections the API serves: text, highlight, table, diagram
and image, keeping the author's own Markdown for prose so the client renders it."""

import re
from dataclasses import dataclass, field
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.token import Token

CALLOUT = re.compile(r"^\s*>\s*\[!(NOTE|TIP|WARNING|IMPORTANT)\]\s*$", re.IGNORECASE)
CAPTION = re.compile(r'^mermaid(?:\s+caption="(?P<caption>[^"]*)")?\s*$')
_markdown = MarkdownIt("commonmark").enable("table")

Section = dict[str, Any]


class SectionError(ValueError):
    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.line = line


def section(kind: str, **payload: Any) -> Section:
    return {"type": kind, "data": {"payload": payload}}


@dataclass
class _Builder:
    lines: list[str]
    first_line: int
    sections: list[Section] = field(default_factory=list)
    prose_start: int | None = None
    prose_end: int = 0

    def add_prose(self, start: int, end: int) -> None:
        if self.prose_start is None:
            self.prose_start = start
        self.prose_end = end

    def flush_prose(self) -> None:
        if self.prose_start is not None:
            text = "\n".join(self.lines[self.prose_start : self.prose_end]).strip()
            if text:
                self.sections.append(section("text", markdown=text))
        self.prose_start = None

    def add(self, built: Section) -> None:
        self.flush_prose()
        self.sections.append(built)


def _callout(lines: list[str]) -> Section | None:
    match = CALLOUT.match(lines[0])
    if not match:
        return None
    body = "\n".join(re.sub(r"^\s*> ?", "", line) for line in lines[1:]).strip()
    return section("highlight", markdown=body, variant=match.group(1).lower())


def _table(tokens: list[Token]) -> Section:
    headers: list[str] = []
    rows: list[list[str]] = []
    in_head = False
    for token in tokens:
        if token.type == "thead_open":
            in_head = True
        elif token.type == "thead_close":
            in_head = False
        elif token.type == "tr_open" and not in_head:
            rows.append([])
        elif token.type == "inline":
            (headers if in_head else rows[-1]).append(token.content.strip())
    return section("table", headers=headers, rows=rows)


def _image(inline: Token) -> Section | None:
    children = [
        c for c in inline.children or [] if not (c.type == "text" and not c.content.strip())
    ]
    if len(children) != 1 or children[0].type != "image":
        return None
    image = children[0]
    return section(
        "image",
        url=str(image.attrGet("src") or ""),
        alt=image.content,
        caption=str(image.attrGet("title") or "") or None,
    )


def _diagram(token: Token, line: int) -> Section:
    match = CAPTION.match(token.info.strip())
    if not match or not match.group("caption"):
        raise SectionError('a mermaid diagram needs a caption: ```mermaid caption="..."', line)
    return section("diagram", mermaid=token.content.rstrip("\n"), caption=match.group("caption"))


def _block_end(tokens: list[Token], start: int) -> int:
    """Index just past the block opened at tokens[start]."""
    depth = 0
    for index in range(start, len(tokens)):
        depth += tokens[index].nesting
        if depth == 0:
            return index + 1
    return len(tokens)


def parse_sections(body: str, first_line: int = 1) -> list[Section]:
    """`first_line` is the file line where the body starts, for error messages."""
    tokens = _markdown.parse(body)
    builder = _Builder(lines=body.splitlines(), first_line=first_line)
    index = 0
    while index < len(tokens):
        token = tokens[index]
        end = _block_end(tokens, index)
        start_line, end_line = token.map or (0, 0)
        file_line = start_line + first_line
        block_lines = builder.lines[start_line:end_line]
        built: Section | None = None
        if token.type == "heading_open" and token.tag == "h2":
            builder.flush_prose()
        elif token.type == "blockquote_open":
            built = _callout(block_lines)
        elif token.type == "table_open":
            built = _table(tokens[index:end])
        elif token.type == "fence" and token.info.strip().startswith("mermaid"):
            built = _diagram(token, file_line)
        elif token.type == "paragraph_open":
            built = _image(tokens[index + 1])
        if built is not None:
            builder.add(built)
        else:
            builder.add_prose(start_line, end_line)
        index = end
    builder.flush_prose()
    return builder.sections
