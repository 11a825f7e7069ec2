"""A per-copy figure the learner wrote in the notes, beside the part's name, sizes that part:
only the clause that names it, so a figure of another part in the same sentence is not its."""

from systemcraft.coach.answering.sizing import answer_sizing
from tests.coach.briefs import ask, facts, with_run


def _line(key: str, label: str) -> str:
    said = answer_sizing(with_run(ask(key, "how many do I need?", "sizing", label), key)) or ""
    return next(line for line in said.splitlines() if line.startswith(f"- **{label}**"))


def test_the_notes_figure_for_a_part_sizes_it() -> None:
    # "Each document server can do ~20k ops/s -> 35, use 40."
    line = _line("collaborative-editor/good-12", "Document Servers (OT)")
    assert "you wrote that one copy serves about 20,000" in line, line


def test_another_parts_figure_in_the_same_sentence_is_not_taken() -> None:
    # "Redis serves ~100k GETs/s across 3 replicas; 40 seat map pods at ~2,500 req/s each"
    read = facts("ticketing/good-5")
    redis = next(p for p in read.parts if p.label == "Redis (seat availability)")
    pods = next(p for p in read.parts if p.label == "Seat Map Service")
    assert not any("2,500" in clause for clause in redis.notes_figures), redis.notes_figures
    assert any("2,500 req/s each" in clause for clause in pods.notes_figures), pods.notes_figures
    assert "you wrote that one copy serves about 2,500" in _line(
        "ticketing/good-5", "Seat Map Service"
    )
