// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { areLinked, componentAt, linkedWith, nearestSide } from './linking';
import { sampleDesign } from './sample-design';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

// Client (96, 192), DNS (336, 48), Server (336, 192), Database (576, 192); Client to DNS,
// Client to Server, Server to Database.
const design = sampleDesign(counter());

describe('linking', () => {
  it('knows who is connected with whom, either way round', () => {
    expect([...linkedWith(design, 'server-3')].sort()).toEqual(['client-1', 'database-4']);
    expect(areLinked(design, 'database-4', 'server-3')).toBe(true);
    expect(areLinked(design, 'dns-2', 'database-4')).toBe(false);
  });

  it('finds the component under a point and its nearest side', () => {
    const server = componentAt(design.widgets, { x: 400, y: 230 });
    expect(server?.id).toBe('server-3');
    expect(componentAt(design.widgets, { x: 300, y: 230 })).toBeUndefined();
    expect(nearestSide(server!, { x: 345, y: 230 })).toBe('left');
    expect(nearestSide(server!, { x: 400, y: 266 })).toBe('bottom');
    expect(nearestSide(server!, { x: 450, y: 200 })).toBe('right');
    expect(nearestSide(server!, { x: 380, y: 196 })).toBe('top');
  });
});
