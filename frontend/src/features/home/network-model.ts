/**
 * The hero's animated network, as plain data: nodes that sway around a home position in three
 * depth layers, fixed links between near neighbours, and packets travelling along the links.
 * Rendering lives in network-canvas.tsx; everything here is deterministic given `random`.
 */

export const MIN_NODES = 18;
export const MAX_NODES = 25;
const LAYER_COUNT = 3;
const NEIGHBOURS_PER_NODE = 2;
const MAX_PACKETS = 7;
const PACKET_SPAWN_PER_MS = 1 / 450;

export type Layer = 0 | 1 | 2;

export interface NetworkNode {
  homeX: number;
  homeY: number;
  layer: Layer;
  radius: number;
  swayX: number;
  swayY: number;
  phase: number;
  speed: number;
}

interface Packet {
  edge: number;
  progress: number;
  /** Progress per millisecond; the full length of a link is 1. */
  rate: number;
  forward: boolean;
}

export interface Network {
  width: number;
  height: number;
  nodes: NetworkNode[];
  edges: [number, number][];
  packets: Packet[];
  elapsedMs: number;
}

export type Random = () => number;

export function nodeCountForWidth(width: number): number {
  return Math.min(MAX_NODES, Math.max(MIN_NODES, Math.floor(width / 60)));
}

function createNode(index: number, count: number, width: number, height: number, random: Random) {
  const layer = (index % LAYER_COUNT) as Layer;
  // Spread nodes across columns so the network fills the width instead of clumping.
  const column = (index + random() * 0.8) / count;
  const depth = 0.6 + layer * 0.35;
  return {
    homeX: width * (0.03 + column * 0.94),
    homeY: height * (0.1 + random() * 0.8),
    layer,
    radius: 2 + layer * 1.4 + random(),
    swayX: (6 + random() * 10) * depth,
    swayY: (5 + random() * 9) * depth,
    phase: random() * Math.PI * 2,
    speed: (0.00025 + random() * 0.00025) * depth,
  };
}

function distance(a: NetworkNode, b: NetworkNode): number {
  return Math.hypot(a.homeX - b.homeX, a.homeY - b.homeY);
}

/** Links each node to its nearest neighbours in the same or an adjacent layer. */
function linkNeighbours(nodes: NetworkNode[]): [number, number][] {
  const seen = new Set<string>();
  const edges: [number, number][] = [];
  nodes.forEach((node, index) => {
    const nearest = nodes
      .map((other, otherIndex) => ({ otherIndex, gap: distance(node, other) }))
      .filter(({ otherIndex }) => {
        const other = nodes[otherIndex];
        return otherIndex !== index && other && Math.abs(other.layer - node.layer) <= 1;
      })
      .sort((a, b) => a.gap - b.gap)
      .slice(0, NEIGHBOURS_PER_NODE);
    for (const { otherIndex } of nearest) {
      const key = index < otherIndex ? `${index}-${otherIndex}` : `${otherIndex}-${index}`;
      if (!seen.has(key)) {
        seen.add(key);
        edges.push([Math.min(index, otherIndex), Math.max(index, otherIndex)]);
      }
    }
  });
  return edges;
}

export function createNetwork(width: number, height: number, random: Random = Math.random) {
  const count = nodeCountForWidth(width);
  const nodes = Array.from({ length: count }, (_, index) =>
    createNode(index, count, width, height, random),
  );
  const network: Network = {
    width,
    height,
    nodes,
    edges: linkNeighbours(nodes),
    packets: [],
    elapsedMs: 0,
  };
  return network;
}

/**
 * How much of the network shows at a point: a quarter in the middle, where the headline sits,
 * rising to all of it at the edges. Drawn into the canvas rather than laid over it as a CSS
 * mask, which the browser would composite again on every animation frame.
 */
export function fadeAt(x: number, y: number, width: number, height: number): number {
  const distanceFromCentre = Math.hypot(
    (x - width * 0.5) / (width * 0.55),
    (y - height * 0.45) / (height * 0.5),
  );
  const clear = 0.35;
  if (!(distanceFromCentre > clear)) return 0.25;
  return Math.min(1, 0.25 + (0.75 * (distanceFromCentre - clear)) / (1 - clear));
}

export function nodePosition(node: NetworkNode, elapsedMs: number): { x: number; y: number } {
  const angle = node.phase + elapsedMs * node.speed;
  return {
    x: node.homeX + Math.sin(angle) * node.swayX,
    y: node.homeY + Math.cos(angle * 0.8) * node.swayY,
  };
}

/** Advances time, moves packets along their links, retires arrivals and sends new ones. */
export function stepNetwork(network: Network, deltaMs: number, random: Random = Math.random) {
  network.elapsedMs += deltaMs;
  network.packets = network.packets
    .map((packet) => ({ ...packet, progress: packet.progress + packet.rate * deltaMs }))
    .filter((packet) => packet.progress < 1);
  const spawnChance = Math.min(1, deltaMs * PACKET_SPAWN_PER_MS);
  if (network.edges.length > 0 && network.packets.length < MAX_PACKETS && random() < spawnChance) {
    network.packets.push({
      edge: Math.floor(random() * network.edges.length),
      progress: 0,
      rate: 0.0006 + random() * 0.0006,
      forward: random() < 0.5,
    });
  }
}
