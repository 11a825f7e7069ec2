import { useEffect, useState } from 'react';

/** However long the run, playing it through takes about this long. */
export const PLAY_MS = 8000;

/** The second shown `elapsed` ms after playing began at `from`, on a run ending at `last`. */
export function secondAfter(from: number, elapsed: number, last: number): number {
  return Math.min(last, from + Math.floor((elapsed / PLAY_MS) * last));
}

/**
 * The moment on show: null for the run's overall figures, else a second of its timeline,
 * chosen with the Time slider or stepped through by Play. It stays where it is when a new run
 * replaces the last (moving the Load slider while looking at second 60 keeps second 60).
 */
export function usePlayback(last: number) {
  const [chosen, setChosen] = useState<number | null>(null);
  /** The second Play started from; null while paused. */
  const [playFrom, setPlayFrom] = useState<number | null>(null);
  const t = chosen === null ? null : Math.min(chosen, last);

  useEffect(() => {
    if (playFrom === null) return;
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const next = secondAfter(playFrom, now - began, last);
      // Only a new second re-renders: the canvas recolours at most once a step.
      setChosen(next);
      if (next >= last) setPlayFrom(null);
      else frame = requestAnimationFrame(step);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [playFrom, last]);

  /** Shows a second of the run, or its overall figures with null. */
  const scrub = (second: number | null) => {
    setPlayFrom(null);
    setChosen(second);
  };
  const togglePlay = () => {
    // From where it stands, or from the start once it has reached the end.
    setPlayFrom(playFrom !== null ? null : t === null || t >= last ? 0 : t);
  };
  return { t, playing: playFrom !== null, scrub, togglePlay };
}

export type Playback = ReturnType<typeof usePlayback>;
