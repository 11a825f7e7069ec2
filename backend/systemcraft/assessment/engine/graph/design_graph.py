"""The design as a graph: components with their kinds and properties, and who calls whom."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from systemcraft.assessment.engine.reading.excerpts import untouched
from systemcraft.assessment.engine.reading.properties import instance_count, property_map
from systemcraft.assessment.engine.roles import ComponentKind, recognise_kind
from systemcraft.design.export import ExportedComponent, ExportedDesign
from systemcraft.design.recognition import Role, recognise_role, role_from_text
from systemcraft.kit.patterns import Pattern

_REALTIME = Pattern(
    r"web ?sockets?|\bwss?\b|server-sent|\bsse\b|long[- ]?poll|\bmqtt\b",
    ignore_case=True,
    groups=False,
)


@dataclass(frozen=True, eq=False)  # one object per component: identity is equality
class Node:
    index: int
    id: str
    label: str  # never empty: the component's label, else its id
    kind: ComponentKind
    props: Mapping[str, str]
    instances: int
    role: Role | None = None  # None: nothing in the document says what it is

    def prop(self, key: str) -> str | None:
        return self.props.get(key)


@dataclass(frozen=True)
class Edge:
    source: int
    target: int
    protocol: str
    latency: str
    synchronous: bool
    description: str

    @property
    def realtime(self) -> bool:
        return bool(_REALTIME.search(f"{self.protocol} {self.description}"))


@dataclass
class DesignGraph:
    nodes: list[Node]
    edges: list[Edge]
    outgoing: list[list[Edge]] = field(init=False)
    incoming: list[list[Edge]] = field(init=False)
    neighbours: list[list[int]] = field(init=False)  # either direction, sorted, no self
    called: list[list[int]] = field(init=False)  # drawn from each one to them, sorted, no self

    def __post_init__(self) -> None:
        count = len(self.nodes)
        self.outgoing = [[] for _ in range(count)]
        self.incoming = [[] for _ in range(count)]
        linked: list[set[int]] = [set() for _ in range(count)]
        calls: list[set[int]] = [set() for _ in range(count)]
        for edge in self.edges:
            self.outgoing[edge.source].append(edge)
            self.incoming[edge.target].append(edge)
            if edge.source != edge.target:
                linked[edge.source].add(edge.target)
                linked[edge.target].add(edge.source)
                calls[edge.source].add(edge.target)
        self.neighbours = [sorted(indices) for indices in linked]
        self.called = [sorted(indices) for indices in calls]

    def of_kind(self, *kinds: ComponentKind) -> list[Node]:
        return [node for node in self.nodes if node.kind in kinds]

    def databases(self) -> list[Node]:
        """Databases proper: not the object stores, search indexes and coordination services
        drawn with the same box, which copy and split themselves."""
        return [node for node in self.of_kind("database") if node.role in ("database", None)]

    def adjacent(self, node: Node, *kinds: ComponentKind) -> list[Node]:
        return [self.nodes[i] for i in self.neighbours[node.index] if self.nodes[i].kind in kinds]

    def wired_to(self, start: Sequence[Node]) -> list[Node]:
        """The components connected, through any number of connections, to those in `start`."""
        seen = {node.index for node in start}
        frontier = list(seen)
        while frontier:
            for neighbour in self.neighbours[frontier.pop()]:
                if neighbour not in seen:
                    seen.add(neighbour)
                    frontier.append(neighbour)
        return [self.nodes[index] for index in sorted(seen)]

    def is_isolated(self, node: Node) -> bool:
        return not self.neighbours[node.index]


def _is_synchronous(sync: str) -> bool:
    return not sync.strip().lower().startswith("async")


# Properties that name the product a part runs on ("engine: S3", "provider: Redpanda").
_PRODUCT_KEYS = frozenset({"engine", "provider", "product", "technology"})
# A product's name, with a version or a tier beside it: longer values are prose.
PRODUCT_NAME_LENGTH = 60


def _named(component: ExportedComponent, label: str) -> str:
    """The label, with the product a property names in brackets after it, which recognition
    reads when the label names no kind of part or only a generic one: "Block store" or "Block
    storage" whose engine is S3 is object storage. An untouched canvas default names nothing
    the user chose."""
    for prop in component.metadata.custom_properties:
        key, value = prop.key.strip().lower(), prop.value.strip()
        named = key in _PRODUCT_KEYS and 0 < len(value) <= PRODUCT_NAME_LENGTH
        chosen = named and not untouched(component, prop.key, value)
        if chosen and role_from_text(value) is not None:
            return f"{label} ({value})"
    return label


def build_graph(design: ExportedDesign) -> DesignGraph:
    nodes: list[Node] = []
    position: dict[str, int] = {}
    for component in design.components:
        if component.id in position:
            continue  # read_document refuses duplicates; a hand-built model keeps the first
        label = " ".join(component.label.split()) or component.id
        props = property_map(component.metadata.custom_properties)
        declared = component.metadata.component_type
        kind = recognise_kind(declared, label)
        role = recognise_role(declared, _named(component, label))
        position[component.id] = len(nodes)
        nodes.append(
            Node(len(nodes), component.id, label, kind, props, instance_count(props), role)
        )
    edges = [
        Edge(
            position[connection.start],
            position[connection.end],
            connection.properties.protocol,
            connection.properties.latency,
            _is_synchronous(connection.properties.sync),
            connection.properties.description,
        )
        for connection in design.connections
        if connection.start in position and connection.end in position
    ]
    return DesignGraph(nodes, edges)
