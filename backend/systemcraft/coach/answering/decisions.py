"""The interviewer's question for this brief that a learner's question is closest to, and how the
design answers it: with a wrong answer (the rubric's pitfall, and what to do instead), with words
that answer it, or not yet. The rubric's decisions are what a senior reviewer asks of this brief;
a learner asking "301 or 302?" is asking one of them."""

import math
from collections import Counter
from typing import Final

from systemcraft.assessment.engine.reading.writing import compiled
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.relevance import GENERIC
from systemcraft.coach.answering.wording import quote
from systemcraft.coach.design_facts import DecisionFacts
from systemcraft.coach.words import tokens

# Shared words a question needs with a decision before the decision is taken to be about it.
MIN_SHARED: Final = 2
# And this much weight in them: two words each used by half the decisions are not enough.
MIN_WEIGHT: Final = 2.5
# A wrong answer this close to the best match is raised in its place.
NEARLY: Final = 0.75
QUOTED_CHARACTERS: Final = 180
_STATE_ORDER: Final = {"wrong": 0, "open": 1, "answered": 2}


def closest_decision(ask: Ask, *, wrong_first: bool = False) -> DecisionFacts | None:
    """The decision sharing the most telling words with the question: a word every decision of
    the brief uses ("design", "second") tells little, one only this decision uses tells most."""
    if ask.facts is None or not ask.facts.decisions:
        return None
    asked = set(tokens(ask.question))
    about = {facts.decision.id: set(tokens(_words(facts))) for facts in ask.facts.decisions}
    count = len(about)
    used = Counter(word for words in about.values() for word in words)

    def weight(facts: DecisionFacts) -> tuple[float, int]:
        shared = (asked & about[facts.decision.id]) - GENERIC
        telling = sum(math.log((1 + count) / used[word]) for word in shared)
        return (telling if len(shared) >= MIN_SHARED else 0.0), -_STATE_ORDER[facts.state]

    best = max(ask.facts.decisions, key=weight)
    if weight(best)[0] < MIN_WEIGHT:
        return None
    if wrong_first and best.state != "wrong":
        # A wrong answer nearly as close to the question is the one worth raising.
        wrong = [d for d in ask.facts.decisions if d.state == "wrong"]
        near = max(wrong, key=weight, default=None)
        if near is not None and weight(near)[0] >= NEARLY * weight(best)[0]:
            return near
    return best


def wrong_on_named(ask: Ask) -> list[DecisionFacts]:
    """The design's wrong answers the engine finds on a part the question names."""
    if ask.facts is None:
        return []
    named = {part.id for part in ask.named}
    said = [f.message for f in ask.findings if named.intersection(f.components)]
    return [
        d
        for d in ask.facts.decisions
        if d.state == "wrong"
        and d.pitfall is not None
        and any(d.pitfall.problem.rstrip(".") in message for message in said)
    ]


def _words(facts: DecisionFacts) -> str:
    decision = facts.decision
    return " ".join(
        [decision.id.replace("-", " "), decision.question, *(p.problem for p in decision.pitfalls)]
    )


def decision_block(facts: DecisionFacts) -> str:
    said = _around(facts.said, facts.pitfall.pattern if facts.pitfall else None)
    if facts.state == "wrong" and facts.pitfall is not None:
        wrote = f" You wrote: {quote(said)}." if said else ""
        return (
            f"**In your design:** {facts.pitfall.problem}{wrote}\n\n"
            f"**Instead:** {facts.pitfall.fix}"
        )
    if facts.state == "open" and said:
        return (
            f"**An interviewer will ask:** {facts.decision.question} Your notes touch it "
            f"({quote(said)}), but I did not find a settled answer: decide it, and say it "
            "where an interviewer will look."
        )
    if facts.state == "open":
        return (
            f"**An interviewer will ask:** {facts.decision.question} I could not match an "
            "answer to it in what is written: if you have one, say it plainly in the notes or "
            "on the part it concerns, where an interviewer will look; if not, decide it now."
        )
    return (
        f"**Your design answers this:** {quote(said or '')}. Be ready to defend it: "
        f"{facts.decision.question}"
    )


def _around(text: str | None, pattern: str | None) -> str | None:
    """What the user wrote, cut to the words that matter: around the wrong answer when there is
    one, else its start."""
    if not text:
        return None
    flat = " ".join(text.split())
    if len(flat) <= QUOTED_CHARACTERS:
        return flat
    found = compiled(pattern).search(flat) if pattern else None
    start = max(0, found.start() - QUOTED_CHARACTERS // 3) if found else 0
    if start:
        start = flat.find(" ", start) + 1
    cut = flat[start : start + QUOTED_CHARACTERS].rsplit(" ", 1)[0]
    return ("… " if start else "") + cut + " …"
