""" "Three full clusters, one per zone, or one cluster with replicationFactor=2?": two ways of
keeping copies weighed by what each keeps (the brief's data times its copies), what each
survives, and what separate copies buy beyond the count. Pure."""

from typing import Final

from systemcraft.coach.answering.context import Ask
from systemcraft.coach.answering.stated import count_of
from systemcraft.coach.answering.wording import size
from systemcraft.kit.patterns import Pattern

_WHOLE: Final = Pattern(
    r"\b([2-5]|two|three|four|five)\s+(?:full\s+|whole\s+|independent\s+|separate\s+)?"
    r"(?:[\w-]+\s+)?(clusters|copies|deployments)\b",
    ignore_case=True,
)
_FACTOR: Final = Pattern(
    r"\b(?:rf|replication[ _-]?factor)\s*(?:=|:|of)?\s*([1-5])\b", ignore_case=True
)


def copies_weighed(ask: Ask) -> str | None:
    whole, factor = _WHOLE.search(ask.question), _FACTOR.search(ask.question)
    if whole is None or factor is None or ask.brief is None:
        return None
    clusters, replicas = count_of(whole.group(1) or ""), count_of(factor.group(1) or "")
    if clusters == replicas:
        return None
    growth = ask.brief.growth()
    data = growth.total if growth else None
    kept = (
        f" With the brief's data at about {size(data)} before copies, that is about "
        f"{size(data * clusters)} against {size(data * replicas)}, and the ingest work "
        f"{clusters} times against {replicas} times."
        if data
        else ""
    )
    return (
        f"**{clusters} whole copies or a replication factor of {replicas}:** the separate "
        f"clusters keep everything {clusters} times, one cluster with a replication factor of "
        f"{replicas} keeps it {replicas} times.{kept} What each survives: with one copy a zone, "
        f"{clusters} clusters lose nothing with {clusters - 1} zones gone; a factor of "
        f"{replicas} across zones survives {replicas - 1} copy lost at a time, and only if its "
        "placement puts each copy in another zone. What separate clusters buy beyond the count: "
        "isolation (a bad upgrade, a query of death or a runaway dashboard hits one, and each "
        "can be read and upgraded alone). What they cost beyond the bytes: each is fed on its "
        "own, so they drift apart while one lags or misses a write, and a reader must say which "
        "one it trusts. A replication factor keeps one write path and one view, at the price of "
        "sharing its failures."
    )
