"""Whether a mention is negated: "we do NOT use websockets", "no retries for now",
"replication: none yet", "partition key: TBD" do not count. Negation is looked for just before
the words (within a few words, in the same clause) or just after them, so that "idempotency keys
so that retries do not double-charge" still counts as idempotency. A negation is looked for
within one clause, and no clause is longer than an excerpt."""

from systemcraft.kit.patterns import Pattern

_TRIGGERS = (
    r"none|without|never|nor|neither|lacks?|lacking|skip(?:ped)?|avoid(?:ed)?|don'?t|doesn'?t|"
    r"won'?t|isn'?t|aren'?t|wasn'?t|can'?t|cannot|didn'?t|zero"
)
_WITHIN_THREE_WORDS = r"\b(?:\W+\w+){0,3}\W*$"
# Before the words: "no cache", "not sharded", "without a DLQ", "we don't use", "never retried".
_NEGATED_BEFORE = Pattern(rf"\b(?:{_TRIGGERS}){_WITHIN_THREE_WORDS}", ignore_case=True)
# "no" and "not" negate too, except in "no more than 3 retries" and "not only sharded".
_NO_OR_NOT_BEFORE = Pattern(rf"\b(no|not){_WITHIN_THREE_WORDS}", ignore_case=True)
_NOT_A_NEGATION = {
    "no": Pattern(r"\s+(?:more|less|later|longer|fewer)\s+than", ignore_case=True),
    "not": Pattern(r"\s+only", ignore_case=True),
}
# After the words: "replication: none yet", "TTL TBD", "sharding later", "retries: n/a".
_NEGATED_AFTER = Pattern(
    r"^\W*(?:\w+\W+)?(?:none|tbd|tba|todo|n/?a|undecided|unknown|not (?:yet|decided|sure|"
    r"needed|planned|used)|yet to be|to be (?:added|decided|done|defined|designed|determined)|"
    r"maybe|\?\?+|no\W*$)|^\W*(?:\w+\W+)?later\W*$"
    # A property whose value says no: "retryStrategy: no retries", "cdn = none".
    r"|^\s*[:=\x{2013}\x{2014}-]\s*(?:no|not|none|never|without)\b",
    ignore_case=True,
    groups=False,
)
# Put off rather than built: "content hashes are deferred", "robots.txt support is planned for
# v2" (a few words after), and "we will add per-host queues when a site complains" (an addition
# promised before the words, on a condition or a later date after them).
_PUT_OFF_AFTER = Pattern(
    # "deferred to the gateway" hands the work on; "deferred until v2" puts it off.
    r"^\W*(?:\w+\W+){0,5}?(?:is|are|was|were|stays?|remains?|gets?|being)\s+(?:(?:deferred|"
    r"postponed)(?:\s+(?:until|till|for|to (?:later|v\d|a later|the next|phase))\b|"
    r"\s*(?:[,;:)]|$))|out of scope|left (?:out|for later)|future work|on the roadmap|planned for "
    r"(?:later|v\d|the future|a later|the next|phase))",
    ignore_case=True,
    groups=False,
)
_PROMISED_BEFORE = Pattern(
    rf"\b(?:will|'ll|would|plan(?:s|ned)? to|intend to)\s+add{_WITHIN_THREE_WORDS}",
    ignore_case=True,
    groups=False,
)
_ON_A_CONDITION = Pattern(
    r"\b(?:when|if|once|later|eventually|someday|after launch|in v\d|next (?:version|phase))\b",
    ignore_case=True,
    groups=False,
)
# A clause ends at a full stop, a semicolon, a line break or a "but" ("idempotency? no" is one).
_CLAUSE_END = r"[.;!\n]|\bbut\b|\bhowever\b"
_NEXT_CLAUSE_END = Pattern(_CLAUSE_END, ignore_case=True, groups=False)
_LAST_CLAUSE_END = Pattern(rf"(?s).*(?:{_CLAUSE_END})", ignore_case=True, groups=False)
_WORD_REST = Pattern(r"[\pL\pN]*", groups=False)
_EDGE = Pattern(r"[^\pL\pN]*", groups=False)
_EDGE_AT_END = Pattern(r"[^\pL\pN]*$", groups=False)

# An excerpt holds at most 2,000 characters (a property's key adds up to 100) and excerpts are
# joined by line breaks, which end a clause: a negation further away than this is in another
# clause, so nothing beyond it is read.
CLAUSE_WINDOW = 2_200


def _clause_before(text: str, start: int) -> str:
    window = text[max(0, start - CLAUSE_WINDOW) : start]
    last = _LAST_CLAUSE_END.match(window)
    return window[last.end() :] if last else window


def _clause_after(text: str, end: int) -> str:
    window = text[end : end + CLAUSE_WINDOW]
    stop = _NEXT_CLAUSE_END.search(window)
    return window[: stop.start()] if stop else window


def _negated_before(clause: str) -> bool:
    if _NEGATED_BEFORE.search(clause):
        return True
    at = 0
    while found := _NO_OR_NOT_BEFORE.search(clause, at):
        word, word_end = (found[1] or "").lower(), found.end(1)
        if not _NOT_A_NEGATION[word].match(clause, word_end):
            return True
        at = word_end
    return False


def is_negated(text: str, start: int, end: int) -> bool:
    """Whether the words at text[start:end] are said to be absent or undecided."""
    # A mention is the words it covers: a pattern may take in the character beside them
    # ("(?:\\b|_)ttl" for "cache_ttl"), which must not move it into the clause before or after.
    mention = text[start:end]
    leading, trailing = _EDGE.match(mention), _EDGE_AT_END.search(mention)
    start, end = (
        start + (leading.end() if leading else 0),
        start + (trailing.start() if trailing else len(mention)),
    )
    end = max(start, end)
    rest = _WORD_REST.match(text[end : end + CLAUSE_WINDOW])  # the rest of a word matched in part
    end += rest.end() if rest else 0
    before, after = _clause_before(text, start), _clause_after(text, end)
    return (
        _negated_before(before)
        or bool(_NEGATED_AFTER.match(after))
        or bool(_PUT_OFF_AFTER.match(after))
        or bool(_PROMISED_BEFORE.search(before) and _ON_A_CONDITION.search(after))
    )
