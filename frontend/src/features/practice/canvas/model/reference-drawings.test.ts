import { describe, expect, it } from 'vitest';

import { layoutConnections } from './connection-layout';
import { drawingFaults } from './drawing-faults';
import { importDocument } from './import-document';
import { readableLayout } from './layered-layout';
import { nameCapacity, nameLines, wrapName } from './name-lines';

// Every reference design the curriculum ships, read as the reference dialog reads it.
const shipped = import.meta.glob<unknown>('../../../../../../content/problems/*.reference.json', {
  eager: true,
  import: 'default',
});
const references = Object.entries(shipped).map(([path, document]) => {
  const read = importDocument(JSON.stringify(document));
  if (!read.ok) throw new Error(`${path}: ${read.message}`);
  return { name: path.split('/').pop() ?? path, design: readableLayout(read.design) };
});

describe('the reference designs, drawn', () => {
  it('are all there', () => {
    expect(references.length).toBeGreaterThanOrEqual(25);
  });

  it.each(references)(
    '$name: no box or label over another, no line through a box or along another',
    ({ design }) => {
      const routes = layoutConnections(design.widgets, design.connections);
      expect(routes.size).toBe(design.connections.length);
      expect(drawingFaults(design, routes)).toEqual([]);
    },
  );

  it.each(references)('$name: every box shows its whole name', ({ design }) => {
    for (const { name, width, height } of design.widgets) {
      const { chars, lines } = nameCapacity({ width, height });
      const shown = nameLines(name, chars, lines);
      expect(shown).toEqual(wrapName(name, chars));
      expect(shown.join(' ')).toBe(name.trim().replace(/\s+/g, ' '));
    }
  });
});
