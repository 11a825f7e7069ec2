"""What answering one problem's brief takes, as a reviewer would check it: the `rubric:` of a
problem's `assessment:` block in content/problems/*.yaml.

- flows: the paths a design must contain, as the roles a request meets in order (between two
  steps it may pass through balancers, gateways and services);
- data: where each kind of state may live, and whether losing it matters;
- decisions: what an interviewer asks about, with the words that show a design answered it;
- figures: the brief's numbers that the design's estimates should reach.
"""

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from systemcraft.assessment.engine.lessons import CITABLE
from systemcraft.assessment.engine.reading.writing import compiled
from systemcraft.assessment.engine.results import Dimension
from systemcraft.design.recognition import Role
from systemcraft.kit.patterns import PatternError

Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=60)]
Name = Annotated[str, Field(min_length=1, max_length=100)]
Sentence = Annotated[str, Field(min_length=1, max_length=300)]
# One step of a flow: a role, or the roles any of which may play it.
Step = Role | Annotated[list[Role], Field(min_length=1, max_length=8)]


class RubricModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Flow(RubricModel):
    id: Slug
    name: Name = Field(description="How the verdict names it: 'Redirect a short link'.")
    path: list[Step] = Field(min_length=2, max_length=8)
    durable_before_answer: bool = Field(
        default=False,
        description="The flow's last store must be written synchronously before the answer.",
    )

    def steps(self) -> tuple[frozenset[Role], ...]:
        return tuple(frozenset([step] if isinstance(step, str) else step) for step in self.path)


class DataHome(RubricModel):
    what: Name = Field(description="The state, in the brief's words: 'link mappings'.")
    roles: list[Role] = Field(min_length=1, description="Where it may live.")
    durable: bool = Field(
        default=True, description="False when losing it only costs a recount or a refill."
    )


def _regex(pattern: str) -> str:
    try:
        compiled(pattern)
    except PatternError as error:
        raise ValueError(str(error)) from None
    return pattern


Regex = Annotated[str, Field(min_length=2, max_length=200), AfterValidator(_regex)]
# A wrong answer comes in more phrasings than a right one, hence the longer pitfall patterns
# (and RE2 has no look-ahead, so "not followed by these words" is spelt out).
LongRegex = Annotated[str, Field(min_length=2, max_length=640), AfterValidator(_regex)]


class Requirement(RubricModel):
    """A functional requirement of the brief that no flow shows: group chats, click counts,
    expiry. A design with nothing that handles it does not answer the whole brief."""

    id: Slug
    name: Name = Field(description="How the verdict names it: 'Group chats of up to 200'.")
    evidence: list[Regex] = Field(
        min_length=1,
        description="Regular expressions (RE2, case-insensitive) for the words of a design "
        "that handles it; any one found in a label or in what the user wrote, and not negated.",
    )


class Pitfall(RubricModel):
    """A wrong answer to a decision that an interviewer would catch: found in what the user
    wrote, it fails the decision however much else the design says about it."""

    pattern: LongRegex = Field(description="A regular expression (RE2, case-insensitive).")
    unless: Regex | None = Field(
        default=None,
        description="Words that, in the same passage, make it the right answer after all "
        "('a unique constraint' beside 'check the code is free, then insert').",
    )
    unless_anywhere: Regex | None = Field(
        default=None,
        description="Words that mend it wherever the design says them: a unique key declared "
        "on the code column closes a check-then-insert race described elsewhere.",
    )
    problem: Sentence = Field(description="What goes wrong, as the finding says it.")
    fix: Sentence = Field(description="What to do instead.")


class Decision(RubricModel):
    id: Slug
    dimension: Dimension
    question: Sentence = Field(description="What an interviewer asks when the design is silent.")
    evidence: list[Regex] = Field(
        min_length=1,
        description="Regular expressions (RE2, case-insensitive); any one found in what the "
        "user wrote, and not negated there, shows the decision was made.",
    )
    pitfalls: list[Pitfall] = Field(default_factory=list, max_length=6)
    lesson: Slug

    @field_validator("lesson")
    @classmethod
    def _citable(cls, lesson: str) -> str:
        if lesson not in CITABLE:
            raise ValueError(f"{lesson!r} is neither a written nor a planned lesson (lessons.py)")
        return lesson


class Figure(RubricModel):
    what: Name = Field(description="'peak redirects per second'")
    value: float = Field(gt=0)
    unit: Literal["per second", "bytes", "bits per second", "connections", "items"]
    loads: list[Step] = Field(
        default_factory=list,
        max_length=4,
        description="The parts that must carry this rate, in turn: [service, [cache, database]] "
        "means the services together, then the caches and databases together (capacity.py).",
    )
    flow: Slug | None = Field(
        default=None,
        description="The flow whose components carry the rate; without it, any flow's do.",
    )

    @model_validator(mode="after")
    def _a_rate(self) -> "Figure":
        if self.loads and self.unit not in ("per second", "connections"):
            raise ValueError("only a rate or a number of connections loads components")
        return self

    def load_steps(self) -> tuple[frozenset[Role], ...]:
        return tuple(frozenset([step] if isinstance(step, str) else step) for step in self.loads)


class ShardKey(RubricModel):
    """A key a store of this problem may be split by, as the coach explains it."""

    data: Name = Field(description="What is split: 'links', 'messages'.")
    key: Name = Field(description="'the short code', 'conversation id'")
    why: Sentence = Field(description="Which of the brief's reads or writes it serves.")
    hard: Sentence = Field(description="What the key makes hard, and what answers that.")


class Rubric(RubricModel):
    terms: list[Annotated[str, Field(min_length=2, max_length=40)]] = Field(
        min_length=3,
        max_length=40,
        description="Words a design that answers this brief uses somewhere (lower case).",
    )
    subject: Regex = Field(
        description="A regular expression for what the brief is about ('\\bpastes?\\b'): a "
        "design that never says it answers another brief, however many terms it shares."
    )
    flows: list[Flow] = Field(min_length=1, max_length=8)
    requirements: list[Requirement] = Field(default_factory=list, max_length=10)
    data: list[DataHome] = Field(min_length=1, max_length=12)
    decisions: list[Decision] = Field(min_length=1, max_length=16)
    figures: list[Figure] = Field(default_factory=list, max_length=12)
    keys: list[ShardKey] = Field(
        default_factory=list,
        max_length=4,
        description="Keys the problem's stores may be split by (the coach's sharding answers).",
    )
    hot_keys: Sentence | None = Field(
        default=None, description="The keys that get far more traffic than the rest, and why."
    )
    given: list[Role] = Field(
        default_factory=list,
        max_length=4,
        description="Parts the brief says exist already (the databases behind a cache fleet): "
        "their copies and failover are their owners', not the design's to draw.",
    )
    reached: list[Role] = Field(
        default_factory=list,
        max_length=4,
        description="Stores the brief's clients talk to with no service between (a cache "
        "fleet's app servers and its nodes): not a client wired around the design.",
    )

    def patterns(self) -> tuple[str, ...]:
        """Every pattern read against what the user wrote: the decisions' evidence and pitfalls
        and the requirements' evidence."""
        found = [p for decision in self.decisions for p in decision.evidence]
        found += [pitfall.pattern for decision in self.decisions for pitfall in decision.pitfalls]
        found += [p for requirement in self.requirements for p in requirement.evidence]
        return tuple(dict.fromkeys(found))

    @model_validator(mode="after")
    def _figures_name_flows(self) -> "Rubric":
        ids = {flow.id for flow in self.flows}
        for figure in self.figures:
            if figure.flow is not None and figure.flow not in ids:
                raise ValueError(
                    f"figure {figure.what!r} names no flow of this rubric: {figure.flow!r}"
                )
        return self
