"""What a month's bill is made of, from the brief's own figures: no price (a provider's, and it
changes), but the quantities a pricing calculator asks for, so the learner can price them for the
region and machines they mean. Pure."""

from typing import Final

from systemcraft.coach.answering.context import SECONDS_A_DAY, Ask
from systemcraft.coach.answering.wording import rate, size
from systemcraft.coach.kinds import PRICED

DAYS: Final = 30
MONTH: Final = DAYS * SECONDS_A_DAY


def bill(ask: Ask) -> str:
    """The month's quantities at the brief's average rates: storage added and kept, bytes out,
    requests; "" when the brief gives none of them."""
    if ask.brief is None or not PRICED.search(ask.question):
        return ""
    lines = [_storage(ask), _bytes_out(ask), _requests(ask), _small_objects(ask)]
    said = [line for line in lines if line]
    if not said:
        return ""
    said.append(
        "- Servers and managed stores: each copy your design runs, for every hour of the "
        "month; sized for the peak unless they scale down when traffic falls."
    )
    return (
        f"What the bill is made of, from the brief's own figures (a {DAYS}-day month at its "
        "average rates):\n" + "\n".join(said)
    )


def _storage(ask: Ask) -> str:
    growth = ask.brief.growth() if ask.brief else None
    if growth is None:
        return ""
    added = growth.writes * growth.each * MONTH
    return (
        f"- Storage: about {size(added)} added a month ({rate(growth.writes)} writes a second × "
        f"{size(growth.each)} each), about {size(growth.total)} kept after the brief's "
        f"{growth.days:,.0f} days; billed by the GB-month, by storage class, and again for each "
        "copy you keep."
    )


def _bytes_out(ask: Ask) -> str:
    """The peak's bandwidth scaled to the average reads: what leaves for users in a month."""
    if ask.brief is None:
        return ""
    peak_bits = ask.brief.figure("peak_bandwidth_bits_per_second")
    if peak_bits is None:
        return ""
    inbound = _bytes_in(ask, peak_bits)
    if inbound:
        return inbound
    peak, average = ask.brief.peak("reads_per_second"), ask.brief.average("reads_per_second")
    if not peak or not average or peak_bits <= 0:
        return ""
    monthly = peak_bits * average / peak / 8 * MONTH
    return (
        f"- Bytes out to users: about {size(monthly)} a month (the brief's peak of "
        f"{_bits(peak_bits)} at its average of {rate(average)} reads a second rather than "
        f"{rate(peak)}); transfer out is billed per GB, and through a CDN at a lower rate than "
        "from your own servers."
    )


SAME: Final = 0.2  # a bandwidth within this share of the writes' bytes is the writes'


def _bytes_in(ask: Ask, peak_bits: float) -> str:
    """A brief whose bandwidth is its writes' bytes (a crawler's downloads) has bytes coming
    in, not going out to users."""
    if ask.brief is None:
        return ""
    writes, each = ask.brief.peak("writes_per_second"), ask.brief.figure("bytes_per_write")
    average = ask.brief.average("writes_per_second")
    if not writes or not each or not average:
        return ""
    if abs(writes * each * 8 - peak_bits) > peak_bits * SAME:
        return ""
    monthly = average * each * MONTH
    return (
        f"- Bytes in: about {size(monthly)} a month ({rate(average)} writes a second × "
        f"{size(each)}); the brief's bandwidth is what comes in, not what goes out to users. "
        "Inbound transfer is usually free, but a NAT gateway in the way bills each GB it "
        "passes."
    )


def _requests(ask: Ask) -> str:
    if ask.brief is None:
        return ""
    reads, writes = ask.brief.average("reads_per_second"), ask.brief.average("writes_per_second")
    if not reads or not writes:
        return ""
    return (
        f"- Requests: about {_count(reads * MONTH)} reads and {_count(writes * MONTH)} writes a "
        "month by the brief's count; those that land on an object store or a CDN are billed "
        "per thousand, PUTs at several times the price of GETs, and those your own servers and "
        "caches answer are not billed one by one."
    )


SMALL: Final = 1e6  # an object under a megabyte costs more in its PUT than in its bytes
MANY: Final = 1e9  # PUTs a month past which their charge is a line of its own


def _small_objects(ask: Ask) -> str:
    """One object per write of a small item, billions a month: bundling cuts the PUTs."""
    growth = ask.brief.growth() if ask.brief else None
    buckets = [p for p in ask.facts.parts if p.node.role == "object-store"] if ask.facts else []
    if growth is None or not buckets or growth.each >= SMALL:
        return ""
    puts = growth.writes * MONTH
    if puts < MANY:
        return ""
    return (
        f"- Small objects: if each write is its own object in {buckets[0].label}, that is "
        f"{_count(puts)} PUTs a month of {size(growth.each)} each, billed per thousand "
        "whatever their size. Bundling many writes into one large object (a segment file, with "
        "each item's offset kept in a database) cuts the PUTs by orders of magnitude and makes "
        "expiry a delete of whole files."
    )


def _bits(bits: float) -> str:
    if bits >= 1e9:
        return f"{bits / 1e9:,.1f} Gbps".replace(".0 ", " ")
    return f"{bits / 1e6:,.0f} Mbps"


def _count(value: float) -> str:
    if value >= 1e9:
        return f"{value / 1e9:,.1f} billion".replace(".0 ", " ")
    return f"{value / 1e6:,.0f} million"
