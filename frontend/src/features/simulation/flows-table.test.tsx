// @vitest-environment jsdom
/** The Flows table says what enters each flow, and that a flow the brief gives no requests is
 * timed for a single request. */
import { expect, it } from 'vitest';

import { mountedPerTest } from '@/lib/testing/mounted';

import { FlowsTable } from './flows-table';
import { flow } from './test-fixtures';

const mounted = mountedPerTest();

function rowOf(name: string): string {
  const header = [...mounted.host().querySelectorAll('th[scope=row]')].find((th) =>
    th.textContent.startsWith(name),
  );
  return header?.textContent ?? '';
}

it('shows each flow with the requests a second that enter it, or none', () => {
  mounted.render(
    <FlowsTable
      flows={[flow('Open a seat map', { peak_rps: 100_000 }), flow('Search', { peak_rps: 0 })]}
    />,
  );
  expect(rowOf('Open a seat map')).toBe('Open a seat map100K req/s');
  expect(rowOf('Search')).toBe('Searchno requests reach it');
});

it('lists the flows the design has no way for, without figures', () => {
  mounted.render(<FlowsTable flows={[flow('Play', { peak_rps: 900 })]} missing={['Search']} />);
  expect(rowOf('Search')).toBe('Searchnot in the design');
  const cells = mounted.host().querySelectorAll('tbody tr:last-child td');
  expect([...cells].map((cell) => cell.textContent)).toEqual([
    'No way through the design: draw the parts it needs.',
  ]);
});

it('says a cache miss path is not held to the brief, and whose misses it fills', () => {
  mounted.render(
    <FlowsTable
      flows={[
        flow('Read a key', { p99_ms: 1 }),
        flow('Fill a miss', { target_p99_ms: null, fills: 'Read a key' }),
        flow('Consume changes', { target_p99_ms: null }),
      ]}
    />,
  );
  const marks = [...mounted.host().querySelectorAll('tbody tr td:nth-child(3)')].map(
    (cell) => cell.textContent,
  );
  expect(rowOf('Fill a miss')).toBe('Fill a miss1,000 req/s: the cache misses of “Read a key”');
  expect(marks).toEqual([
    '1 ms✓ within 500 ms',
    '80 msno target of its own',
    '80 msno answer waits',
  ]);
});
