import { describe, expect, it } from 'vitest';

import {
  createNetwork,
  fadeAt,
  MAX_NODES,
  MIN_NODES,
  nodeCountForWidth,
  nodePosition,
  stepNetwork,
} from './network-model';

/** A small deterministic generator so runs are repeatable. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

describe('nodeCountForWidth', () => {
  it('uses one node per 60 px of width', () => {
    expect(nodeCountForWidth(1200)).toBe(20);
    expect(nodeCountForWidth(1319)).toBe(21);
  });

  it('clamps to 18 to 25 nodes', () => {
    expect(nodeCountForWidth(360)).toBe(MIN_NODES);
    expect(nodeCountForWidth(0)).toBe(MIN_NODES);
    expect(nodeCountForWidth(2560)).toBe(MAX_NODES);
  });
});

describe('createNetwork', () => {
  const network = createNetwork(1280, 480, seeded(7));

  it('spreads its nodes over three layers inside the canvas', () => {
    expect(network.nodes).toHaveLength(21);
    expect(new Set(network.nodes.map((node) => node.layer))).toEqual(new Set([0, 1, 2]));
    for (const node of network.nodes) {
      expect(node.homeX).toBeGreaterThanOrEqual(0);
      expect(node.homeX).toBeLessThanOrEqual(1280);
      expect(node.homeY).toBeGreaterThanOrEqual(0);
      expect(node.homeY).toBeLessThanOrEqual(480);
    }
  });

  it('links every node, never to itself, never twice, never across two layers', () => {
    const linked = new Set(network.edges.flat());
    expect(linked.size).toBe(network.nodes.length);
    const keys = network.edges.map(([a, b]) => `${a}-${b}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [a, b] of network.edges) {
      expect(a).not.toBe(b);
      const layerGap = Math.abs((network.nodes[a]?.layer ?? 0) - (network.nodes[b]?.layer ?? 9));
      expect(layerGap).toBeLessThanOrEqual(1);
    }
  });
});

describe('animation', () => {
  it('sways nodes close to their home position', () => {
    const network = createNetwork(900, 400, seeded(3));
    for (const node of network.nodes) {
      const later = nodePosition(node, 12_345);
      expect(Math.abs(later.x - node.homeX)).toBeLessThanOrEqual(node.swayX + 1e-9);
      expect(Math.abs(later.y - node.homeY)).toBeLessThanOrEqual(node.swayY + 1e-9);
    }
  });

  it('sends packets along links and retires them on arrival', () => {
    const random = seeded(11);
    const network = createNetwork(900, 400, random);
    let seenPackets = 0;
    for (let frame = 0; frame < 600; frame += 1) {
      stepNetwork(network, 16, random);
      seenPackets = Math.max(seenPackets, network.packets.length);
      for (const packet of network.packets) {
        expect(packet.progress).toBeLessThan(1);
        expect(packet.edge).toBeLessThan(network.edges.length);
      }
    }
    expect(seenPackets).toBeGreaterThan(0);
    expect(seenPackets).toBeLessThanOrEqual(7);
    expect(network.elapsedMs).toBe(9600);
  });
});

describe('fadeAt', () => {
  it('shows a quarter of the network behind the headline and all of it at the edges', () => {
    expect(fadeAt(500, 225, 1000, 500)).toBe(0.25);
    expect(fadeAt(0, 0, 1000, 500)).toBe(1);
    expect(fadeAt(1000, 500, 1000, 500)).toBe(1);
  });

  it('rises steadily between the two', () => {
    const along = [0.4, 0.6, 0.8].map((share) => fadeAt(500 + share * 550, 225, 1000, 500));
    expect(along[0]).toBeGreaterThan(0.25);
    expect(along[1]).toBeGreaterThan(along[0] ?? 1);
    expect(along[2]).toBeGreaterThan(along[1] ?? 1);
    expect(along[2]).toBeLessThan(1);
  });
});
