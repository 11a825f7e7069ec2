/**
 * What a problem with no saved design opens on (SPEC: "On start the canvas is pre-filled with
 * Client, DNS, Server and Database"): the four with the catalogue's names and defaults, wired
 * along the way a request goes. The assessment ignores untouched defaults, so the start is not
 * counted as the learner's work.
 */

import type { CanvasDesign, ComponentType } from '@/lib/design';

import { addComponent, connectFacingSides, EMPTY_DESIGN, GRID, type IdFactory } from './design';

/** Two columns and two rows rather than one row of three: one row shrinks the names to about
 * 8 px where the canvas is narrow (a phone, or 1024 px between the side columns), two keep them
 * at full size. Read like text, they come in the order a request meets them. */
const COLUMN = 9 * GRID;
const ROW = 6 * GRID;
const MARGIN = 4 * GRID;

const PLACES: readonly [ComponentType, number, number][] = [
  ['client', 0, 0],
  ['dns', 1, 0],
  ['server', 0, 1],
  ['database', 1, 1],
];

/** Client to DNS to resolve the name; Client to Server to Database for the request itself. */
const LINKS: readonly [ComponentType, ComponentType][] = [
  ['client', 'dns'],
  ['client', 'server'],
  ['server', 'database'],
];

export function startingDesign(newId?: IdFactory): CanvasDesign {
  let design = EMPTY_DESIGN;
  for (const [type, column, row] of PLACES) {
    design = addComponent(design, type, MARGIN + column * COLUMN, MARGIN + row * ROW, newId);
  }
  const idOf = new Map(design.widgets.map((component) => [component.type, component.id]));
  for (const [from, to] of LINKS) {
    design = connectFacingSides(design, idOf.get(from) ?? '', idOf.get(to) ?? '', newId) ?? design;
  }
  return design;
}
