"""Prints the shape of the back end's import graph: the modules loose at the top of the package,
and the import cycles (strongly connected groups of modules), largest first.

    backend/.venv/bin/python bench/import_graph.py"""

import sys
from collections.abc import Iterator
from pathlib import Path

import grimp

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "backend"))


def cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Tarjan's strongly connected components with more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def imported_by(module: str) -> Iterator[str]:
        return iter(sorted(graph.find_modules_directly_imported_by(module)))

    def visit(root: str) -> None:
        work = [(root, imported_by(root))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, imported_by(child)))
                elif child in on_stack:
                    low[module] = min(low[module], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[module])
            if low[module] == index[module]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == module:
                        break
                if len(group) > 1:
                    found.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return sorted(found, key=len, reverse=True)


def main() -> None:
    graph = grimp.build_graph("systemcraft", cache_dir=None)
    package = Path(__file__).resolve().parents[1] / "backend" / "systemcraft"
    loose = sorted(p.stem for p in package.glob("*.py") if p.stem != "__init__")
    packages = sorted(p.name for p in package.iterdir() if (p / "__init__.py").exists())
    print(f"top level: {len(loose)} modules beside {len(packages)} packages")
    print(f"  modules: {', '.join(loose)}")
    found = cycles(graph)
    print(f"import cycles: {len(found)}")
    for group in found:
        print(f"  {len(group)} modules: {', '.join(group)}")


if __name__ == "__main__":
    main()
