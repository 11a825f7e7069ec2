""" "I'm least sure about what happens when something breaks": the worry a review question
names, answered first from the design itself. For a worry about failure, which parts on the
brief's flows the failure notes cover and which they leave out, so the learner knows where to
look next. Pure."""

from typing import Final

from systemcraft.assessment.engine.roles import FALLIBLE
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import listed, name, quote
from systemcraft.kit.patterns import Pattern

_WORRY: Final = Pattern(
    r"\b(?:least\s+sure|not\s+sure|unsure|worried|concerned|nervous|scared)\s+(?:about|of)\s+"
    r"([^.?!\n]{4,160})",
    ignore_case=True,
)
_FAILING: Final = Pattern(
    r"\b(break\w*|fail\w*|crash\w*|dies|die|dead|down|outage|lost|goes\s+wrong)\b",
    ignore_case=True,
    groups=False,
)
MOST_NAMED: Final = 5


def worry_block(ask: Ask) -> str | None:
    """The learner's stated worry about failure, met with what the failure notes cover."""
    found = _WORRY.search(ask.question)
    worry = (found.group(1) or "").strip() if found else ""
    if not worry or not _FAILING.search(worry) or ask.facts is None:
        return None
    on_flows = [
        p for p in ask.facts.parts if p.flows and not p.external and p.node.role in FALLIBLE
    ]
    if not on_flows:
        return None
    noted = _note_words(ask.facts.failure_text)
    covered = [name(p.label) for p in on_flows if p.failure_notes or _named_in(p.label, noted)]
    left = [name(p.label) for p in on_flows if name(p.label) not in covered]
    said = f"**On what you are least sure of** ({quote(worry)}): "
    if covered:
        said += f"your failure notes name {listed(covered, MOST_NAMED)}"
        said += (
            f"; they leave out {listed(left, MOST_NAMED)}."
            if left
            else ", every part on the brief's flows."
        )
    else:
        said += "your failure notes name none of the parts on the brief's flows."
    said += (
        " For each part, write what a request already in flight loses when it fails (an answer "
        "half sent, a write not yet acknowledged) and what its caller does next"
        + (f"; start by asking me “what happens if {left[0]} fails?”" if left else "")
        + "."
    )
    return said


_GENERIC: Final = frozenset(
    (
        *("service", "services", "server", "servers", "cache", "database", "db", "api", "app"),
        *("apps", "the", "and", "web", "each", "per", "cluster", "node", "nodes", "primary"),
        *("replica", "replicas"),
    )
)
_WORD: Final = Pattern(r"[a-z0-9]{3,}", groups=False)
_PREFIX: Final = 5  # "gateway" is named by "gateways", "scheduler" by "schedulers"


def _note_words(notes: str) -> frozenset[str]:
    """The failure notes' words, each cut to the prefix a label's word is matched by."""
    return frozenset(w.matched[:_PREFIX] for w in _WORD.finditer(notes.lower()))


def _named_in(label: str, noted: frozenset[str]) -> bool:
    """Whether the notes name the part by a word of its label that says which part it is."""
    words = {w.matched for w in _WORD.finditer(label.lower())} - _GENERIC
    return any(word[:_PREFIX] in noted for word in words)
