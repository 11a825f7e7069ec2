import { getNodesBounds } from '@xyflow/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { diagramBounds } from './model/diagram-image';

// Here rather than beside model/diagram-image.ts: model/ imports nothing of React Flow, and this
// test holds the model to what React Flow draws.
describe('diagramBounds', () => {
  it("agrees with React Flow's getNodesBounds", () => {
    const rect = fc.record({
      x: fc.integer({ min: 0, max: 4000 }),
      y: fc.integer({ min: 0, max: 3000 }),
      width: fc.integer({ min: 1, max: 300 }),
      height: fc.integer({ min: 1, max: 300 }),
    });
    fc.assert(
      fc.property(fc.array(rect, { minLength: 1, maxLength: 20 }), (rects) => {
        const nodes = rects.map((r, i) => ({
          id: String(i),
          position: { x: r.x, y: r.y },
          data: {},
          width: r.width,
          height: r.height,
        }));
        expect(diagramBounds(rects)).toEqual(getNodesBounds(nodes));
      }),
    );
  });
});
