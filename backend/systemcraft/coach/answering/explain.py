"""An idea explained, or two options weighed: whole passages from our lessons (never a sentence
cut from the middle of one), tied to the brief by the requirement that shares the most words
with the question, each lesson linked."""

from collections.abc import Sequence
from typing import Final

from systemcraft.assessment.engine import lesson_link
from systemcraft.assessment.engine.wording.messages import escape_markdown
from systemcraft.coach.answering.calls import per_request_line
from systemcraft.coach.answering.compare import side_by_side
from systemcraft.coach.answering.confirmation import confirmation_block
from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.copies import copies_line
from systemcraft.coach.answering.copies_weighed import copies_weighed
from systemcraft.coach.answering.decisions import closest_decision, decision_block
from systemcraft.coach.answering.erasure import erasure_block
from systemcraft.coach.answering.local import local_state_block
from systemcraft.coach.answering.measured import local_bound
from systemcraft.coach.answering.merged_top import READING as MERGE_READING
from systemcraft.coach.answering.merged_top import merged_top_block
from systemcraft.coach.answering.poll_load import poll_cost
from systemcraft.coach.answering.relevance import off_problem, on_topic, telling
from systemcraft.coach.answering.sizing import reads_and_writes
from systemcraft.coach.answering.transaction import one_transaction
from systemcraft.coach.answering.uncovered import not_in_the_course
from systemcraft.coach.answering.without import NEEDED, without
from systemcraft.coach.answering.wording import BUSY, CLAUSE, quote, rate
from systemcraft.coach.answering.yours import where_yours_is
from systemcraft.coach.design_facts import PartFacts
from systemcraft.coach.kinds import MINE
from systemcraft.coach.retrieval import Hit, names_a_title_term
from systemcraft.coach.words import tokens
from systemcraft.kit.patterns import Pattern
from systemcraft.simulation.engine.results import ComponentResult

PASSAGES: Final = 2
# Answers are read beside the canvas: a second passage joins while the whole stays this short.
WORDS: Final = 260


def answer_explain(ask: Ask) -> str | None:
    """For a trade-off, what the design does about it comes first; for a concept, the idea."""
    if ask.unexplained is not None:
        coded = erasure_block(ask)
        unexplained = not_in_the_course(ask, ask.unexplained)
        return f"{unexplained}\n\n{coded}" if coded else unexplained
    # "What is consistent hashing?" asks about the idea; "do I need it?" about the design too.
    about_mine = ask.kind == "trade-off" or MINE.search(ask.question) is not None
    decision = closest_decision(ask) if about_mine else None
    # Beside an idea explained, only what the design does about it: an interviewer's question
    # it leaves open may be answered in the very question asked ("I put the text in postgres").
    if decision is not None and decision.state == "open" and ask.kind == "concept":
        decision = None
    # "What's the difference between X and Y?" of a design is answered by what the design does
    # about X and Y, not by whichever interviewer's question shares most words.
    table = ask.compared.comparison if ask.compared else None
    if decision and ask.kind == "concept" and table and decision.decision.lesson != table.lesson_id:
        decision = None
    hits = ask.hits
    if decision is not None and ask.kind == "trade-off":
        # The verdict on the design says the rest; a passage helps only from its own lesson,
        # or from the lesson of the option asked about ("switching to a Bloom filter"), which
        # the question names by a term of its title.
        # A term that names a drawn part ("the Load balancer routes randomly") is no option.
        labels = " ".join(p.label for p in ask.facts.parts) if ask.facts else ""
        hits = [
            h
            for h in hits
            if h.passage.lesson_id == decision.decision.lesson
            or names_a_title_term(h, ask.question, besides=labels)
        ][:1]
    title = ask.brief.title if ask.brief else None
    relevant = [
        h
        for h in hits
        if (h.names_idea or (on_topic(h, ask.question) and not off_problem(h, ask.question, title)))
        # "Two common designs:" promises a list the passage does not hold.
        and not h.passage.text.rstrip().endswith(":")
    ]
    # Beside the passage that names the idea, only its own lesson: a second passage that shares
    # a word ("cap each host" and CAP) is about something else.
    naming = {h.passage.lesson_id for h in relevant if h.names_idea}
    if naming:
        relevant = [h for h in relevant if h.passage.lesson_id in naming]
    chosen = _passages(
        sorted(relevant, key=lambda h: (not h.names_idea, not _about_this_brief(ask, h)))
    )
    # Beside the idea's passages, only what the design does about that idea: the interviewer's
    # question from a lesson they come from, not one that shares a few words ("sizes of each
    # photo" beside "CDN cache invalidation"). With no passage, the design's answer is the one.
    ideas = {hit.passage.lesson_id for hit in chosen}
    if decision and ask.kind == "concept" and ideas and decision.decision.lesson not in ideas:
        decision = None
    compared = [side_by_side(ask.compared)] if ask.compared else []
    weighed = [w for w in (copies_weighed(ask),) if w and ask.kind == "trade-off"]
    # "What are WebSockets, and why wouldn't polling do?" is weighed in the brief's clients too.
    polled = poll_cost(ask)
    if polled:
        weighed.append(polled)
    if weighed:
        # The options weighed in the brief's figures are the answer; an interviewer's question
        # matched on other words ("which key spreads the samples") is beside it.
        compared += weighed
        decision = None
    if table is not None:
        # The table says most of it: one passage beside it, not from the table's own section.
        chosen = [h for h in chosen if h.passage.heading != table.heading][:1]
        if ask.compared and len(ask.compared.named) == 1:
            # One row asked about ("Redlock"): only its own lesson says more of it.
            chosen = [h for h in chosen if h.passage.lesson_id == table.lesson_id]
    goes = (
        (confirmation_block(ask) or local_state_block(ask) or without(ask) or one_transaction(ask))
        if ask.kind == "trade-off"
        else None
    )
    if not chosen and decision is None and not compared and not goes:
        return None
    verdict = [decision_block(decision)] if decision else []
    if goes:
        verdict = [goes, *verdict]
    blocks = [_quoted(hit) for hit in chosen]
    if decision is not None and not chosen and not compared:
        blocks.append(f"Read more: {lesson_link(decision.decision.lesson)}.")
    tie = _brief_tie(ask) if decision is None else None
    if tie:
        blocks.append(tie)
    first = ask.kind == "trade-off" or not chosen
    ordered = [*verdict, *compared, *blocks] if first else [*compared, *blocks, *verdict]
    if goes:
        pass  # what goes without the part says what it is in the design
    elif about_mine and (ask.kind == "trade-off" or NEEDED.search(ask.question)):
        ordered += [said for part in ask.exact_facts()[:1] if (said := _in_your_design(ask, part))]
    elif about_mine and (touches := _where_it_touches(ask, ask.exact_facts()[:1])):
        # "What is invalidation, for my CDN?": where that part's own words use the idea, not
        # its copies or load, which answer whether it is needed.
        ordered.append(touches)
    merged = merged_top_block(ask)
    if merged is not None:
        # "Why is merging the local top-100 lists exact here?": the design's split, first;
        # passages about other merges (pagination, cache hit rates) add nothing beside it.
        ordered = [
            merged,
            *(b for b in ordered if b.startswith("**How this problem")),
            MERGE_READING,
        ]
    coded = erasure_block(ask)
    if coded is not None:
        # An erasure code asked about: what the design's own code keeps and survives, first.
        ordered = [coded, *(b for b in ordered if not b.startswith("Where your design does"))]
        about_mine = False
    yours = where_yours_is(ask) if about_mine else None
    if yours and not any(yours in block for block in ordered):
        ordered.append(yours)
    # "Does each fetcher have its own bucket, or is it shared?": what the copies' own counts let
    # through, right after the idea.
    bound = local_bound(ask) if about_mine else ""
    if bound:
        ordered.insert(1 if chosen else 0, bound)
    return "\n\n".join(ordered)


MOST_TOUCHED: Final = 3


def _where_it_touches(ask: Ask, named: Sequence[PartFacts] = ()) -> str | None:
    """ "Does my design need consistent hashing anywhere?": the parts whose own words use the
    idea's ("sharded by url hash across 8 nodes"), quoted, so the idea meets the design; only
    the `named` ones when the question names any."""
    if ask.facts is None or not ask.hits:
        return None
    subject = set(tokens(ask.question)) & set(tokens(ask.hits[0].passage.lesson_title))
    if not subject:
        return None
    # The idea's word in the sense the lessons use it: "content hash" shares "hash" with
    # consistent hashing, but none of the words around it (node, shard, partition, key).
    context = {word for hit in ask.hits for word in tokens(hit.passage.text)} - subject
    found = []
    for part in named or ask.facts.parts:
        said = next(
            (
                s.matched
                for s in CLAUSE.finditer(part.text)
                if subject & (words := set(tokens(s.matched))) and len(words & context) >= 2
            ),
            None,
        )
        if said is not None:
            found.append(f"**{escape_markdown(part.label)}**: {quote(said)}")
    if not found:
        return None
    return "Where your design's own words touch it: " + "; ".join(found[:MOST_TOUCHED]) + "."


_LOAD_ASKED: Final = Pattern(
    r"\b(peak|load|traffic|busy|capacity|throughput|enough|scale|qps|rps|handle)\b"
    r"|\d\s*[km]?\s*(/\s*s\b|per\s+sec|a\s+second|reads|writes|requests)",
    ignore_case=True,
    groups=False,
)


def _in_your_design(ask: Ask, part: PartFacts) -> str | None:
    """ "Do I need the replica I put on Postgres?": what the named part is in this design, how
    many copies it runs and what reaches it at the brief's peak, beside the idea."""
    if part.external:
        return None
    said = [f"**{escape_markdown(part.label)} in your design:** {copies_line(part)}"]
    result = ask.result_of(part.node.id)
    # What the run sends a part is worth saying of an idea only when the question weighs load:
    # beside "is a Bloom filter better?", a routed estimate reads as a claim about the design.
    if result is None or result.reads_rps + result.writes_rps < 1:
        return " ".join(said)
    verdict = _replica_verdict(ask, part, result)
    if verdict is not None or _LOAD_ASKED.search(ask.question):
        if part.node.role == "database":
            writes, reads = reads_and_writes(ask, result)
            load = f"{rate(reads)} reads and {rate(writes)} writes"
        else:
            load = f"{rate(result.reads_rps + result.writes_rps)} requests"
        said.append(
            f"The simulation, routing the brief's peak through your design as drawn, sends it "
            f"about {load} a second (its estimate, not your figure)."
        )
        said += [line for line in [per_request_line(ask, part), verdict] if line]
    return " ".join(said)


_REPLICA: Final = Pattern(r"\b(read[- ])?replicas?\b", ignore_case=True, groups=False)


def _replica_verdict(ask: Ask, part: PartFacts, result: ComponentResult) -> str | None:
    """ "Do I need the read replica?": whether one primary takes the reads that reach it, so
    the replica is there for failover, or the reads need it."""
    per_copy = result.capacity_per_copy_rps
    if part.node.role != "database" or not per_copy or not _REPLICA.search(ask.question):
        return None
    if not NEEDED.search(ask.question):
        return None
    writes, reads = reads_and_writes(ask, result)
    room = BUSY * per_copy
    if reads + writes <= room:
        return (
            f"For reads, no: one primary takes about {rate(per_copy)} a second, so it carries "
            f"these {rate(reads + writes)} under {BUSY:.0%} busy by itself. The replica earns its "
            "place as the standby a failover promotes (say how), and as room for growth."
        )
    return (
        f"For reads, yes: {rate(reads + writes)} a second is more than one primary carries "
        f"under {BUSY:.0%} busy (about {rate(room)}), so the replicas take reads off it, each "
        "a little behind the primary: read a user's own writes from the primary."
    )


def _about_this_brief(ask: Ask, hit: Hit) -> bool:
    """A lesson's section on this very system ("Worked example: a crawler's seen-set" for the
    web crawler) comes before the general idea."""
    if ask.brief is None:
        return False
    return bool(telling(hit.passage.heading) & (telling(ask.brief.title) - telling("design")))


def _quoted(hit: Hit) -> str:
    """A lesson's passage whole, with where it comes from."""
    link = lesson_link(hit.passage.lesson_id, hit.passage.lesson_title)
    return f"{hit.passage.text}\n\n— {link}, “{hit.passage.heading}”"


def _passages(hits: Sequence[Hit]) -> list[Hit]:
    chosen: list[Hit] = []
    words = 0
    for hit in hits[:PASSAGES]:
        length = len(hit.passage.text.split())
        if chosen and words + length > WORDS:
            break
        chosen.append(hit)
        words += length
    return chosen


def _brief_tie(ask: Ask) -> str | None:
    """The requirement of the brief closest to what was asked, so the idea meets this problem;
    the problem's own note on how its data splits, when that is what the question is about."""
    if ask.brief is None:
        return None
    split = _brief_key(ask)
    if split is not None:
        return split
    asked = telling(ask.question) | {
        t for hit in ask.hits[:1] for t in telling(hit.passage.heading)
    }
    scored = [(len(asked & telling(r)), r) for r in ask.brief.requirements]
    best = max(scored, default=(0, ""), key=lambda item: item[0])
    # One shared word ("play", "page") ties a requirement the idea does not touch.
    if best[0] < _TIED:
        return None
    return f"For {ask.brief.title}, it matters because the brief asks: {quote(best[1])}"


_TIED: Final = 2

# Words a question shares with the problem's note on one of its keys, for the note to answer
# it: "merging each shard's top 100 gives the real top 100?" and "a top 100 needs every song's
# count ... merging those gives the true top 100".
_KEY_SHARED: Final = 5


def _brief_key(ask: Ask) -> str | None:
    """The problem's note on how one of its data splits, when the question shares enough of
    its words to be about it."""
    if ask.brief is None:
        return None
    asked = telling(ask.question)
    scored = [
        (len(asked & telling(f"{key.data} {key.key} {key.why} {key.hard}")), index)
        for index, key in enumerate(ask.brief.keys)
    ]
    shared, index = max(scored, default=(0, -1))
    if shared < _KEY_SHARED:
        return None
    key = ask.brief.keys[index]
    return (
        f"**How this problem's data splits (its own notes, not a reading of your design):** "
        f"{key.data}, by **{key.key}**. {key.why} What it makes hard: {key.hard}"
    )
