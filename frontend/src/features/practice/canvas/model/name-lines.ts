/**
 * A component's name as lines of text inside a drawn box: broken between words where it can.
 * A box of the canvas's size, 120 by 80, holds two lines of 14 characters, the rest cut with
 * an ellipsis; a drawn design meant to be read (the reference) sizes each box so its whole name
 * fits.
 */

import type { CanvasComponent, CanvasDesign } from '@/lib/design';

import { COMPONENT_HEIGHT, COMPONENT_WIDTH } from './design';

/** 12 px semibold text is up to 7.5 px a character in the widest common fonts (DejaVu Sans,
 * Verdana); 6 px of padding each side. */
const CHAR_WIDTH = 7.5;
const PADDING = 12;
const LINE_CHARS = Math.floor((COMPONENT_WIDTH - PADDING) / CHAR_WIDTH);
const LINES = 2;
/** Each line of name past the second makes the box this much taller. */
export const NAME_LINE_HEIGHT = 16;
/** The widths a drawn box may take, narrowest first, and the most lines a name may need. */
const FITTED_WIDTHS = [120, 144, 168, 192, 216, 240];
const FITTED_LINES = 3;

/** How much name a box holds: characters a line and lines. */
export function nameCapacity(box: { width: number; height: number }) {
  return {
    chars: Math.floor((box.width - PADDING) / CHAR_WIDTH),
    lines: LINES + Math.max(0, Math.floor((box.height - COMPONENT_HEIGHT) / NAME_LINE_HEIGHT)),
  };
}

/** The whole name in lines of at most `chars`, broken at the last space that fits (a word
 * longer than a line is cut). */
export function wrapName(name: string, chars: number): string[] {
  const lines: string[] = [];
  let rest = name.trim();
  while (rest) {
    if (rest.length <= chars) {
      lines.push(rest);
      break;
    }
    const space = rest.lastIndexOf(' ', chars);
    const cut = space > 0 ? space : chars;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut).trim();
  }
  return lines;
}

/** The name as the box shows it: at most `lines` lines, the last cut with an ellipsis when
 * the name does not fit. */
export function nameLines(name: string, chars = LINE_CHARS, lines = LINES): string[] {
  const wrapped = wrapName(name, chars);
  if (wrapped.length <= lines) return wrapped;
  const shown = wrapped.slice(0, lines - 1);
  const rest = name.trim().slice(shown.join(' ').length).trim();
  return [...shown, `${rest.slice(0, chars - 1).trimEnd()}…`];
}

/** The smallest box, of those a drawing uses, that shows the whole name. */
function fittedSize(name: string): { width: number; height: number } {
  for (const width of FITTED_WIDTHS) {
    const count = wrapName(name, nameCapacity({ width, height: 0 }).chars).length;
    if (count <= FITTED_LINES) {
      return { width, height: COMPONENT_HEIGHT + Math.max(0, count - LINES) * NAME_LINE_HEIGHT };
    }
  }
  const width = FITTED_WIDTHS[FITTED_WIDTHS.length - 1] ?? COMPONENT_WIDTH;
  const count = wrapName(name, nameCapacity({ width, height: 0 }).chars).length;
  return { width, height: COMPONENT_HEIGHT + (count - LINES) * NAME_LINE_HEIGHT };
}

/** The design with every box sized to show its whole name (for a picture, not the canvas). */
export function withNamesFitted(design: CanvasDesign): CanvasDesign {
  const fit = (component: CanvasComponent) => ({ ...component, ...fittedSize(component.name) });
  return { ...design, widgets: design.widgets.map(fit) };
}
