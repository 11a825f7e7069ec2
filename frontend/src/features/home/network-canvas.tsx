import { useEffect, useRef } from 'react';

import { createNetwork, stepNetwork } from './network-model';
import { paintNetwork, readPalette } from './network-paint';
import styles from './home-page.module.css';

/** A gentle sway reads as smooth at 30 frames a second, and costs half the main thread. */
const FRAME_MS = 1000 / 30;
/** The longest the first frame of motion waits for the browser to be idle after loading. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls back once the browser is idle (Safari has no idle callback: it waits the most). */
function whenIdle(callback: () => void): () => void {
  const idle = window as Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const cancel = idle.cancelIdleCallback;
    const handle = idle.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      cancel(handle);
    };
  }
  const handle = window.setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => {
    window.clearTimeout(handle);
  };
}

/**
 * Decorative, so hidden from assistive technology. It draws a still frame at once, starts
 * moving once the page is idle, pauses while the tab is hidden or the hero is scrolled away,
 * and stays still for people who prefer reduced motion.
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
    let idle = false;
    let onScreen = true;

    const paint = () => {
      paintNetwork(context, network, palette);
    };
    const render = (time: number) => {
      frame = requestAnimationFrame(render);
      if (lastTime && time - lastTime < FRAME_MS - 1) return;
      stepNetwork(network, lastTime ? Math.min(time - lastTime, 64) : 0);
      lastTime = time;
      paint();
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      lastTime = 0;
      canvas.dataset.animating = 'false';
    };
    const update = () => {
      const moving = idle && onScreen && !document.hidden && !reducedMotion.matches;
      if (!moving) {
        stop();
        paint();
      } else if (!frame) {
        canvas.dataset.animating = 'true';
        frame = requestAnimationFrame(render);
      }
    };
    const resize = () => {
      const { width, height } = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      network = createNetwork(width, height);
      canvas.dataset.nodeCount = String(network.nodes.length);
      paint();
    };
    const repaint = () => {
      palette = readPalette();
      paint();
    };
    const becomeIdle = () => {
      idle = true;
      update();
    };

    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(canvas);
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      update();
    });
    visibility.observe(canvas);
    const themeObserver = new MutationObserver(repaint);
    themeObserver.observe(document.documentElement, { attributeFilter: ['data-theme'] });
    document.addEventListener('visibilitychange', update);
    reducedMotion.addEventListener('change', update);
    const cancelIdle = whenIdle(becomeIdle);
    resize();
    update();
    return () => {
      stop();
      cancelIdle();
      resizeObserver.disconnect();
      visibility.disconnect();
      themeObserver.disconnect();
      document.removeEventListener('visibilitychange', update);
      reducedMotion.removeEventListener('change', update);
    };
  }, []);

  return <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />;
}
