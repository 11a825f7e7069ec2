import { fadeAt, nodePosition, type Layer, type Network } from './network-model';

export interface Palette {
  node: string;
  edge: string;
  packet: string;
}

const LAYER_ALPHA: Record<Layer, number> = { 0: 0.35, 1: 0.6, 2: 0.95 };

export function readPalette(): Palette {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim() || '99 102 241';
  return {
    node: token('--canvas-node'),
    edge: token('--canvas-edge'),
    packet: token('--canvas-packet'),
  };
}

/** Paints one frame: links, then nodes, then the packets travelling along the links. */
export function paintNetwork(
  context: CanvasRenderingContext2D,
  network: Network,
  palette: Palette,
) {
  const { nodes, edges, packets, elapsedMs, width, height } = network;
  const positions = nodes.map((node) => nodePosition(node, elapsedMs));
  const fade = (x: number, y: number) => fadeAt(x, y, width, height);
  context.clearRect(0, 0, width, height);
  context.lineWidth = 1;
  edges.forEach(([a, b]) => {
    const from = positions[a];
    const to = positions[b];
    const layer = Math.min(nodes[a]?.layer ?? 0, nodes[b]?.layer ?? 0) as Layer;
    if (!from || !to) return;
    const alpha = LAYER_ALPHA[layer] * 0.45 * fade((from.x + to.x) / 2, (from.y + to.y) / 2);
    context.strokeStyle = `rgb(${palette.edge} / ${alpha})`;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  });
  nodes.forEach((node, index) => {
    const at = positions[index];
    if (!at) return;
    context.fillStyle = `rgb(${palette.node} / ${LAYER_ALPHA[node.layer] * fade(at.x, at.y)})`;
    context.beginPath();
    context.arc(at.x, at.y, node.radius, 0, Math.PI * 2);
    context.fill();
  });
  packets.forEach((packet) => {
    const edge = edges[packet.edge];
    const start = edge && positions[packet.forward ? edge[0] : edge[1]];
    const end = edge && positions[packet.forward ? edge[1] : edge[0]];
    if (!start || !end) return;
    const x = start.x + (end.x - start.x) * packet.progress;
    const y = start.y + (end.y - start.y) * packet.progress;
    context.fillStyle = `rgb(${palette.packet} / ${0.9 * fade(x, y)})`;
    context.beginPath();
    context.arc(x, y, 2.4, 0, Math.PI * 2);
    context.fill();
  });
}
