import { useEffect, useRef } from 'react';

import {
  createNetwork,
  nodePosition,
  stepNetwork,
  type Layer,
  type Network,
} from './network-model';
import styles from './home-page.module.css';

interface Palette {
  node: string;
  edge: string;
  packet: string;
}

const LAYER_ALPHA: Record<Layer, number> = { 0: 0.35, 1: 0.6, 2: 0.95 };

function readPalette(): Palette {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim() || '99 102 241';
  return {
    node: token('--canvas-node'),
    edge: token('--canvas-edge'),
    packet: token('--canvas-packet'),
  };
}

function draw(context: CanvasRenderingContext2D, network: Network, palette: Palette) {
  const { nodes, edges, packets, elapsedMs } = network;
  const positions = nodes.map((node) => nodePosition(node, elapsedMs));
  context.clearRect(0, 0, network.width, network.height);
  context.lineWidth = 1;
  edges.forEach(([a, b]) => {
    const from = positions[a];
    const to = positions[b];
    const layer = Math.min(nodes[a]?.layer ?? 0, nodes[b]?.layer ?? 0) as Layer;
    if (!from || !to) return;
    context.strokeStyle = `rgb(${palette.edge} / ${LAYER_ALPHA[layer] * 0.45})`;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  });
  nodes.forEach((node, index) => {
    const at = positions[index];
    if (!at) return;
    context.fillStyle = `rgb(${palette.node} / ${LAYER_ALPHA[node.layer]})`;
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
    context.fillStyle = `rgb(${palette.packet} / 0.9)`;
    context.beginPath();
    context.arc(x, y, 2.4, 0, Math.PI * 2);
    context.fill();
  });
}

/**
 * Decorative, so hidden from assistive technology. It pauses while the tab is hidden and
 * draws a single still frame for people who prefer reduced motion.
 */
export function NetworkCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let network = createNetwork(1, 1);
    let palette = readPalette();
    let frame = 0;
    let lastTime = 0;

    const render = (time: number) => {
      stepNetwork(network, lastTime ? Math.min(time - lastTime, 64) : 0);
      lastTime = time;
      draw(context, network, palette);
      frame = requestAnimationFrame(render);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      lastTime = 0;
      canvas.dataset.animating = 'false';
    };
    const start = () => {
      if (frame || document.hidden || reducedMotion.matches) {
        draw(context, network, palette);
        return;
      }
      canvas.dataset.animating = 'true';
      frame = requestAnimationFrame(render);
    };
    const update = () => {
      if (document.hidden || reducedMotion.matches) stop();
      start();
    };
    const resize = () => {
      const { width, height } = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      network = createNetwork(width, height);
      canvas.dataset.nodeCount = String(network.nodes.length);
      draw(context, network, palette);
    };
    const repaint = () => {
      palette = readPalette();
      draw(context, network, palette);
    };

    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(canvas);
    const themeObserver = new MutationObserver(repaint);
    themeObserver.observe(document.documentElement, { attributeFilter: ['data-theme'] });
    document.addEventListener('visibilitychange', update);
    reducedMotion.addEventListener('change', update);
    resize();
    update();
    return () => {
      stop();
      resizeObserver.disconnect();
      themeObserver.disconnect();
      document.removeEventListener('visibilitychange', update);
      reducedMotion.removeEventListener('change', update);
    };
  }, []);

  return <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />;
}
