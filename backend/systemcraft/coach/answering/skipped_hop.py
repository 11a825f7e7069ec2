""" "Should the GPU hosts stream straight to the gateway and skip the grain hop?": a part on a
path weighed by what it does there, in the learner's own words (whoever takes its place must do
all of it), against what the hop costs, from the latencies on its connections and the brief's
budget. Removing a hop saves its milliseconds; it rarely saves the work. Pure."""

from typing import Final

from systemcraft.assessment.engine.reading.properties import parse_latency_ms
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.wording import name, quote
from systemcraft.coach.design_facts import PartFacts
from systemcraft.coach.words import tokens
from systemcraft.kit.patterns import Pattern

_SKIP: Final = Pattern(
    r"\b(?:skip|skipping|bypass\w*|cut\s+out|drop|dropping|remove|removing|avoid\w*|get\s+rid\s+of)"
    r"\s+(?:the\s+|that\s+|my\s+)?(?P<what>[\w-]+(?:\s+[\w-]+)?)\s*(?:hop|layer|step|tier)?",
    ignore_case=True,
)
_STRAIGHT: Final = Pattern(r"\b(straight|directly|direct)\b", ignore_case=True, groups=False)
_SENTENCE: Final = Pattern(r"[^\n.]{12,220}", groups=False)
MOST_DUTIES: Final = 4


def skipped_hop(ask: Ask) -> str | None:
    found = _SKIP.search(ask.question)
    if found is None or ask.facts is None or not _STRAIGHT.search(ask.question):
        return None
    skipped = _part_named(ask, found.group("what") or "")
    if skipped is None:
        return None
    duties = _duties(ask, skipped)
    graph = ask.facts.graph
    # The hops on the path asked about: its connections to the other parts the question names.
    others = {p.node.index for p in ask.named_facts() if p is not skipped}
    edges = [
        *(e for e in graph.incoming[skipped.node.index] if e.source in others),
        *(e for e in graph.outgoing[skipped.node.index] if e.target in others),
    ]
    hops = [ms for e in edges if e.latency and (ms := parse_latency_ms(e.latency)) is not None]
    hop = max(hops) if hops else None
    budget = ask.brief.figure("latency_p99_ms") if ask.brief else None
    cost = (
        f"A hop through it costs about {hop:g} ms by the latencies you wrote"
        + (f", against the brief's {budget:,.0f} ms budget" if budget else "")
        + ": removing it saves little time."
        if hop is not None
        else "Say what the hop costs in milliseconds: a call inside one data centre is about "
        "a millisecond or two, small beside most budgets."
    )
    done = (
        "What it does on that path, in your own words: "
        + "; ".join(quote(d) for d in duties)
        + ". Whatever takes its place has to do all of that, or lose it."
        if duties
        else "Write what it does on that path: whatever takes its place has to do it too."
    )
    return (
        f"**Skipping** {name(skipped.label)}: {cost} {done} A second path that skips it (the "
        "stream sent two ways) can also disagree with the one through it: what a user sees and "
        "what is kept can differ after a failure. Keep the hop while it holds the order, the "
        "copies or the checkpoints of what passes; remove it only when nothing it does is "
        "needed."
    )


def _duties(ask: Ask, part: PartFacts) -> list[str]:
    """Its own sentences, those sharing most words with the question first, its label left out."""
    asked = set(tokens(ask.question))
    said = [
        s.matched.strip()
        for s in _SENTENCE.finditer(part.text)
        if s.matched.strip() != part.label.strip()
    ]
    ranked = sorted(said, key=lambda s: -len(set(tokens(s)) & asked))
    return ranked[:MOST_DUTIES]


def _part_named(ask: Ask, said: str) -> PartFacts | None:
    words = set(tokens(said)) - {"the", "hop", "layer", "step"}
    if not words or ask.facts is None:
        return None
    named = ask.named_facts()
    for part in [*named, *(p for p in ask.facts.parts if p not in named)]:
        if words & set(tokens(part.label)):
            return part
    return None
