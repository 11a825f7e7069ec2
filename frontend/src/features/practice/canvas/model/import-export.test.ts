import type { CanvasDesign, DesignNotes } from '@/lib/design';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { COMPONENT_TYPES } from './component-types';
import { addComponent, CANVAS_HEIGHT, COMPONENT_HEIGHT, connect, updateComponent } from './design';
import schema from '@/lib/design/generated/export-document.schema.json';
import { buildExportDocument } from './export-document';
import { EMPTY_NOTES } from './notes';
import { importDocument } from './import-document';
import { toMermaid } from './mermaid-export';
import { sampleDesign } from './sample-design';

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validate = ajv.compile(schema);

const problem = {
  id: 'chat-app',
  title: 'Design a Chat Application',
  description: 'Messages',
  difficulty: 'Medium',
  requirements: ['Send', 'Fast'],
  estimatedTime: '45 mins',
  companies: ['Meta'],
  tags: ['websockets'],
  required_tier_id: 1,
};

const designs: fc.Arbitrary<CanvasDesign> = fc
  .array(fc.tuple(fc.nat(8), fc.nat(2000), fc.nat(2000)), { minLength: 1, maxLength: 25 })
  .chain((placements) => {
    let design: CanvasDesign = { widgets: [], connections: [] };
    for (const [type, x, y] of placements)
      design = addComponent(design, COMPONENT_TYPES[type] ?? 'client', x, y);
    const count = design.widgets.length;
    return fc
      .array(fc.tuple(fc.nat(count - 1), fc.nat(count - 1)), { maxLength: 30 })
      .map((pairs) => {
        let linked = design;
        for (const [a, b] of pairs) {
          const from = linked.widgets[a]?.id ?? '';
          const to = linked.widgets[b]?.id ?? '';
          linked =
            connect(
              linked,
              { widgetId: from, position: 'right' },
              { widgetId: to, position: 'left' },
            ) ?? linked;
        }
        return linked;
      });
  });

const designNotes: fc.Arbitrary<DesignNotes> = fc.record({
  estimates: fc.string({ maxLength: 2000 }),
  api: fc.string({ maxLength: 2000 }),
  data_model: fc.string({ maxLength: 2000 }),
  consistency: fc.string({ maxLength: 2000 }),
  failure_handling: fc.string({ maxLength: 2000 }),
});

describe('the export document', () => {
  it('matches its JSON Schema for any design', () => {
    fc.assert(
      fc.property(designs, designNotes, (design, notes) => {
        const document = buildExportDocument(problem, design, notes, new Date());
        expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
      }),
    );
  });

  it('imports back to the same components, properties, connections and notes', () => {
    fc.assert(
      fc.property(designs, designNotes, (design, notes) => {
        const result = importDocument(
          JSON.stringify(buildExportDocument(problem, design, notes, new Date())),
        );
        if (!result.ok) throw new Error(result.message);
        expect(result.notes).toEqual(notes);
        expect(result.placed).toBe(true);
        expect(result.problem).toEqual({ id: problem.id, title: problem.title });
        expect(result.design.widgets.map((w) => [w.x, w.y])).toEqual(
          design.widgets.map((w) => [w.x, w.y]),
        );
        expect(result.design.widgets.map((w) => [w.id, w.type, w.name, w.properties])).toEqual(
          design.widgets.map((w) => [w.id, w.type, w.name, w.properties]),
        );
        expect(
          result.design.connections.map((c) => [c.from.widgetId, c.to.widgetId, c.properties]),
        ).toEqual(design.connections.map((c) => [c.from.widgetId, c.to.widgetId, c.properties]));
      }),
    );
  });
});

describe('importDocument', () => {
  const good = buildExportDocument(problem, sampleDesign(), EMPTY_NOTES, new Date());

  it.each([
    ['not json', 'This file is not valid JSON.'],
    ['{"hello": 1}', 'This file is not a Systemcraft export: it has no "design".'],
    ['{"design": {"components": 3}}', 'The design needs "components" and "connections" lists.'],
  ])('refuses %s', (text, message) => {
    expect(importDocument(text)).toEqual({ ok: false, message });
  });

  it('refuses dangling connections, unknown types and self-links', () => {
    const dangling = structuredClone(good);
    dangling.design.connections[0]!.end = 'ghost';
    expect(importDocument(JSON.stringify(dangling))).toMatchObject({
      ok: false,
      message: expect.stringContaining('not in the file'),
    });
    const robot = structuredClone(good);
    robot.design.components[0]!.label = 'Robot';
    delete (robot.design.components[0]!.metadata as { component_type?: string }).component_type;
    expect(importDocument(JSON.stringify(robot))).toMatchObject({
      ok: false,
      message: expect.stringContaining('nine component types'),
    });
    const loop = structuredClone(good);
    loop.design.connections[0]!.end = loop.design.connections[0]!.start;
    expect(importDocument(JSON.stringify(loop))).toMatchObject({
      ok: false,
      message: expect.stringContaining('itself'),
    });
  });

  it('lays out afresh a design any of whose components lacks a usable place', () => {
    for (const position of [undefined, null, '12,40', { x: 10 }, { x: '10', y: 20 }, [1, 2]]) {
      const document = structuredClone(good) as { design: { components: object[] } };
      document.design.components[1] = { ...document.design.components[1], position };
      const result = importDocument(JSON.stringify(document));
      if (!result.ok) throw new Error(result.message);
      expect(result.placed).toBe(false);
      // Provisionally in a grid, none over another, until the layout places them.
      const spots = new Set(result.design.widgets.map((w) => `${String(w.x)},${String(w.y)}`));
      expect(spots.size).toBe(result.design.widgets.length);
    }
  });

  it('brings a place off the canvas back onto it, and reads a file without a problem', () => {
    const far = structuredClone(good) as {
      problem?: unknown;
      design: { components: { position: unknown }[] };
    };
    far.design.components[0]!.position = { x: -500, y: 99999 };
    delete far.problem;
    const result = importDocument(JSON.stringify(far));
    if (!result.ok) throw new Error(result.message);
    expect(result.placed).toBe(true);
    expect(result.problem).toBeNull();
    expect(result.design.widgets[0]).toMatchObject({ x: 0, y: CANVAS_HEIGHT - COMPONENT_HEIGHT });
  });

  it('recognises a component by its label when the type is missing', () => {
    const other = structuredClone(good);
    other.design.components[3]!.label = 'Primary Database';
    delete (other.design.components[3]!.metadata as { component_type?: string }).component_type;
    const result = importDocument(JSON.stringify(other));
    expect(result.ok && result.design.widgets[3]?.type).toBe('database');
  });
});

describe('toMermaid', () => {
  it('writes a flowchart with protocol labels and dotted async links', () => {
    let design = sampleDesign((p) => p);
    design = updateComponent(design, design.widgets[0]!.id, { name: 'Web "app" [beta]' });
    const text = toMermaid(design);
    expect(text.split('\n')[0]).toBe('flowchart LR');
    expect(text).toContain('["Web app beta"]');
    expect(text.match(/-->\|HTTP\|/g)).toHaveLength(3);
  });
});
