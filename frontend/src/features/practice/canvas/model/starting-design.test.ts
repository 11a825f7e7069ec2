import { COMPONENT_CATALOGUE, DEFAULT_CONNECTION } from '@/lib/design';
import { describe, expect, it } from 'vitest';

import type { Box } from './alignment';
import { COMPONENT_HEIGHT, COMPONENT_WIDTH, GRID } from './design';
import { diagramBounds } from './diagram-image';
import { buildExportDocument } from './export-document';
import { fitOptions, READABLE_ZOOM } from './keep-in-view';
import { EMPTY_NOTES } from './notes';
import { PLACEMENT_GAP } from './placement';
import { sidesFace } from './routing';
import { startingDesign } from './starting-design';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

const design = startingDesign(counter());
const byId = new Map(design.widgets.map((component) => [component.id, component]));
const typeOf = (id: string) => byId.get(id)?.type;

/** The zoom a fit gives a design on a canvas of `size` whose bottom `reserve` px its corner
 * controls take (React Flow takes the padding off before fitting). */
function fittedZoom(bounds: Box, size: { width: number; height: number }, reserve: number) {
  const { padding, maxZoom } = fitOptions(reserve);
  const px = (value: string) => Number.parseFloat(value);
  return Math.min(
    (size.width - px(padding.left) - px(padding.right)) / bounds.width,
    (size.height - px(padding.top) - px(padding.bottom)) / bounds.height,
    maxZoom,
  );
}

describe('the starting design', () => {
  it('holds Client, DNS, Server and Database with the catalogue names and defaults', () => {
    expect(design.widgets.map((component) => component.type)).toEqual([
      'client',
      'dns',
      'server',
      'database',
    ]);
    for (const component of design.widgets) {
      const spec = COMPONENT_CATALOGUE[component.type];
      expect(component).toMatchObject({
        width: 120,
        height: 80,
        name: spec.name,
        description: spec.description,
      });
      expect(component.properties).toEqual(spec.defaults);
    }
    // As SPEC's component table has them, with one copy of each (and one shard of a database).
    expect(byId.get('client-1')?.properties).toEqual({
      platform: 'web',
      framework: 'React',
      replicas: 1,
    });
    expect(byId.get('database-4')?.properties).toEqual({
      engine: 'PostgreSQL',
      replication: 'master-slave',
      shards: 1,
      replicas: 1,
    });
  });

  it('wires the way a request goes, by sides that face each other, with default properties', () => {
    expect(design.connections.map((c) => [typeOf(c.from.widgetId), typeOf(c.to.widgetId)])).toEqual(
      [
        ['client', 'dns'],
        ['client', 'server'],
        ['server', 'database'],
      ],
    );
    for (const { from, to, properties } of design.connections) {
      const [a, b] = [byId.get(from.widgetId), byId.get(to.widgetId)];
      expect(a && b && sidesFace(a, from.position, b, to.position)).toBe(true);
      expect(properties).toEqual(DEFAULT_CONNECTION);
    }
  });

  it('sits on the grid, left to right, with room for a line and its label between any two', () => {
    for (const { x, y } of design.widgets) {
      expect([x % GRID, y % GRID]).toEqual([0, 0]);
    }
    const [client, dns, server, database] = design.widgets;
    expect(dns!.x).toBeGreaterThan(client!.x);
    expect(database!.x).toBeGreaterThan(server!.x);
    for (const [i, a] of design.widgets.entries()) {
      for (const b of design.widgets.slice(i + 1)) {
        const apartX = Math.abs(a.x - b.x) - COMPONENT_WIDTH;
        const apartY = Math.abs(a.y - b.y) - COMPONENT_HEIGHT;
        expect(Math.max(apartX, apartY)).toBeGreaterThanOrEqual(PLACEMENT_GAP);
      }
    }
  });

  it('fits whole and at a readable size on the canvas of a phone, 1024 px and 1440 px', () => {
    const bounds = diagramBounds(design.widgets);
    // The canvas's size in each and the strip its zoom buttons and map take, as measured in
    // the browser (the sheet half raised and the map folded on a phone).
    for (const [size, reserve] of [
      [{ width: 390, height: 415 }, 100],
      [{ width: 525, height: 663 }, 150],
      [{ width: 835, height: 795 }, 150],
    ] as const) {
      expect(fittedZoom(bounds!, size, reserve)).toBeGreaterThanOrEqual(READABLE_ZOOM);
    }
  });

  it('exports its properties as the untouched defaults the assessment ignores', () => {
    const problem = {
      id: 'url-shortener',
      title: 'Design a URL Shortener',
      description: '',
      difficulty: 'Easy',
      requirements: [],
      estimatedTime: '45 mins',
      companies: [],
      tags: [],
      required_tier_id: 1,
    };
    const exported = buildExportDocument(problem, design, EMPTY_NOTES, new Date(0));
    // backend/systemcraft/assessment/engine/reading/excerpts.py reads a property as untouched when
    // it equals the catalogue's default, a list joined by ', '.
    for (const component of exported.design.components) {
      const type = component.metadata.component_type;
      const defaults = Object.entries(COMPONENT_CATALOGUE[type].defaults).map(([key, value]) => ({
        key,
        value: Array.isArray(value) ? value.join(', ') : String(value),
      }));
      expect(component.metadata.customProperties).toEqual(defaults);
    }
  });

  it('gives each component and connection an id of its own', () => {
    const fresh = startingDesign();
    const ids = [...fresh.widgets, ...fresh.connections].map((item) => item.id);
    expect(new Set(ids).size).toBe(7);
    expect(startingDesign().widgets[0]?.id).not.toBe(fresh.widgets[0]?.id);
  });
});
