"""The lessons' comparison tables, for a question that weighs two options: "RabbitMQ or Kafka?"
is answered by the table that sets a queue beside a log, cut to the options asked about, with
every criterion the lesson compares them on. Pure: built from lessons already loaded."""

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from systemcraft.coach.passages import heading_of
from systemcraft.coach.words import stems, tokens
from systemcraft.curriculum.models import Lesson
from systemcraft.kit.markdown_text import plain_text
from systemcraft.kit.patterns import Pattern

# A table compares options when its first header says its rows are options ("Strategy") or
# leaves the corner empty over options side by side ("| | Queue | Log |"). A table of figures
# ("Operation | Typical time") names no choice, whatever words its rows share with a question.
_OPTIONS_IN_COLUMNS: Final = frozenset({"", "aspect", "property", "concern"})
_OPTIONS_IN_ROWS: Final = frozenset(
    {
        "algorithm", "approach", "family", "guarantee", "index type", "kind",
        "level", "method", "mode", "model", "option", "pattern", "policy", "response",
        "scheme", "service", "signal", "store", "strategy", "structure", "technique",
        "system, as usually configured",
    }
)  # fmt: skip
MOST_OPTIONS: Final = 3  # a question weighs two options, at most three


@dataclass(frozen=True)
class Comparison:
    """One table, read as options compared on criteria: cells[option][criterion]."""

    lesson_id: str
    lesson_title: str
    heading: str
    required_tier_id: int
    options: tuple[str, ...]
    criteria: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Compared:
    """A comparison cut to the options a question names, in the table's order."""

    comparison: Comparison
    named: tuple[int, ...]


class ComparisonIndex:
    """Every comparison table, with the words that name each of its options."""

    def __init__(self, comparisons: Sequence[Comparison]) -> None:
        labels = [_labels(table) for table in comparisons]
        tables_with = Counter(word for words in labels for word in frozenset().union(*words))
        common = frozenset(word for word, count in tables_with.items() if count >= COMMON)
        # A table's subject is what its lesson's title says beyond its options' names (a
        # heading such as "Choosing a service" names no subject).
        self._tables = [
            (
                table,
                _namings(table.options, words, common),
                _words(_context(table)) - frozenset().union(*words),
            )
            for table, words in zip(comparisons, labels, strict=True)
        ]

    def compare(self, question: str, max_tier: int) -> Compared | None:
        """The table whose options, two or three of them named, share the most words with the
        question; none when no table has two named."""
        asked = _words(question)
        asked |= {kind for kind, names in _KINDS.items() if asked & names}
        said = _said_in_order(question)
        best: tuple[tuple[int, int], Compared] | None = None
        for table, namings, context in self._tables:
            if table.required_tier_id > max_tier:
                continue
            about = len(asked & context)
            named = tuple(i for i, n in enumerate(namings) if _names(n, asked, about > 0))
            if len(named) == 1:
                # "poll or WebSockets?": "poll" is a word of short and long polling alike, and
                # names the first of them, the plain one.
                shared = next(
                    (i for i, n in enumerate(namings) if i not in named and n.head & asked), None
                )
                named = tuple(sorted((*named, shared))) if shared is not None else named
            if not 2 <= len(named) <= MOST_OPTIONS or not _set_against(
                said, [namings[i] for i in named]
            ):
                continue
            score = (sum(len(namings[i].distinct & asked) for i in named), about)
            if best is None or score > best[0]:
                best = (score, Compared(table, named))
        return best[1] if best else None

    def naming_row(self, words: Sequence[str], max_tier: int) -> Compared | None:
        """The table row whose option names an idea word for word ("Redlock" in "Redlock (5
        independent Redis nodes)"): where the course says what an idea it has no prose for is."""
        said = f" {' '.join(words)} "
        for table, _, _ in self._tables:
            if table.required_tier_id > max_tier:
                continue
            for index, option in enumerate(table.options):
                if said in f" {' '.join(tokens(plain_text(option)))} ":
                    return Compared(table, (index,))
        return None


# Words that set one option against another: "Kafka or RabbitMQ", "push instead of pull",
# "from RabbitMQ to Kafka", "the difference between X and Y". "Every token coming back to the
# API servers" names words of two options with none of these between them: no choice asked.
_AGAINST: Final = frozenset({"or", "vs", "versus", "instead", "rather", "than", "over", "against"})
_PAIRED: Final = {
    "and": frozenset({"between", "differ", "compar", "comparison", "contrast", "which", "better"}),
    "to": frozenset({"from"}),
}


def _said_in_order(question: str) -> list[tuple[str, str]]:
    """The question's words in order, each as written (lower case) and as stemmed."""
    found = [w.matched for w in _WORD.finditer(question.lower())]
    return list(zip(found, stems(found), strict=True))


def _set_against(said: list[tuple[str, str]], options: Sequence["_Naming"]) -> bool:
    """Whether one option is named after another with a word that weighs them between the two
    mentions: one pass over the question's words."""
    stemmed = {stem for _, stem in said}
    against = _AGAINST | {word for word, needs in _PAIRED.items() if needs & stemmed}
    last: frozenset[int] = frozenset()
    weighed = False
    for word, stem in said:
        # "Postgres" names the option a table calls a database.
        said_as = {stem} | {kind for kind, names in _KINDS.items() if stem in names}
        named = frozenset(i for i, n in enumerate(options) if said_as & (n.distinct | n.whole))
        if named:
            if weighed and named - last and last:
                return True
            last, weighed = named, False
        elif word in against:
            weighed = True
    return False


# A word in the options of this many tables ("read", "write", "hash") names an option only in
# a question that also names the table's subject: "read from the replica or the primary after a
# write?" is not about fan-out on read or on write.
COMMON: Final = 4


@dataclass(frozen=True)
class _Naming:
    distinct: frozenset[str]  # words of this option's label and of no other's
    rare: frozenset[str]  # those of them that few tables' options use
    whole: frozenset[str]  # the words of its name, before any aside in brackets
    # The last word of its name ("poll" of "Short polling"), where other options share it and
    # few tables' options use it: what names it when its distinct word is left out.
    head: frozenset[str]


# "Queue (SQS, RabbitMQ)": the examples in brackets name the option as well as its name does.
ASIDE: Final = Pattern(r"\([^()]*\)", groups=False)


def _namings(
    options: Sequence[str], words: Sequence[frozenset[str]], common: frozenset[str]
) -> tuple[_Naming, ...]:
    namings = []
    for index, option in enumerate(options):
        others = frozenset().union(*(w for i, w in enumerate(words) if i != index))
        distinct = words[index] - others
        whole = _words(ASIDE.sub(" ", plain_text(option)))
        last = _WORD.findall(ASIDE.sub(" ", plain_text(option)).lower())[-1:]
        head = frozenset(stems(last)) & others - common
        namings.append(_Naming(distinct, distinct - common, whole, head))
    return tuple(namings)


# A question names a product where a table names its kind: "Postgres" is a database.
_KINDS: Final = {
    "databas": frozenset({"postgr", "postgresql", "mysql", "mariadb", "aurora", "sqlite"}),
}
_CODE: Final = Pattern(r"`([^`]+)`")


def _labels(table: Comparison) -> list[frozenset[str]]:
    """The words that name each option: its label's, and those of the commands its cells quote
    ("`SET NX PX`" names a lock held in a single Redis)."""
    return [
        _words(plain_text(option))
        | _words(" ".join(found[1] or "" for cell in cells for found in _CODE.finditer(cell)))
        for option, cells in zip(table.options, table.cells, strict=True)
    ]


def _context(table: Comparison) -> str:
    return plain_text(table.lesson_title)


def _names(naming: _Naming, asked: frozenset[str], on_subject: bool) -> bool:
    # "Write-through" shares each of its words with another option, but not both of them.
    return bool((naming.distinct if on_subject else naming.rare) & asked) or (
        len(naming.whole) > 1 and naming.whole <= asked
    )


# An option's name is short: the search's stopwords would leave "Write-through" one word.
_FILLER: Final = frozenset(
    {"a", "an", "the", "of", "on", "in", "to", "and", "or", "for", "by", "with"}
)
_WORD: Final = Pattern(r"[a-z]{2,}|[0-9]+", groups=False)


def _words(text: str) -> frozenset[str]:
    found = [w.matched for w in _WORD.finditer(text.lower())]
    return frozenset(stems([w for w in found if w not in _FILLER]))


def lesson_comparisons(lesson: Lesson) -> list[Comparison]:
    found = []
    heading = lesson.title
    for section in lesson.sections:
        payload: dict[str, Any] = section.get("data", {}).get("payload", {})
        if section.get("type") == "text":
            heading = _last_heading(str(payload.get("markdown", ""))) or heading
        elif section.get("type") == "table":
            table = _read(payload.get("headers", []), payload.get("rows", []))
            if table is not None:
                found.append(
                    Comparison(lesson.id, lesson.title, heading, lesson.required_tier_id, *table)
                )
    return found


def _last_heading(markdown: str) -> str | None:
    headings = [found for line in markdown.splitlines() if (found := heading_of(line))]
    return headings[-1] if headings else None


Table = tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, ...], ...]]


def _read(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> Table | None:
    if len(headers) < 2 or any(len(row) != len(headers) for row in rows) or not rows:
        return None
    corner = plain_text(headers[0]).strip().lower()
    if corner in _OPTIONS_IN_COLUMNS:
        options = tuple(headers[1:])
        criteria = tuple(row[0] for row in rows)
        cells = tuple(tuple(row[column] for row in rows) for column in range(1, len(headers)))
        return options, criteria, cells
    if corner in _OPTIONS_IN_ROWS:
        return tuple(row[0] for row in rows), tuple(headers[1:]), tuple(tuple(r[1:]) for r in rows)
    return None
