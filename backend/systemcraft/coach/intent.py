"""What a coach question asks of the design that came with it, read from the question's content
rather than a few set phrasings: the components it names (by label, or by role words such as
"the cache" or "my API"), the concepts it names that the design has or lacks ("should I add a
CDN?"), and whether it asks for a review of the design as a whole. Pure: no database, no engine."""

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from systemcraft.coach.words import tokens
from systemcraft.design import ExportDocument
from systemcraft.design.capacity import external
from systemcraft.design.recognition import ROLE_NAMES, Role, recognise_role, role_from_text
from systemcraft.design.technologies import technologies
from systemcraft.kit.patterns import Found, Pattern


@dataclass(frozen=True)
class Part:
    """A component of the design, as the coach talks about it."""

    id: str
    label: str
    role: Role | None


@dataclass(frozen=True)
class Intent:
    named: tuple[Part, ...]  # the components the question is about, in the order it names them
    missing: tuple[Role, ...]  # roles the question names that no component of the design plays
    general: bool  # it asks about the design as a whole ("what is my biggest weakness?")
    sizing: bool = False  # it asks how much the design carries ("how many servers do I need?")
    # The named parts the question names most exactly: by their whole label where any is, else
    # by a name in it ("Kafka"); none when it names parts only by role. "If the Kafka - raw
    # clicks cluster goes down" is about that box, not every box whose label says Kafka.
    exact: tuple[Part, ...] = ()

    @property
    def about_design(self) -> bool:
        return bool(self.named or self.missing or self.general or self.sizing)


def role_noun(part: Part) -> str | None:
    """What the component is, when its label does not already say so ("Redis": a cache)."""
    noun = ROLE_NAMES[part.role] if part.role else None
    return None if noun is None or noun.lower() in part.label.lower() else noun


# A role named in passing ("what is a websocket?") is a concept worth checking the design for;
# these roles' words ("user", "app", "api", "table", "storage") are too common in questions to
# mean a component unless the question says whose ("my API", "the database").
_ONLY_WHEN_OWNED: Final[frozenset[Role]] = frozenset({"client", "service", "database"})
_STORE_WRITER: Final = Pattern(
    r"\bwriters?\s+(on|of|for|in)\s+(the\s+|my\s+|our\s+|each\s+)?[\w' ]{0,30}?"
    r"\b(shards?|databases?|dbs?|partitions?|clusters?|stores?)\b",
    groups=False,
)
# What users do, which names a part only as "my search": "every search does an insert" does not;
# nor does a time bucket ("the others keep claiming from every bucket") name an object store.
_ACTIVITIES: Final = frozenset({"search", "searches", "bucket", "buckets"})

# Ideas that are not components but say which component the question is about.
_CONCEPT_WORDS: Final[tuple[tuple[Role, Pattern], ...]] = (
    ("database", Pattern(r"\b(replica(s|tion|ted|te)?|failover|shard(s|ing|ed)?)\b")),
    ("database", Pattern(r"\b(partition(s|ing|ed)?|read[- ]replicas?)\b")),
    ("load-balancer", Pattern(r"\bload[- ]balanc(e|ed|ing)\b")),
    ("queue", Pattern(r"\bqueu(ing|eing)\b")),
)

_BROKERS: Final[frozenset[Role]] = frozenset({"log", "pub-sub", "queue"})
_OWNER: Final = frozenset({"my", "our", "your", "this", "these", "the", "its"})
# Words that end a noun phrase, so that "a cache in front of the database" reads as two.
_BREAKS: Final = _OWNER | frozenset(
    (
        *("a", "an", "that", "those", "their", "it", "i", "we", "you", "they", "me", "us", "them"),
        *("is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did"),
        *("should", "could", "would", "can", "will", "shall", "may", "might", "must", "need"),
        *("needs", "have", "has", "had", "what", "which", "who", "why", "how", "where", "when"),
        *("while", "if", "then", "than", "and", "or", "but", "so", "not", "no", "vs", "versus"),
        *("any", "some", "all", "each", "every", "of", "in", "on", "at", "to", "for", "from"),
        *("with", "without", "into", "onto", "behind", "between", "before", "after", "by"),
        *("about", "over", "under", "via", "per", "as", "like", "instead", "also", "there"),
        *("here", "s", "front", "put", "add", "use", "using"),
    )
)
_GENERAL: Final = Pattern(
    r"\b(my|our|this|the|your)\s+(current\s+|whole\s+|overall\s+)?"
    r"(design|diagram|architecture|system|canvas|setup)\b"
    r"|\b(should|shall)\s+(i|we)\b|\bdo\s+(i|we)\s+need\b"
    r"|\bis\s+it\s+(ok|okay|fine|alright|wise|a good idea)\s+to\b"
    r"|\bimprov(e|es|ing|ement|ements)\b|\bwrong\b"
    r"|\bweak(ness|nesses|est|er)?\b|\bmissing\b|\bbottlenecks?\b"
    r"|\bsingle\s+points?\s+of\s+failure\b|\bspofs?\b|\bscor(e|es|ed|ing)\b"
    r"|\b(assess|review|feedback)",
    groups=False,
)
_SIZING: Final = Pattern(
    r"\bhow\s+many\b|\benough\b|\bcapacity\b|\bthroughput\b|\bpeak\b|\bsiz(e|ed|ing)\b"
    r"|\bscal(e|es|ed|ing)\s+(up|out)\b|\b(handle|carry|take|survive)\s+(the\s+)?(load|traffic)\b"
    r"|\bkeep\s+up\b|\b(overload\w*|saturat\w*)|\bunder\s+load\b|\bhow\s+busy\b",
    groups=False,
)
# "search_log" is one word, a table's name.
_WORD: Final = Pattern(r"[a-z0-9]+(?:[/_-][a-z0-9]+)*", groups=False)
# Shorter labels ("DB", "LB") must be written as they were typed, or "a" and "I" would match.
_CASE_BLIND_LABEL: Final = 3


def design_parts(document: ExportDocument) -> tuple[Part, ...]:
    return tuple(
        Part(
            component.id,
            component.label.strip() or component.id,
            recognise_role(component.metadata.component_type, component.label),
        )
        for component in document.design.components
    )


def read_intent(question: str, parts: Sequence[Part]) -> Intent:
    text = _normalised(question)
    by_label = _named_by_label(question, text, parts)
    # "replication" or "shards" point at a database only when no part is named by its label:
    # "what if one of the Redis shards dies?" is about Redis.
    roles = _roles_named(text, ideas=not by_label)
    # A third party's push service (APNs, FCM) holds no socket of ours: "the WebSocket gateway"
    # of a design that draws only APNs is not there, though "the push gateway" may be APNs.
    ours = [part for part in parts if not external(part.label)] if _SOCKET.search(text) else parts
    present = {part.role for part in ours}
    # "the Payment Service" names that service, not every service: a role a label already names
    # adds none of its other parts.
    labelled = {part.role for _, part in by_label}
    by_role = [
        (at, part)
        for at, role in roles
        if role not in labelled
        for part in _sharing_words(text, [p for p in ours if p.role == role])
    ]
    named = sorted([*by_label, *by_role], key=lambda item: item[0])
    labelled_at = {where for where, _ in by_label}
    whole = _named_by_label(question, text, parts, whole=True)
    exact = whole or by_label
    return Intent(
        named=tuple(dict.fromkeys(part for _, part in named)),
        exact=tuple(dict.fromkeys(part for _, part in sorted(exact, key=lambda item: item[0]))),
        # "my Redis" names the Redis box, drawn as a database: no cache is missing.
        missing=tuple(
            dict.fromkeys(
                role for at, role in roles if not _plays(role, present) and at not in labelled_at
            )
        ),
        general=bool(_GENERAL.search(text)),
        sizing=bool(_SIZING.search(text)),
    )


_SOCKET: Final = Pattern(r"\b(web\s?sockets?|sockets?|sse|server-sent)\b", groups=False)

# A log carries topics: "my clicks topic" of a design with Kafka drawn as a log is there.
_CARRIED_BY: Final[dict[Role, frozenset[Role]]] = {
    "pub-sub": frozenset({"log"}),
    "log": frozenset({"pub-sub"}),
}


def _plays(role: Role, present: set[Role | None]) -> bool:
    return role in present or bool(_CARRIED_BY.get(role, frozenset()) & present)


def _normalised(question: str) -> str:
    return question.lower().replace("\u2019", "'")


def _phrases(text: str) -> Iterable[tuple[int, bool, str]]:
    """The question's noun phrases: where each starts, whether a word such as "my" or "the"
    owns it, and its words."""
    phrase: list[Found] = []
    owned = False
    for match in [*_WORD.finditer(text), None]:
        if match is not None and match.matched not in _BREAKS:
            phrase.append(match)
            continue
        if phrase:
            yield phrase[0].start(), owned, " ".join(word.matched for word in phrase)
        phrase, owned = [], match is not None and match.matched in _OWNER


def _sharing_words(text: str, parts: list[Part]) -> list[Part]:
    """Of the parts a role names, those whose labels share a word of their own with the
    question: "the event's inventory shard" is the inventory database, not the catalog's."""
    asked = set(tokens(text))
    telling = asked - _GENERIC_STEMS
    # A word of its own first ("orders" of "Orders DB"), else its kind's ("campaign service"
    # of "Notification Service", not of "Amazon SES").
    sharing = [p for p in parts if telling & (set(tokens(p.label)) - _GENERIC_STEMS)]
    return sharing or [p for p in parts if asked & set(tokens(p.label))] or parts


def _roles_named(text: str, *, ideas: bool = True) -> list[tuple[int, Role]]:
    """Each role the question names, with where it first names it; with `ideas`, also the roles
    its ideas point at ("replication": a database)."""
    found: list[tuple[int, Role]] = []
    writers = [found.start() for found in _STORE_WRITER.finditer(text)]
    for start, owned, phrase in _phrases(text):
        # "The single writer on the inventory shard" is the store's primary: a writer's
        # mention inside this phrase, found by halving the sorted list.
        nearest = bisect_left(writers, start)
        if nearest < len(writers) and writers[nearest] <= start + len(phrase):
            continue
        if phrase.rsplit(" ", 1)[-1] in _WHOLE_WORDS or "read repair" in phrase:
            continue  # "this scheduler design" is the whole design; read repair is an idea
        # "search_log" is a table's name: its "search" is no search index.
        named = " ".join(word for word in phrase.split() if "_" not in word)
        role = role_from_text(named) if named else None
        # "carry the nearby searches" counts what users do, whoever's they are.
        if phrase.rsplit(" ", 1)[-1] == "searches":
            continue
        if role is None or (not owned and (role in _ONLY_WHEN_OWNED or phrase in _ACTIVITIES)):
            continue
        found.append((start, role))
    # "The Kafka topic's partitions" are the broker's: ideas point at a store only when no
    # broker is named beside them.
    brokered = any(role in _BROKERS for _, role in found)
    for role, pattern in _CONCEPT_WORDS if ideas and not brokered else ():
        found.extend((match.start(), role) for match in pattern.finditer(text))
    first: dict[Role, int] = {}
    for at, role in sorted(found, key=lambda item: item[0]):
        first.setdefault(role, at)
    return [(at, role) for role, at in first.items()]


def _named_by_label(
    question: str, normalised: str, parts: Sequence[Part], whole: bool = False
) -> list[tuple[int, Part]]:
    """Where the question first names each component by its label: one scan of the question
    per distinct label (str.find), whatever the question or the labels hold. With `whole`, only
    by the whole label (brackets or a plural's "s" aside), not a name inside it."""
    texts = {True: _Text(normalised), False: _Text(question)}
    named: list[tuple[int, Part]] = []
    by_product: dict[str, list[tuple[int, Part]]] = {}
    for part in parts:
        label = " ".join(part.label.split())
        if len(label) < 2:
            continue
        unbracketed = " ".join(_BRACKETED.sub(" ", label).split())
        names = (label, unbracketed, *_plurals(unbracketed)) if unbracketed else (label,)
        found = [at for said in names if (at := _mention(texts, said)) is not None]
        # "if a crawler node crashes" is one of the copies a plural label counts.
        found += [
            at
            for said in _singular(unbracketed)
            if (at := _mention(texts, said, one_of_many=True)) is not None
        ]
        if found:
            named.append((min(found), part))
            continue
        for said in () if whole else _proper_names(label):
            if (at := _mention(texts, said)) is not None:
                by_product.setdefault(said.lower(), []).append((at, part))
    for said, parts_named in by_product.items():
        named += _playing(said, parts_named)
    return _first(named)


def _playing(product: str, named: list[tuple[int, Part]]) -> list[tuple[int, Part]]:
    """ "The Valkey primary" of a design with "Valkey sorted sets" and "Season finalizer +
    Valkey repair" is the first: of the parts a product's name is in, those that are what the
    product is, when any is."""
    role = role_from_text(product)
    playing = [(at, part) for at, part in named if part.role == role]
    return playing or named


def _first(named: list[tuple[int, Part]]) -> list[tuple[int, Part]]:
    """Each part once, where the question first names it."""
    first: dict[Part, int] = {}
    for at, part in named:
        first[part] = min(at, first.get(part, at))
    return [(at, part) for part, at in first.items()]


def _plurals(label: str) -> list[str]:
    """ "my 16 Host dispatchers" names the "Host dispatcher" box: its copies."""
    if len(label) > 3 and not label.endswith("s"):
        return [f"{label}s"]
    return []


def _singular(label: str) -> list[str]:
    """ "a crawler node" names "Crawler nodes": one of the copies a plural label counts."""
    if len(label) > 3 and label.endswith("s") and not label.endswith("ss"):
        return [label[:-1]]
    return []


def _mention(texts: dict[bool, "_Text"], said: str, one_of_many: bool = False) -> int | None:
    case_blind = len(said) >= _CASE_BLIND_LABEL
    return texts[case_blind].first_mention(said.lower() if case_blind else said, one_of_many)


# Words of a label that name what the part is in general, not which one it is.
_COMMON: Final = frozenset(
    (
        *("service", "services", "server", "servers", "database", "cache", "queue", "worker"),
        *("workers", "gateway", "api", "app", "client", "store", "storage", "cluster", "node"),
        *("nodes", "primary", "replica", "replicas", "load", "balancer", "web", "main", "the"),
    )
)
# The words of a label that say what kind of part it is (_COMMON), and "db" and "shard".
_GENERIC_STEMS: Final = frozenset(tokens(" ".join((*_COMMON, "db", "shard"))))
_CAPITALISED: Final = Pattern(r"\b[A-Z][A-Za-z0-9]{2,}\b", groups=False)


def _proper_names(label: str) -> list[str]:
    """The names inside a label by which a question may name the part: a word in brackets
    ("Adyen" for "PSP (Adyen)") or a product the catalogue knows ("Redis" for "Redis
    (sessions)"), not a word of the domain ("Payments" of "Payments API")."""
    bracketed = " ".join(_BRACKETED.findall(label))
    found = [
        word
        for word in _CAPITALISED.findall(label)
        if word.lower() not in _COMMON
        and (word != label or word.lower() in _products())
        and (word in bracketed or word.lower() in _products())
    ]
    # A product goes by its other spellings too: "postgres" names the "PostgreSQL" box.
    return [*found, *(other for word in found for other in _spellings().get(word.lower(), ()))]


_BRACKETED: Final = Pattern(r"\([^)]*\)", groups=False)


@cache
def _products() -> frozenset[str]:
    return frozenset(spelling for t in technologies() for spelling in t.spellings())


@cache
def _spellings() -> dict[str, tuple[str, ...]]:
    """Each product spelling, with the product's other spellings of three letters or more."""
    return {
        spelling: tuple(o for o in t.spellings() if o != spelling and len(o) > 2)
        for t in technologies()
        for spelling in t.spellings()
    }


_WHOLE_WORDS: Final = frozenset({"design", "architecture"})
_WHOLE_LONGEST: Final = 24  # spaces and "architecture", the longest word it reads
_WHOLE: Final = Pattern(r"\s+(design|architecture)\b", ignore_case=True, groups=False)


class _Text:
    """A question as label lookups read it, with where each run of spaces starts, found in one
    pass, so that what comes before a mention is never read again."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._mentions: dict[tuple[str, bool], int | None] = {}
        self._space_from: list[int] = []
        for at, character in enumerate(text):
            run = self._space_from[at - 1] if at and text[at - 1].isspace() else at
            self._space_from.append(run if character.isspace() else at + 1)

    def first_mention(self, label: str, one_of_many: bool = False) -> int | None:
        """Where `label` first stands as a whole word (not inside a longer word or a hyphenated
        name) and not after "a" or "an": "What is a cache?" asks about caches in general, not
        the box labelled "Cache", unless `one_of_many`: "a crawler node" is one of "Crawler
        nodes"."""
        key = (label, one_of_many)
        if key not in self._mentions:
            self._mentions[key] = self._find(label, one_of_many)
        return self._mentions[key]

    def _find(self, label: str, one_of_many: bool) -> int | None:
        text = self.text
        at = text.find(label)
        while at >= 0:
            end = at + len(label)
            if _joins(text, at - 1, "-") or _joins(text, end, "-"):
                at = text.find(label, at + 1)
            elif (not one_of_many and self._after_an_article(at)) or self._of_the_whole(end):
                at = text.find(label, end)
            else:
                return at
        return None

    def _of_the_whole(self, end: int) -> bool:
        """ "This scheduler design" is the whole design, not the box labelled "Scheduler"."""
        return _WHOLE.match(self.text[end : end + _WHOLE_LONGEST]) is not None

    def _after_an_article(self, at: int) -> bool:
        """Whether what comes before `at` ends with the word "a" or "an" and some space."""
        if at == 0 or not self.text[at - 1].isspace():
            return False
        word_end = self._space_from[at - 1]
        for article in ("a", "an"):
            start = word_end - len(article)
            said = start >= 0 and self.text[start:word_end].lower() == article
            if said and not _joins(self.text, start - 1):
                return True
        return False


def _joins(text: str, at: int, also: str = "") -> bool:
    """Whether the character at `at` is a word character (or one of `also`), so that the words
    beside it run on into it."""
    return 0 <= at < len(text) and (text[at].isalnum() or text[at] == "_" or text[at] in also)
