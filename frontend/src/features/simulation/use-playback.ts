import { useEffect, useState } from 'react';

/** However long the run, playing it through takes about this long. */
export const PLAY_MS = 8000;

/** The second shown `elapsed` ms after playing began at `from`, on a run ending at `last`. */
export function secondAfter(from: number, elapsed: number, last: number): number {
  return Math.min(last, from + Math.floor((elapsed / PLAY_MS) * last));
}

interface Position {
  /** The run this position belongs to: a new run starts again from its overall figures. */
  run: unknown;
  t: number;
}

/**
 * The moment of a run on show: null for its overall figures, else a second of its timeline,
 * chosen with the Time slider or stepped through by Play.
 */
export function usePlayback(run: unknown, last: number) {
  const [position, setPosition] = useState<Position | null>(null);
  const [playing, setPlaying] = useState<Position | null>(null);
  const t = position !== null && position.run === run ? position.t : null;
  const isPlaying = playing?.run === run;

  useEffect(() => {
    if (!playing || playing.run !== run) return;
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const next = secondAfter(playing.t, now - began, last);
      // Only a new second re-renders: the canvas recolours at most once a step.
      setPosition((current) =>
        current !== null && current.run === run && current.t === next ? current : { run, t: next },
      );
      if (next >= last) setPlaying(null);
      else frame = requestAnimationFrame(step);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [playing, run, last]);

  /** Shows a second of the run, or its overall figures with null. */
  const scrub = (second: number | null) => {
    setPlaying(null);
    setPosition(second === null ? null : { run, t: second });
  };
  const togglePlay = () => {
    if (isPlaying) {
      setPlaying(null);
      return;
    }
    // From where it stands, or from the start once it has reached the end.
    setPlaying({ run, t: t === null || t >= last ? 0 : t });
  };
  return { t, playing: isPlaying, scrub, togglePlay };
}

export type Playback = ReturnType<typeof usePlayback>;
