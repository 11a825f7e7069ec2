"""The curriculum is read by learn, practice, assessment and coach, never the other way round,
and only the curriculum and the command line reach into its loader."""

import ast
from pathlib import Path

import systemcraft

PACKAGE = Path(systemcraft.__file__).parent
READERS = ("learn", "practice", "assessment", "coach")
# The engine is a pure library (no web, no database): the problem files' `assessment:` block is
# checked against its Expectations when the curriculum loads.
ENGINE = "systemcraft.assessment.engine"


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def _modules(folder: Path) -> dict[str, set[str]]:
    return {str(p.relative_to(PACKAGE)): _imports(p) for p in sorted(folder.rglob("*.py"))}


def _is_a_reader(module: str) -> bool:
    parts = module.split(".")
    return len(parts) > 1 and parts[0] == "systemcraft" and parts[1] in READERS


def test_the_curriculum_imports_none_of_its_readers() -> None:
    backwards = {
        path: sorted(n for n in names if _is_a_reader(n) and not n.startswith(ENGINE))
        for path, names in _modules(PACKAGE / "curriculum").items()
    }
    assert {path: names for path, names in backwards.items() if names} == {}


def test_only_the_curriculum_and_the_cli_use_the_loader() -> None:
    users = {
        path
        for path, names in _modules(PACKAGE).items()
        if any(name.startswith("systemcraft.curriculum.loading") for name in names)
    }
    assert {p for p in users if not p.startswith("curriculum/")} == {"cli.py"}
