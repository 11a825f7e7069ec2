"""Whether a component survives the loss of a machine, or runs as several copies, read from
what the design shows and what the user wrote: more than one instance, a place behind a load
balancer, a label in the plural, replication or zones stated, a store that copies itself, or a
parallel copy of the same role beside it. Untouched canvas defaults say nothing."""

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.reading.copies import stated_copies
from systemcraft.assessment.engine.reading.excerpts import Excerpt
from systemcraft.assessment.engine.reading.negation import is_negated
from systemcraft.assessment.engine.reading.writing import affirmed, compiled
from systemcraft.assessment.engine.roles import BALANCERS, COMPUTE, DERIVED, SELF_REPLICATING_STORES
from systemcraft.design.technologies import spellings_keeping_copies
from systemcraft.kit.patterns import Pattern, escape

REDUNDANT = (
    r"replica|replicat|standby|failover|fail-over|multi-az|\d+ ?azs?\b|cluster|quorum|raft|"
    r"active-active|multi-region|regions?: ?\d|\d+ regions|nines|\bmanaged\b|\bzones\b|"
    r"multi-site|\b(\d+|two|three) copies|redundan|\brf ?=? ?\d|replication factor|\bpair\b|"
    r"keepalived|\bvip\b|active[-/ ]passive|hot spare|\bn ?\+ ?1\b|master[-/ ]slave|"
    r"primary[-/ ](replica|secondary)|leader[-/ ]follower|multi-(master|leader)|leaderless|"
    r"across (\w+ )?(azs?|zones|regions|data ?cent(er|re)s)\b"
)


def _names(spellings: tuple[str, ...], generic: str = "") -> str:
    """A pattern for the products' spellings and the generic names, each a word of its own."""
    ordered = sorted(set(spellings), key=len, reverse=True)
    alternatives = [escape(spelling) for spelling in ordered] + ([generic] if generic else [])
    return rf"\b(?:{'|'.join(alternatives)})\b"


# Stores that keep several copies by themselves, however they are drawn: object storage and the
# managed queues and logs, by name wherever they are written...
SELF_REPLICATING = (
    r"\b(s3|gcs|sqs|kinesis|(google|gcp|cloud) pub/?sub|dynamo\w*|spanner|cosmos|bigtable|msk|"
    r"kafka|pulsar|"
    r"redpanda|event ?hubs)\b"
)
# ... and the catalogue's products that keep their own copies (technologies.json), when the
# text is a store's own: a scheduler that "keeps leases in etcd" is still one scheduler.
KEEPS_COPIES = _names(spellings_keeping_copies("managed", "consensus", "cluster"))
# Stores whose provider, or whose consensus, fixes how copies are written: there is no
# replication mode to choose.
MANAGED_COPIES = _names(
    spellings_keeping_copies("managed", "consensus"),
    r"s3|gcs|sqs|kinesis|pub/?sub|dynamo\w*|spanner|cosmos\w*|bigtable|firestore|aurora|"
    r"azure blob|cloud storage",
)
# Load balancers run by a provider or spread by anycast are redundant however they are drawn.
MANAGED_BALANCER = (
    r"\b(alb|nlb|elb|gclb|anycast|maglev|ecmp|front ?door|cloud ?flare|regional|"
    r"cloud load balanc\w*|application load balancer|network load balancer)\b"
)
# A cache or index whose loss the user planned for: rebuilt, refilled, or read around.
LOSS_PLANNED = (
    r"rebuil[dt]\w*|re-?warm\w*|re-?populat\w*|refill\w*|losing it|only (empties|costs|loses|"
    r"resets)|fall(s|ing)? back|fail(s|ing)? open|degrad\w+|(reads?|requests?) (go|fall) "
    r"(through|back)|served from (the )?(db|database|origin|primary|store)"
)
# A label in the plural ("API servers", "Upload workers") draws a fleet as one box.
FLEET = r"\b(services|servers|workers|nodes|instances|replicas|pods|consumers|gateways)\b"
SCALED = (
    r"autoscal|auto-scal|replicas|instances|fleet|pool|\bx ?\d+|\d+ ?x\b|horizontal|stateless|"
    r"serverless|lambda|cloud ?run|cloud functions|fargate|knative|cloudflare workers|"
    r"v8 isolates|edge functions?|azure functions|app engine|deno deploy|"
    r"\b(in|at|on) every (pop|edge|region)\b|"
    r"\d[\d.,]*k? ?(gpus|nodes|boxes|servers|workers|hosts|machines|pods|containers|vcpus)\b"
)
# "acks=all" is Kafka's word for a write that waits for every in-sync replica.
MODE = (
    r"sync|async|semi-sync|quorum|raft|paxos|consensus|leader|follower|primary|replica"
    r"|acks\s*=\s*all|\bisr\b"
)


_YES = Pattern(r"^\s*(?:yes|true|enabled?|on)\s*$", ignore_case=True, groups=False)


def _said(excerpt: Excerpt) -> str:
    """An excerpt as evidence: the name "replication" alone says nothing about the copies, so
    "replication: the usual" neither replicates nor names a mode; "replication: yes" does."""
    value = excerpt.replication
    if value is None:
        return excerpt.text
    return "replicated" if _YES.match(value) else value


def own_texts(graph: DesignGraph, found: Sequence[Excerpt]) -> dict[int, str]:
    """Each component's label and what the user wrote on it; untouched defaults say nothing."""
    texts = {node.id: [node.label] for node in graph.nodes}
    for excerpt in found:
        if excerpt.component_id is not None:
            texts[excerpt.component_id].append(_said(excerpt))
    return {node.index: "\n".join(texts[node.id]) for node in graph.nodes}


def redundant(graph: DesignGraph, node: Node, text: str, parallel: Counter[object]) -> bool:
    return why_redundant(graph, node, text, parallel) is not None


def why_redundant(
    graph: DesignGraph, node: Node, text: str, parallel: Counter[object]
) -> str | None:
    """Why the part survives the loss of a machine, in words the coach can say, or None: more
    than one instance, replication stated, a store that replicates itself, compute behind a load
    balancer, a provider's balancer, a cache of several nodes or one whose loss is planned, or a
    parallel copy of the same role (same role, same neighbours)."""
    if node.instances > 1:
        return f"it runs {node.instances} copies"
    if not one_copy(node, text) and scaled_by_shape(graph, node, text):
        return "it stands behind a load balancer, or is named as a fleet, so it runs several copies"
    if affirmed(text, REDUNDANT):
        said = next(
            f
            for f in compiled(REDUNDANT).finditer(text)
            if not is_negated(text, f.start(), f.end())
        )
        return f"its text says {said.matched!r}"
    # A service that writes to S3 or Kafka is not a store that copies itself.
    if node.role in SELF_REPLICATING_STORES or (
        node.role not in COMPUTE and affirmed(text, SELF_REPLICATING)
    ):
        return "it is a store that keeps its own copies (object storage, a managed log)"
    if node.role not in COMPUTE and affirmed(text, KEEPS_COPIES):
        return "it is a product that keeps its own copies"
    if node.role == "load-balancer" and affirmed(text, MANAGED_BALANCER):
        return "it is a balancer run by its provider, or spread by anycast"
    if node.role in DERIVED and (
        (stated_copies(node, text) or 0) > 1 or affirmed(text, LOSS_PLANNED)
    ):
        return "it runs several nodes, or the design plans for losing it"
    if parallel[place(graph, node)] > 1:
        return "a second component of the same kind stands beside it"
    return None


_BRACKETED = Pattern(r"\([^)]*\)|\[[^\]]*\]", groups=False)
_LABEL_WORD = Pattern(r"[a-z0-9]{3,}", groups=False)
_FAILS = r"\W+(?:\w+\W+){0,3}?(?:down|fails?|failure|unavailable|outage|dies|crash\w*|lost)\b"


def failure_planned(node: Node, failure_notes: str) -> bool:
    """Whether the notes say what happens when `node` is down ("Topic down: the 30 s poll keeps
    the promise"): a planned degradation, not a single point of failure."""
    words = _LABEL_WORD.findall(_BRACKETED.sub(" ", node.label.lower()))
    if not words or not failure_notes:
        return False
    return _fails(words[-1]).search(failure_notes) is not None


# A word of a user's label, not a rubric's: kept apart from the rubric patterns' cache, which
# a design with hundreds of labels would otherwise fill, evicting the rubrics.
@lru_cache(maxsize=256)
def _fails(word: str) -> Pattern:
    return Pattern(rf"\b{escape(word)}s?{_FAILS}", ignore_case=True, groups=False)


def fleet(node: Node, text: str) -> bool:
    """Compute drawn as one box for many copies, by its label or by what the user wrote."""
    return node.role in COMPUTE and (
        (compiled(FLEET).search(node.label) is not None) or affirmed(text, SCALED)
    )


def one_copy(node: Node, text: str) -> bool:
    """The design says the part runs as one copy ("instances: 1 for now"): a balancer in front
    of it or a plural label does not make it several."""
    return stated_copies(node, text) == 1


def scaled_by_shape(graph: DesignGraph, node: Node, text: str) -> bool:
    """Compute that runs as several copies though no count says so: behind a balancer, or
    a fleet by its label or text."""
    return behind_balancer(graph, node) or fleet(node, text)


def place(graph: DesignGraph, node: Node) -> object:
    return (node.role, frozenset(graph.neighbours[node.index]))


def behind_balancer(graph: DesignGraph, node: Node) -> bool:
    """Compute a load balancer or gateway sends requests to runs as several copies."""
    return node.role in COMPUTE and any(
        graph.nodes[i].role in BALANCERS for i in graph.neighbours[node.index]
    )
