"""YAML with line numbers: parse a document and find the line of any value inside it."""

from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, SequenceNode

# libyaml's parser, where PyYAML was built with it: the pure-Python one took most of the time
# the curriculum takes to read (the resolver and the constructor are the same Python either way).
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class YamlSyntaxError(ValueError):
    def __init__(self, message: str, line: int | None) -> None:
        super().__init__(message)
        self.line = line


class YamlDocument:
    def __init__(self, text: str, first_line: int = 1) -> None:
        self.first_line = first_line
        try:
            loader = _LOADER(text)
            try:
                # Parsed once: the values are built from the same nodes the lines are read from.
                self.node: Node | None = loader.get_single_node()
                self.data: Any = None if self.node is None else loader.construct_document(self.node)
            finally:
                loader.dispose()
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark
            line = mark.line + first_line if mark else None
            raise YamlSyntaxError(f"invalid YAML: {exc.problem}", line) from exc

    def line_of(self, path: tuple[int | str, ...]) -> int | None:
        """The line of the deepest node along `path` (as in a Pydantic error's loc)."""
        node = self.node
        best = node.start_mark.line if node else None
        for key in path:
            if isinstance(node, MappingNode):
                node = next((v for k, v in node.value if k.value == key), None)
            elif isinstance(node, SequenceNode) and isinstance(key, int):
                node = node.value[key] if key < len(node.value) else None
            else:
                node = None
            if node is None:
                break
            best = node.start_mark.line
        return None if best is None else best + self.first_line
