// @vitest-environment jsdom
/** The load on the canvas: each box and line reads its own part, and draws again only when
 * that part changes (a run that plays changes the load every simulated second). */
import type { DesignLoad } from '@/lib/load';
import { mountedPerTest } from '@/lib/testing/mounted';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { LoadContext, useComponentLoad, useConnectionWidth, useLoadStore } from './load-context';

const mounted = mountedPerTest();
const drawn: string[] = [];

function Box({ id }: { id: string }) {
  const load = useComponentLoad(id);
  drawn.push(id);
  return <p data-id={id}>{load ? `${load.state} ${load.label}` : 'no load'}</p>;
}

function Line({ id }: { id: string }) {
  const width = useConnectionWidth(id);
  drawn.push(id);
  return <p data-id={id}>{width === undefined ? 'no width' : width.toFixed(2)}</p>;
}

function Canvas({ load, children }: { load: DesignLoad | null; children: ReactNode }) {
  const store = useLoadStore(load);
  return <LoadContext.Provider value={store}>{children}</LoadContext.Provider>;
}

// Made once: the boxes below are the same elements on every render, as React Flow's are.
const PARTS = (
  <>
    <Box id="api" />
    <Box id="db" />
    <Line id="c1" />
  </>
);

function show(load: DesignLoad | null) {
  mounted.render(<Canvas load={load}>{PARTS}</Canvas>);
}

const text = (id: string) => mounted.host().querySelector(`[data-id="${id}"]`)?.textContent;

const load = (api: number, db: number, c1: number): DesignLoad => ({
  components: {
    api: { state: api >= 1 ? 'saturated' : 'ok', utilization: api },
    db: { state: 'ok', utilization: db },
  },
  connections: { c1, c2: 1000 },
});

beforeEach(() => {
  drawn.length = 0;
});

describe('the load on the canvas', () => {
  it('shows each component its state and busy share, and each connection its width', () => {
    show(null);
    expect([text('api'), text('db'), text('c1')]).toEqual(['no load', 'no load', 'no width']);
    show(load(1.2, 0.5, 1000));
    expect([text('api'), text('db')]).toEqual(['saturated 120%', 'ok 50%']);
    expect(text('c1')).toBe('7.00'); // the busiest connection is drawn thickest
  });

  it('draws again only the parts whose own figures changed', () => {
    show(load(0.5, 0.5, 10));
    drawn.length = 0;
    show(load(0.9, 0.5, 10));
    expect(drawn).toEqual(['api']);
    drawn.length = 0;
    show(load(0.9, 0.5, 10));
    expect(drawn).toEqual([]);
  });
});
