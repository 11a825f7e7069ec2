"""Which clients reach which data stores, and which single component's failure would cut a
client off from a store it reached before.

Connections carry requests one way and answers the other, so reachability ignores arrow
direction. A journey may pass through any component except a client or a database: a request
does not travel through one user's browser, or through a database, to get somewhere else.

Checking every component by removing it and searching again would cost O(n·(n+e)). Instead
one depth-first search over the pass-through components finds, for each of them, the pieces
its removal would split its part of the graph into (Tarjan's articulation points), with the
clients and stores in each piece as bitmasks. A client keeps a store after the removal only if
some piece still holds both.
"""

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from systemcraft.assessment.engine.graph.design_graph import DesignGraph, Node
from systemcraft.assessment.engine.roles import FALLIBLE_KINDS, TERMINAL_KINDS


@dataclass(frozen=True)
class Outage:
    node: Node
    clients: tuple[Node, ...]  # clients that lose a data store they could reach
    stores: tuple[Node, ...]  # the stores they lose


@dataclass(frozen=True)
class Journeys:
    reach: tuple[int, ...]  # per client index: bitmask of database indices it reaches
    part: tuple[int, ...]  # per pass-through component: its connected part; -1 otherwise
    part_clients: tuple[int, ...]
    part_stores: tuple[int, ...]
    outages: tuple[Outage, ...]

    def reaches_data(self, client: Node) -> bool:
        return bool(self.reach[client.index])

    def serves_clients(self, node: Node) -> bool:
        """A pass-through component some client's requests can get to."""
        part = self.part[node.index]
        return part >= 0 and bool(self.part_clients[part])

    def fronts_data(self, node: Node) -> bool:
        """A pass-through component with a path to some database."""
        part = self.part[node.index]
        return part >= 0 and bool(self.part_stores[part])


def can_fail_alone(node: Node) -> bool:
    """A component whose loss can cut a journey, drawn as one copy."""
    return node.kind in FALLIBLE_KINDS and node.instances <= 1


def bits(mask: int) -> Iterator[int]:
    while mask:
        lowest = mask & -mask
        yield lowest.bit_length() - 1
        mask ^= lowest


class _Search:
    def __init__(self, graph: DesignGraph) -> None:
        nodes = graph.nodes
        size = len(nodes)
        self.graph = graph
        self.passes = [node.kind not in TERMINAL_KINDS for node in nodes]
        self.own_clients, self.own_stores, self.direct = [0] * size, [0] * size, [0] * size
        self.links: list[list[int]] = [[] for _ in range(size)]
        for i, node in enumerate(nodes):
            for j in graph.neighbours[i]:
                if self.passes[i] and self.passes[j]:
                    self.links[i].append(j)
                elif self.passes[i]:
                    if nodes[j].kind == "client":
                        self.own_clients[i] |= 1 << j
                    else:
                        self.own_stores[i] |= 1 << j
                elif node.kind == "client" and nodes[j].kind == "database":
                    self.direct[i] |= 1 << j
        self.disc, self.low = [-1] * size, [0] * size
        self.part = [-1] * size
        self.children: list[list[int]] = [[] for _ in range(size)]
        self.sub_clients, self.sub_stores = self.own_clients[:], self.own_stores[:]
        self.out_clients, self.out_stores = [0] * size, [0] * size
        self.preorder: list[int] = []
        self.part_clients: list[int] = []
        self.part_stores: list[int] = []

    def run(self) -> None:
        for root in range(len(self.passes)):
            if self.passes[root] and self.disc[root] < 0:
                self._explore(root, len(self.part_clients))
                self.part_clients.append(self.sub_clients[root])
                self.part_stores.append(self.sub_stores[root])
        for v in self.preorder:
            self._push_outside_down(v)

    def _visit(self, v: int, part: int) -> None:
        self.disc[v] = self.low[v] = len(self.preorder)
        self.part[v] = part
        self.preorder.append(v)

    def _explore(self, root: int, part: int) -> None:
        parent = {root: -1}
        self._visit(root, part)
        stack = [(root, iter(self.links[root]))]
        while stack:
            v, pending = stack[-1]
            for w in pending:
                if self.disc[w] < 0:
                    parent[w] = v
                    self.children[v].append(w)
                    self._visit(w, part)
                    stack.append((w, iter(self.links[w])))
                    break
                if w != parent[v]:
                    self.low[v] = min(self.low[v], self.disc[w])
            else:
                stack.pop()
                if stack:
                    up = stack[-1][0]
                    self.low[up] = min(self.low[up], self.low[v])
                    self.sub_clients[up] |= self.sub_clients[v]
                    self.sub_stores[up] |= self.sub_stores[v]

    def _push_outside_down(self, v: int) -> None:
        # Everything in v's part outside a child's subtree: outside v, v's own links, siblings.
        kids = self.children[v]
        for masks, outside, own in (
            (self.sub_clients, self.out_clients, self.own_clients),
            (self.sub_stores, self.out_stores, self.own_stores),
        ):
            suffix = [0] * (len(kids) + 1)
            for i in range(len(kids) - 1, -1, -1):
                suffix[i] = suffix[i + 1] | masks[kids[i]]
            prefix = outside[v] | own[v]
            for i, kid in enumerate(kids):
                outside[kid] = prefix | suffix[i + 1]
                prefix |= masks[kid]

    def pieces_without(self, v: int) -> list[tuple[int, int]]:
        pieces = []
        rest_clients, rest_stores = self.out_clients[v], self.out_stores[v]
        for kid in self.children[v]:
            if self.low[kid] >= self.disc[v]:
                pieces.append((self.sub_clients[kid], self.sub_stores[kid]))
            else:
                rest_clients |= self.sub_clients[kid]
                rest_stores |= self.sub_stores[kid]
        pieces.append((rest_clients, rest_stores))
        return pieces


def trace_journeys(graph: DesignGraph, can_fail: Callable[[Node], bool]) -> Journeys:
    search = _Search(graph)
    search.run()
    parts_of: dict[int, list[int]] = {}
    for part, clients in enumerate(search.part_clients):
        for client in bits(clients):
            parts_of.setdefault(client, []).append(part)
    reach = list(search.direct)
    for client, parts in parts_of.items():
        for part in parts:
            reach[client] |= search.part_stores[part]
    outages = []
    for v in range(len(graph.nodes)):
        part = search.part[v]
        if part < 0 or not search.part_stores[part] or not can_fail(graph.nodes[v]):
            continue
        pieces = search.pieces_without(v)
        if len(pieces) == 1 and not (search.own_clients[v] or search.own_stores[v]):
            continue  # removing it splits nothing and cuts no client or store loose
        lost_by: list[int] = []
        lost = 0
        for client in bits(search.part_clients[part]):
            after = search.direct[client]
            for other in parts_of[client]:
                if other != part:
                    after |= search.part_stores[other]
            for piece_clients, piece_stores in pieces:
                if piece_clients >> client & 1:
                    after |= piece_stores
            if missing := reach[client] & ~after:
                lost_by.append(client)
                lost |= missing
        if lost_by:
            nodes = graph.nodes
            outages.append(
                Outage(
                    nodes[v], tuple(nodes[i] for i in lost_by), tuple(nodes[i] for i in bits(lost))
                )
            )
    return Journeys(
        tuple(reach),
        tuple(search.part),
        tuple(search.part_clients),
        tuple(search.part_stores),
        tuple(outages),
    )
