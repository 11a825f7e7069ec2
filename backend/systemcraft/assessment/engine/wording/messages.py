"""Sentences that name components, written once and rendered as plain text (for findings) or
Markdown with the names in bold (for the analysis)."""

from collections.abc import Sequence
from dataclasses import dataclass

from systemcraft.assessment.engine.graph.design_graph import Node
from systemcraft.kit.patterns import Pattern

MAX_NAMES = 3
MAX_PATH_NODES = 8

# Enough to keep a label from opening emphasis, code, a link, HTML or a table cell.
_MARKDOWN_SPECIAL = Pattern(r"[\\`*_\[\]<>|~#]", groups=False)


def escape_markdown(text: str) -> str:
    return _MARKDOWN_SPECIAL.sub(lambda found: f"\\{found.matched}", text)


@dataclass(frozen=True)
class Names:
    nodes: tuple[Node, ...]
    as_path: bool = False  # "A → B → C" rather than "A, B and C"

    def render(self, bold: bool) -> str:
        def name(node: Node) -> str:
            return f"**{escape_markdown(node.label)}**" if bold else node.label

        if self.as_path:
            shown = [name(node) for node in self.nodes]
            if len(shown) > MAX_PATH_NODES:
                shown = [*shown[:3], "…", *shown[-3:]]
            return " → ".join(shown)
        shown = [name(node) for node in self.nodes[:MAX_NAMES]]
        hidden = len(self.nodes) - len(shown)
        if hidden:
            shown.append(f"{hidden} more")
        if len(shown) == 1:
            return shown[0]
        return f"{', '.join(shown[:-1])} and {shown[-1]}"


@dataclass(frozen=True)
class Quote:
    """A value the user typed, such as a TTL, quoted in the text."""

    text: str

    def render(self, bold: bool) -> str:
        shown = " ".join(self.text.split())[:60]
        return f"“{escape_markdown(shown) if bold else shown}”"


MessagePart = str | Node | Sequence[Node] | Names | Quote


@dataclass(frozen=True)
class Message:
    parts: tuple[str | Names | Quote, ...]  # the str parts are our own prose, never user text

    @property
    def plain(self) -> str:
        return "".join(p if isinstance(p, str) else p.render(bold=False) for p in self.parts)

    @property
    def markdown(self) -> str:
        return "".join(p if isinstance(p, str) else p.render(bold=True) for p in self.parts)


def say(*parts: MessagePart) -> Message:
    """say("If ", lb, " fails, ", clients, " lose their data.") with nodes rendered as names."""
    return Message(
        tuple(
            part
            if isinstance(part, str | Names | Quote)
            else Names((part,))
            if isinstance(part, Node)
            else Names(tuple(part))
            for part in parts
        )
    )


def path(nodes: Sequence[Node]) -> Names:
    return Names(tuple(nodes), as_path=True)


def verb(nodes: Sequence[Node], one: str, many: str) -> str:
    """The verb form that agrees with a list of names: verb(caches, " keeps", " keep")."""
    return one if len(nodes) == 1 else many
