import { useMemo } from 'react';

import type { CanvasDesign } from '@/lib/design';

import { themeOf } from '../canvas/model/export-image';
import { diagramSvg, type DiagramTheme } from '../canvas/model/diagram-svg';

export interface Diagram {
  /** The picture as a data address an <img> shows. */
  source: string;
  width: number;
  height: number;
  /** Its components' names, for the picture's text alternative. */
  names: string;
}

/** How a design is drawn: as the canvas shows it, or as lines in the accent colour over
 * nothing (no background, no box fills), to be laid over another drawing. */
export type DiagramLook = 'canvas' | 'outline';

function themeFor(look: DiagramLook): DiagramTheme {
  const flow = document.querySelector<HTMLElement>('.react-flow') ?? document.body;
  const theme = themeOf(flow);
  if (look === 'canvas') return theme;
  const accent = getComputedStyle(document.documentElement).getPropertyValue('--color-accent');
  const ink = accent.trim() || theme.text;
  return {
    ...theme,
    background: 'transparent',
    surface: 'transparent',
    border: ink,
    text: ink,
    muted: ink,
    line: ink,
  };
}

/** A design drawn as the exported picture, in the current theme's colours; null when empty. */
export function useDiagram(
  design: CanvasDesign | null,
  look: DiagramLook = 'canvas',
): Diagram | null {
  return useMemo(() => {
    if (!design) return null;
    const drawn = diagramSvg(design, themeFor(look));
    if (!drawn) return null;
    return {
      source: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`,
      width: drawn.width,
      height: drawn.height,
      names: design.widgets.map((component) => component.name).join(', '),
    };
  }, [design, look]);
}
