"""A wrong answer the question itself proposes or describes ("should my distributors shard by
metric name?", "will autoscaling on CPU be enough for the on-sale?"): the brief's rubric names
it as a trap interviewers catch, with what goes wrong and what to do instead, and that is said
first, in the rubric's own words. Read as the engine reads the design: not where the question
says the opposite ("never on CPU"), nor where it or the design says what mends it. Pure."""

from typing import Final

from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.assessment.engine.reading.writing import affirmed
from systemcraft.assessment.engine.rubric.coverage import falls_into
from systemcraft.assessment.engine.rubric.schema import Pitfall
from systemcraft.coach.answering.context import Ask
from systemcraft.kit.patterns import Pattern


def trap(ask: Ask) -> Pitfall | None:
    if ask.brief is None:
        return None
    written = ask.facts.written if ask.facts is not None else ()
    # "Should I swap last write wins for OT or a CRDT?" names the mend beside the trap as the
    # other option weighed, not as what makes the trap right: a trade-off is read without it.
    weighed = ask.kind == "trade-off"
    return next(
        (
            p
            for p in ask.brief.pitfalls
            if (falls_into(p, ask.question) or (weighed and affirmed(ask.question, p.pattern)))
            and not (p.unless_anywhere and any(affirmed(t, p.unless_anywhere) for t in written))
        ),
        None,
    )


def trap_block(pitfall: Pitfall) -> str:
    return f"**A trap interviewers look for here:** {pitfall.problem} {pitfall.fix}"


# Two traps of every brief, whatever its rubric names: media bytes kept in an in-memory cache,
# and a check that guards a write read from a cached copy.
_MEDIA_IN_CACHE: Final = Pattern(
    r"\b(put|store|keep|cache|hold|save|load)\w*\s+(?:\w+\s+){0,3}?(?P<what>photos?|images?|"
    r"pictures?|videos?|files?|media|thumbnails?|blobs?|attachments?)\b(?P<next>'?s?\s+\w+)?[^.?!]{0,40}?"
    r"\b(in|into|on)"
    r"\s+(?:\w+\s+){0,2}?(redis|memcached?|cache)\b",
    ignore_case=True,
)
# "the photo metadata", "video ids": records about the media, which a cache is for.
_ABOUT_MEDIA: Final = frozenset(
    {
        *("metadata", "id", "ids", "record", "records", "url", "urls", "info", "details"),
        *("list", "lists", "count", "counts", "data", "key", "keys", "name", "names"),
        *("caption", "captions", "likes", "comments", "feed", "feeds", "status"),
    }
)
_CHECK_IN_CACHE: Final = Pattern(
    r"\b(check|checks|checking|verify|look\s+up)\b[^.?!]{0,30}?\b(?P<what>availability|available|"
    r"stock|inventory|balance|seats?|status)\b[^.?!;]{0,40}?\b((in|from)\s+(redis|the\s+cache|"
    r"memcached?)\b|there\s+(instead|rather|first|before)\b)",
    ignore_case=True,
)
# A miss read through, a CDN's or an edge's cache: not media kept in an in-memory cache.
_ELSEWHERE: Final = Pattern(
    r"\b(cache\s+miss|on\s+a\s+miss|cdn|edge)\b", ignore_case=True, groups=False
)
# A count changed atomically where it lives (INCR, a script): that store is its home, no copy.
_ATOMIC: Final = Pattern(
    r"\b(incr\w*|atomic\w*|lua|script|decr\w*)\b", ignore_case=True, groups=False
)
# "check availability there instead": "there" is a cache only where the question names one.
_CACHE_NAMED: Final = Pattern(r"\b(redis|memcached?|cache)\b", ignore_case=True, groups=False)
_GUARDED_WRITE: Final = Pattern(
    r"\b(book\w*|buy\w*|purchas\w*|pay\w*|reserv\w*|hold\w*|checkout|order\w*|post\s+/)",
    ignore_case=True,
    groups=False,
)


def common_trap(ask: Ask) -> str | None:
    """A trap of every brief the question proposes, said first with what to do instead."""
    media = _MEDIA_IN_CACHE.search(ask.question)
    following = (media.group("next") or "").strip(" 's").lower() if media else ""
    if (
        media is not None
        and following not in _ABOUT_MEDIA
        and not is_negated(ask.question, media.start(), media.end())
        and not _ELSEWHERE.search(ask.question)
    ):
        what = (media.group("what") or "files").lower()
        what = what if what.endswith("s") or what == "media" else f"{what}s"
        return (
            f"**A trap interviewers look for here:** keeping the {what} themselves in an "
            "in-memory cache. Memory is the most expensive place to keep large, numerous bytes, "
            "and every byte still has to travel through your own servers to each viewer. "
            f"Serve the {what} from object storage through a CDN: the app returns a URL for each "
            "size, the CDN's edges near the viewer cache the bytes, and the object store is its "
            f"origin. Keep in the cache what finds the {what} fast: the records about them and "
            "the lists of ids a page shows."
        )
    check = _CHECK_IN_CACHE.search(ask.question)
    if (
        check is not None
        and _GUARDED_WRITE.search(ask.question)
        and not is_negated(ask.question, check.start(), check.end())
        and not _ATOMIC.search(ask.question)
        and _CACHE_NAMED.search(ask.question) is not None
    ):
        return (
            "**A trap interviewers look for here:** deciding a write from a cached copy. A "
            "cached status can be stale, so two requests that both read “available” there would "
            "both go ahead. The check that decides must be the write itself, on the store that "
            "owns the data: an update that succeeds only while the row is still free (UPDATE … "
            "WHERE id = ? AND status = 'available', then check that one row changed), or a "
            "unique constraint. A cache does help the reads around it (the pages people browse "
            "before they commit), refreshed when the data changes or kept for a second or two."
        )
    return None
