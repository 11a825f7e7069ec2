import type { CanvasDesign, ComponentType, Side } from '@/lib/design';

import { addComponent, connect, EMPTY_DESIGN, type IdFactory } from './design';

/**
 * A small generic design for the tests to build on: Client, DNS, Server and Database, wired,
 * in one row, where the routing and layout tests expect them. (A new workspace opens on
 * starting-design.ts, laid out to fit a phone.)
 */
export function sampleDesign(newId?: IdFactory): CanvasDesign {
  let design = EMPTY_DESIGN;
  const place: [ComponentType, number, number][] = [
    ['client', 96, 192],
    ['dns', 336, 48],
    ['server', 336, 192],
    ['database', 576, 192],
  ];
  for (const [type, x, y] of place) design = addComponent(design, type, x, y, newId);
  const [client, dns, server, database] = design.widgets.map((w) => w.id) as [
    string,
    string,
    string,
    string,
  ];
  const links: [string, Side, string, Side][] = [
    [client, 'top', dns, 'left'],
    [client, 'right', server, 'left'],
    [server, 'right', database, 'left'],
  ];
  for (const [a, sideA, b, sideB] of links) {
    design =
      connect(design, { widgetId: a, position: sideA }, { widgetId: b, position: sideB }, newId) ??
      design;
  }
  return design;
}
