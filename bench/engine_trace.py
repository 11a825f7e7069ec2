"""How far a reader has to jump to follow one design through the assessment engine.

Runs the engine's entry (`assess`) on one calibration design that has a rubric, under
sys.setprofile, and prints:
- the engine modules the call passes through, in order of first entry;
- the module-to-module steps: each time the code running moves from one engine module to
  another, by a call or by a return to its caller (frames outside the engine, such as
  systemcraft.kit or the standard library, are looked through);
- the re-entries: the steps into a module that was entered before, with some other module
  entered since (coming back to a module already left);
- the hand-overs: the calls from one engine module into another, each (caller, callee) pair
  counted once, so that a loop calling one helper a thousand times counts as the one jump a
  reader makes; and how many of them go back into a module entered before;
- the same figures a level up, for the engine's stages: its sub-packages (a module loose at the
  top of the engine counts as a stage of its own).

The design is assessed once before it is traced, so the caches a server holds warm (compiled
patterns) are warm here too and the trace is the same on every run.

    backend/.venv/bin/python bench/engine_trace.py"""

import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "backend"))

from tests.assessment.calibration import load_cases, problem_expectations

from systemcraft.assessment.engine import assess
from systemcraft.design import read_document

ENGINE = "systemcraft.assessment.engine"
# A good answer to a problem with a rubric: every stage of the engine has work to do on it.
DESIGN = "url-shortener/good"


def _module(frame: FrameType | None) -> str | None:
    """The engine module whose code `frame` runs, or that of its nearest engine caller."""
    while frame is not None:
        name = str(frame.f_globals.get("__name__", ""))
        if name == ENGINE or name.startswith(f"{ENGINE}."):
            return name
        frame = frame.f_back
    return None


@dataclass
class Trace:
    visits: list[str] = field(default_factory=list)  # one entry per move between modules
    calls: list[tuple[str, str]] = field(default_factory=list)  # (caller, callee) modules


def trace() -> Trace:
    """The engine modules the code running is in, and the calls between them."""
    case = next(case for case in load_cases() if case.key == DESIGN)
    document = read_document(case.document)
    expectations = problem_expectations()[case.problem_id]
    assess(document, expectations)
    traced = Trace()

    def moved_to(module: str | None) -> None:
        if module is not None and (not traced.visits or traced.visits[-1] != module):
            traced.visits.append(module)

    def profile(frame: FrameType, event: str, _arg: object) -> None:
        if event == "call":
            callee, caller = _module(frame), _module(frame.f_back)
            if callee is not None and caller is not None and callee != caller:
                traced.calls.append((caller, callee))
            moved_to(callee)
        elif event == "return":
            moved_to(_module(frame.f_back))

    sys.setprofile(profile)
    try:
        assess(document, expectations)
    finally:
        sys.setprofile(None)
    return traced


def _stage(module: str) -> str:
    """The part of the engine a module belongs to: its sub-package, or itself when loose."""
    return module.removeprefix(f"{ENGINE}.").split(".")[0] if module != ENGINE else module


def _collapsed(visits: list[str]) -> list[str]:
    return [name for number, name in enumerate(visits) if number == 0 or visits[number - 1] != name]


def show(title: str, visits: list[str], calls: list[tuple[str, str]]) -> None:
    first: list[str] = []
    entries: Counter[str] = Counter()
    reentries = 0
    for name in visits:
        entries[name] += 1
        if name in first:
            reentries += 1
        else:
            first.append(name)
    handovers = [(a, b) for a, b in dict.fromkeys(calls) if a != b]
    back = sum(1 for a, b in handovers if first.index(b) < first.index(a))
    print(f"\n{title}: {len(first)}, in order of first entry (times entered):")
    for number, name in enumerate(first, start=1):
        print(f"  {number:2}. {name.removeprefix(ENGINE + '.')} ({entries[name]})")
    print(f"  steps between them: {len(visits) - 1}")
    print(f"  re-entries (back into one already left): {reentries}")
    print(
        f"  hand-overs (calls, each pair once): {len(handovers)}, back into an earlier one: {back}"
    )


def main() -> None:
    traced = trace()
    print(f"assess() on calibration design {DESIGN}, traced")
    show("engine modules", traced.visits, traced.calls)
    stages = _collapsed([_stage(module) for module in traced.visits])
    stage_calls = [(_stage(a), _stage(b)) for a, b in traced.calls]
    show("engine stages (sub-packages; a loose module is its own)", stages, stage_calls)


if __name__ == "__main__":
    main()
