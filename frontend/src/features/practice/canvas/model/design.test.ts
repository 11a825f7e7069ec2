import type { CanvasDesign } from '@/lib/design';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { COMPONENT_CATALOGUE, COMPONENT_TYPES, parseList } from './component-types';
import {
  addComponent,
  appendDesign,
  copiesOf,
  CANVAS_WIDTH,
  connect,
  EMPTY_DESIGN,
  moveComponent,
  removeComponents,
  updateConnection,
} from './design';
import { buildExportDocument, clipboardText, exportFileName } from './export-document';
import { commit, redo, startHistory, undo } from './history';
import { EMPTY_NOTES } from './notes';
import { deserialise, readSaved, serialise } from './saved-design';
import { sampleDesign } from './sample-design';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

describe('design edits', () => {
  it('adds a component with its type defaults at 120x80', () => {
    const design = addComponent(EMPTY_DESIGN, 'pub-sub', 10, 20, counter());
    expect(design.widgets[0]).toMatchObject({
      id: 'pub-sub-1',
      width: 120,
      height: 80,
      name: 'Pub/Sub',
      properties: { provider: 'Kafka', topics: ['events', 'notifications'], partitions: 3 },
    });
  });

  it('never shares default property objects between components', () => {
    const design = addComponent(addComponent(EMPTY_DESIGN, 'dns', 0, 0, counter()), 'dns', 0, 0);
    expect(design.widgets[0]?.properties.recordTypes).not.toBe(
      design.widgets[1]?.properties.recordTypes,
    );
    expect(COMPONENT_CATALOGUE.dns.defaults.recordTypes).toEqual(['A', 'AAAA', 'CNAME', 'MX']);
  });

  it('clamps moves inside the canvas', () => {
    const design = moveComponent(
      addComponent(EMPTY_DESIGN, 'cache', 0, 0, counter()),
      'cache-1',
      -50,
      99_999,
    );
    expect(design.widgets[0]).toMatchObject({ x: 0 });
    expect(design.widgets[0]?.y).toBeLessThan(99_999);
    const far = moveComponent(design, 'cache-1', 99_999, 0);
    expect(far.widgets[0]?.x).toBe(CANVAS_WIDTH - 120);
  });

  it('connects with HTTP defaults and refuses a component to itself', () => {
    const ids = counter();
    let design = addComponent(
      addComponent(EMPTY_DESIGN, 'client', 0, 0, ids),
      'server',
      200,
      0,
      ids,
    );
    expect(
      connect(
        design,
        { widgetId: 'client-1', position: 'right' },
        { widgetId: 'client-1', position: 'left' },
      ),
    ).toBeNull();
    design =
      connect(
        design,
        { widgetId: 'client-1', position: 'right' },
        { widgetId: 'server-2', position: 'left' },
        ids,
      ) ?? design;
    expect(design.connections[0]?.properties).toEqual({
      protocol: 'HTTP',
      latency: '< 100ms',
      sync: 'Synchronous',
      description: '',
    });
    design = updateConnection(design, 'conn-3', { protocol: 'gRPC' });
    expect(design.connections[0]?.properties.protocol).toBe('gRPC');
  });

  it('removing a component removes its connections', () => {
    const design = sampleDesign(counter());
    const server = design.widgets.find((w) => w.type === 'server');
    const after = removeComponents(design, [server?.id ?? '']);
    expect(after.widgets).toHaveLength(3);
    expect(after.connections).toHaveLength(1);
  });

  it('parses comma-separated lists', () => {
    expect(parseList(' A, AAAA ,, CNAME, ')).toEqual(['A', 'AAAA', 'CNAME']);
  });
});

type Edit =
  | { kind: 'add'; type: number; x: number; y: number }
  | { kind: 'move'; index: number; x: number; y: number }
  | { kind: 'remove'; index: number }
  | { kind: 'connect'; a: number; b: number };

const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.nat(8),
    x: fc.integer({ min: -100, max: 6000 }),
    y: fc.integer({ min: -100, max: 4000 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    index: fc.nat(20),
    x: fc.integer(),
    y: fc.integer(),
  }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(20) }),
  fc.record({ kind: fc.constant('connect' as const), a: fc.nat(20), b: fc.nat(20) }),
);

function apply(design: CanvasDesign, edit: Edit, ids: (p: string) => string): CanvasDesign {
  const pick = (index: number) => design.widgets[index % Math.max(1, design.widgets.length)]?.id;
  switch (edit.kind) {
    case 'add':
      return addComponent(design, COMPONENT_TYPES[edit.type] ?? 'client', edit.x, edit.y, ids);
    case 'move':
      return moveComponent(design, pick(edit.index) ?? '', edit.x, edit.y);
    case 'remove':
      return removeComponents(design, [pick(edit.index) ?? '']);
    case 'connect': {
      const a = pick(edit.a);
      const b = pick(edit.b);
      if (!a || !b) return design;
      return (
        connect(
          design,
          { widgetId: a, position: 'right' },
          { widgetId: b, position: 'left' },
          ids,
        ) ?? design
      );
    }
  }
}

describe('history', () => {
  it('undoing every edit returns the starting design, and redo replays them', () => {
    fc.assert(
      fc.property(fc.array(editArbitrary, { maxLength: 40 }), (edits) => {
        const ids = counter();
        const start = sampleDesign(ids);
        let history = startHistory(start);
        for (const edit of edits) history = commit(history, apply(history.present, edit, ids));
        const end = history.present;
        while (history.past.length) history = undo(history);
        expect(history.present).toEqual(start);
        while (history.future.length) history = redo(history);
        expect(history.present).toEqual(end);
      }),
    );
  });

  it('keeps every component inside the canvas and every connection between two live components', () => {
    fc.assert(
      fc.property(fc.array(editArbitrary, { maxLength: 60 }), (edits) => {
        const ids = counter();
        let design = sampleDesign(ids);
        for (const edit of edits) design = apply(design, edit, ids);
        const live = new Set(design.widgets.map((w) => w.id));
        for (const w of design.widgets) {
          expect(w.x).toBeGreaterThanOrEqual(0);
          expect(w.x).toBeLessThanOrEqual(CANVAS_WIDTH - 120);
        }
        for (const c of design.connections) {
          expect(live.has(c.from.widgetId) && live.has(c.to.widgetId)).toBe(true);
          expect(c.from.widgetId).not.toBe(c.to.widgetId);
        }
      }),
    );
  });
});

describe('export document', () => {
  const problem = {
    id: 'url-shortener',
    title: 'Design a URL Shortener',
    description: 'Short links',
    difficulty: 'Easy',
    requirements: ['Shorten', 'Redirect fast'],
    functional_requirements: ['Shorten'],
    estimatedTime: '45 mins',
    companies: ['Google'],
    tags: ['hashing'],
    required_tier_id: 1,
  };

  it('carries the fixed fields, the problem and the canvas', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const doc = buildExportDocument(problem, sampleDesign(counter()), EMPTY_NOTES, now);
    expect(doc.feedback_level).toBe('interview');
    expect(doc.export_version).toBe('1.0');
    expect(doc.export_timestamp).toBe('2026-11-21T12:00:00.000Z');
    expect(doc.design.system_name).toBe('Design a URL Shortener');
    expect(doc.design.core_user_journey).toBe('');
    expect(doc.design.non_functional_requirements).toEqual([]);
    expect(doc.design.notes).toEqual(EMPTY_NOTES);
    expect(doc.design.functional_requirements).toEqual(['Shorten']);
    const dns = doc.design.components[1];
    expect(dns).toMatchObject({
      type: 'primitive',
      label: 'DNS',
      metadata: { component_type: 'dns' },
    });
    expect(dns?.metadata.customProperties).toContainEqual({
      key: 'recordTypes',
      value: 'A, AAAA, CNAME, MX',
    });
    expect(doc.design.connections.map((c) => c.label)).toEqual(['1', '2', '3']);
    expect(exportFileName(now)).toBe(`playground-export-${String(now.getTime())}.json`);
    expect(clipboardText(doc)).toContain('rating out of 10');
  });
});

describe('saved designs', () => {
  it('round-trip and refuse what they cannot trust', () => {
    const design = sampleDesign(counter());
    expect(deserialise(serialise(design))).toEqual(design);
    expect(deserialise(null)).toBeNull();
    expect(deserialise('{"version": 99, "design": {}}')).toBeNull();
    expect(deserialise('not json')).toBeNull();
    expect(
      deserialise(
        JSON.stringify({
          version: 1,
          design: { widgets: [{ id: 'x', type: 'robot' }], connections: [] },
        }),
      ),
    ).toBeNull();
  });

  it('name the account copy they build on, and count one from before that as holding edits', () => {
    const design = sampleDesign(counter());
    expect(readSaved(serialise(design, { base: 4, unsent: false }))).toMatchObject({
      base: 4,
      unsent: false,
    });
    expect(readSaved(serialise(design))).toMatchObject({ base: null, unsent: true });
    const older = JSON.stringify({ version: 1, savedAt: '', design, unsent: false });
    expect(readSaved(older)).toMatchObject({ base: null, unsent: true });
  });
});

describe('copies', () => {
  it('copy the chosen components and only the connections between them, two grid steps on', () => {
    const ids = counter();
    const design = sampleDesign(ids);
    const [client, , server] = design.widgets;
    const copies = copiesOf(design, [client!.id, server!.id], ids);
    expect(copies.widgets.map((w) => w.type)).toEqual(['client', 'server']);
    expect(copies.widgets[0]!.x).toBe(client!.x + 48);
    expect(copies.connections).toHaveLength(1);
    expect(copies.connections[0]!.from.widgetId).toBe(copies.widgets[0]!.id);
    expect(appendDesign(design, copies).widgets).toHaveLength(6);
  });
});
