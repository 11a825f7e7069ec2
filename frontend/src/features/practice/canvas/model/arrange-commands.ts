/** Align and distribute as editor commands, for the context menu and the Properties panel. */

import type { Command } from './commands';
import { align, distribute, type Alignment, type Spread } from './arrange';

export type ArrangeName =
  | 'alignLeft'
  | 'alignCentre'
  | 'alignRight'
  | 'alignTop'
  | 'alignMiddle'
  | 'alignBottom'
  | 'distributeHorizontally'
  | 'distributeVertically';

/** What a screen reader hears each alignment did to the selection. */
const LINE: Record<Alignment, string> = {
  left: 'their left edges',
  centre: 'their centres, in a column',
  right: 'their right edges',
  top: 'their top edges',
  middle: 'their middles, in a row',
  bottom: 'their bottom edges',
};

const count = (ids: readonly string[]) => String(ids.length);

function aligning(label: string, how: Alignment): Command {
  return {
    label,
    keyTest: () => false,
    applies: ({ selection }) => selection.components.length >= 2,
    perform: ({ history, selection }) => ({
      design: align(history.present, selection.components, how),
      announce: `Aligned ${count(selection.components)} components on ${LINE[how]}.`,
    }),
  };
}

function distributing(label: string, spread: Spread): Command {
  return {
    label,
    keyTest: () => false,
    applies: ({ selection }) => selection.components.length >= 3,
    perform: ({ history, selection }) => ({
      design: distribute(history.present, selection.components, spread),
      announce: `Spaced ${count(selection.components)} components evenly ${
        spread === 'horizontal' ? 'across' : 'down'
      }.`,
    }),
  };
}

export const ARRANGE_COMMANDS: Record<ArrangeName, Command> = {
  alignLeft: aligning('Align left', 'left'),
  alignCentre: aligning('Align centre', 'centre'),
  alignRight: aligning('Align right', 'right'),
  alignTop: aligning('Align top', 'top'),
  alignMiddle: aligning('Align middle', 'middle'),
  alignBottom: aligning('Align bottom', 'bottom'),
  distributeHorizontally: distributing('Distribute horizontally', 'horizontal'),
  distributeVertically: distributing('Distribute vertically', 'vertical'),
};

/** The align commands, then the distribute ones, in the order menus list them. */
export const ALIGN_NAMES = [
  'alignLeft',
  'alignCentre',
  'alignRight',
  'alignTop',
  'alignMiddle',
  'alignBottom',
] as const satisfies readonly ArrangeName[];
export const DISTRIBUTE_NAMES = [
  'distributeHorizontally',
  'distributeVertically',
] as const satisfies readonly ArrangeName[];
