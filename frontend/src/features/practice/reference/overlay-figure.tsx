import { useEffect, useId, useState } from 'react';

import type { CanvasDesign } from '@/lib/design';

import { readablyLaidOut } from '../canvas/lay-out';
import styles from './reference.module.css';
import { useDiagram } from './use-diagram';

const CAPTION = 'Your design with the reference over it';

/** The learner's design laid out as the reference is (in layers from the clients), so the two
 * line up; null while the layout loads. Their canvas keeps its own places. */
function useLaidOut(design: CanvasDesign): CanvasDesign | null {
  const [laidOut, setLaidOut] = useState<{ from: CanvasDesign; design: CanvasDesign } | null>(null);
  useEffect(() => {
    let live = true;
    void readablyLaidOut(design).then((result) => {
      if (live) setLaidOut({ from: design, design: result });
    });
    return () => {
      live = false;
    };
  }, [design]);
  return laidOut?.from === design ? laidOut.design : null;
}

/** Both designs in one frame, drawn with the same layout: the learner's underneath, the
 * reference over it at the opacity the learner sets, so what one has and the other lacks
 * shows where they differ. */
export function OverlayFigure({
  design,
  reference,
}: {
  design: CanvasDesign;
  reference: CanvasDesign;
}) {
  const mine = useDiagram(useLaidOut(design));
  const theirs = useDiagram(reference, 'outline');
  const [opacity, setOpacity] = useState(80);
  const sliderId = useId();
  if (design.widgets.length > 0 && !mine) return <p aria-busy="true">Laying out your design...</p>;
  const width = Math.max(mine?.width ?? 0, theirs?.width ?? 0);
  const height = Math.max(mine?.height ?? 0, theirs?.height ?? 0);
  const alt = [
    mine ? `Your design: ${mine.names}` : 'Your design is empty',
    theirs ? `Reference design: ${theirs.names}` : '',
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <figure className={styles.figure}>
      <figcaption>
        {CAPTION}
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.yours}>Your design</span>
          <span className={styles.theirs}>Reference</span>
        </span>
      </figcaption>
      <div className={styles.picture} tabIndex={0} role="region" aria-label={CAPTION}>
        <div className={styles.stack} style={{ width, height }} role="img" aria-label={alt}>
          {mine && <img src={mine.source} width={mine.width} height={mine.height} alt="" />}
          {theirs && (
            <img
              src={theirs.source}
              width={theirs.width}
              height={theirs.height}
              style={{ opacity: opacity / 100 }}
              alt=""
            />
          )}
        </div>
      </div>
      <div className={styles.opacity}>
        <label htmlFor={sliderId}>Reference opacity</label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={10}
          value={opacity}
          aria-valuetext={`${String(opacity)}%`}
          onChange={(event) => {
            setOpacity(Number(event.target.value));
          }}
        />
        <output htmlFor={sliderId}>{`${String(opacity)}%`}</output>
      </div>
    </figure>
  );
}
