"""Where uploaded files should travel: "should uploads go through my API servers, or straight
into S3?" The bytes go from the client to the object store on a signed URL, and the servers keep
what only they can do (who may upload, and the record of it). The brief's own upload rate and
bytes say what passing them through the servers would cost. Pure."""

import math
from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.media_bytes import SERVER_BITS
from systemcraft.coach.answering.wording import CLAUSE, name, plural, quote, rate, size
from systemcraft.coach.design_facts import PartFacts
from systemcraft.kit.patterns import Found, Pattern

_UPLOADS: Final = Pattern(r"\bupload(s|ed|ing)?\b", ignore_case=True, groups=False)
# The choice asked: through the servers, or straight into storage.
_ROUTE: Final = Pattern(
    r"\b(straight|directly|direct|through|via|pre-?signed|signed\s+urls?|proxy\w*|bypass\w*)\b",
    ignore_case=True,
    groups=False,
)
_SIGNED: Final = Pattern(
    r"\b(pre-?signed|signed\s+(upload\s+)?urls?|sas\s+tokens?|upload\s+urls?)\b",
    ignore_case=True,
    groups=False,
)
_CARRIERS: Final = frozenset({"service", "gateway", "load-balancer"})
BIG_UPLOAD: Final = 1e8  # 100 MB and more: an upload that outlasts a request's timeout


def upload_path(ask: Ask) -> str | None:
    if ask.facts is None or not _UPLOADS.search(ask.question) or not _ROUTE.search(ask.question):
        return None
    stores = [p for p in ask.facts.parts if p.node.role == "object-store"]
    if not stores:
        return None
    store = stores[0]
    # The servers the question names carry the bytes; a balancer in front only when none is.
    named = [p for p in ask.named_facts() if p.node.role in _CARRIERS]
    carriers = [p for p in named if p.node.role != "load-balancer"] or named
    direct = _already_direct(ask, store)
    lines = [_verdict(store, carriers, direct)]
    cost = _cost(ask, carriers)
    if cost:
        lines.append(cost)
    lines += [
        "- What stays with your servers: who may upload and how much. The API checks the user, "
        "then signs a URL for one object key with an expiry, a size limit and a content type, "
        "and writes the record (pending) before handing it out.",
        "- Finishing: the store's object-created event (or the client's call saying it is "
        "done) marks the record ready and starts the work on the file (scanning, resizing, "
        "transcoding); nothing reads an object the record does not point to.",
        "- The cost of going direct: the file is not checked until it lands, so check it "
        "after, and a lifecycle rule must clear the parts of uploads never finished.",
    ]
    keyed = _content_keyed(ask)
    if keyed is not None:
        lines.append(
            f"- Objects named by their content's hash ({quote(keyed.matched)}) need the store "
            "to check that hash on the way in (a SHA-256 checksum required on the signed URL) "
            "or a server to verify it before marking the object present: else one client's "
            "wrong bytes under a hash are what every later upload of that content points to."
        )
    lines.append(f"\nRead more: {_LESSON}, “{_SECTION}”.")
    return "\n".join(lines)


_LESSON: Final = "[Object Storage](/learn/object-storage)"
_SECTION: Final = "The standard pattern: metadata in a database, bytes in the bucket"


def _already_direct(ask: Ask, store: PartFacts) -> Found | None:
    """What says the client already writes to the store itself: a signed URL in the design's
    text, or a client drawn calling the store."""
    if ask.facts is None:
        return None
    # A CDN's signed URLs hand out reads, whatever its sentence says.
    texts = [p.text for p in ask.facts.parts if p.node.role != "cdn"]
    reads = " ".join(p.text for p in ask.facts.parts if p.node.role == "cdn")
    for text in (*texts, *ask.facts.written):
        for sentence in CLAUSE.finditer(text):
            if sentence.matched.strip() in reads:
                continue
            found = _SIGNED.search(sentence.matched)
            # "GET block via signed URL", "signed URLs for downloads": reads, not uploads.
            if found is not None and not (
                _READING.search(sentence.matched) and not _UPLOADS.search(sentence.matched)
            ):
                return found
    return None


_READING: Final = Pattern(
    r"\b(downloads?|downloading|get|reads?|reading|cdn|serves?|serving|views?|viewing|playback)\b",
    ignore_case=True,
    groups=False,
)


# "PUT /blocks/{sha256}", "keyed by content hash": an object store used for deduplication.
_CONTENT_KEYED: Final = Pattern(
    r"\b(?:put|key(?:ed)?(?:\s+by)?|named\s+by|address(?:ed)?\s+by)\s*[^\n.;]{0,20}?"
    r"(?:sha-?256|sha-?1|md5|content[- ]hash|hash\s+of\s+(?:the\s+)?(?:block|chunk|file|content))",
    ignore_case=True,
    groups=False,
)


def _content_keyed(ask: Ask) -> Found | None:
    if ask.facts is None:
        return None
    for text in (*(p.text for p in ask.facts.parts), *ask.facts.written):
        found = _CONTENT_KEYED.search(text)
        if found is not None:
            return found
    return None


def _verdict(store: PartFacts, carriers: list[PartFacts], direct: Found | None) -> str:
    through = ", ".join(name(p.label) for p in carriers) or "your servers"
    clients = [c for c in store.callers if c.role == "client"]
    if direct is not None or clients:
        said = f" ({quote(direct.matched)})" if direct else ""
        return (
            f"Uploads straight into {name(store.label)} is right, and your design already has "
            f"the client write there{said}. Keep the bytes off {through}:"
        )
    return (
        f"Straight into {name(store.label)}, not through {through}. The client asks the "
        "API for a signed upload URL and sends the file to the store itself, in parts for a "
        "large one, so a dropped connection resumes from the last part instead of starting "
        "over:"
    )


def _cost(ask: Ask, carriers: list[PartFacts]) -> str | None:
    """What passing the brief's uploads through the servers would take, from its own figures."""
    if ask.brief is None:
        return None
    peak, each = ask.brief.peak("writes_per_second"), ask.brief.figure("bytes_per_write")
    if not peak or not each or each <= 0:
        return None
    bits = peak * each * 8
    servers = max(1, math.ceil(bits / SERVER_BITS))
    through = name(carriers[0].label) if carriers else "the servers"
    said = (
        f"- Through {through}, every byte crosses them on its way in: at the brief's peak of "
        f"{rate(peak)} writes a second of about {size(each)} each (its own bytes per write), "
        f"that is up to {_bandwidth(bits)} in, {plural(servers, 'server')} of network card "
        "(7 Gbps each) for the "
        "bytes alone, before they go out again to the store."
    )
    if each >= BIG_UPLOAD:
        said += (
            " A file that size takes minutes to arrive, holding a connection and a worker on "
            "the server the whole time, and a dropped connection starts it over."
        )
    return said


def _bandwidth(bits: float) -> str:
    if bits >= 1e9:
        return f"about {bits / 1e9:,.0f} Gbps"
    return f"about {bits / 1e6:,.0f} Mbps"
