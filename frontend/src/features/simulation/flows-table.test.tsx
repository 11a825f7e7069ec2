// @vitest-environment jsdom
/** The Flows table says what enters each flow, and that a flow the brief gives no requests is
 * timed for a single request. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { FlowsTable } from './flows-table';
import { flow } from './test-fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  host.remove();
});

function rowOf(name: string): string {
  const header = [...host.querySelectorAll('th[scope=row]')].find((th) =>
    th.textContent.startsWith(name),
  );
  return header?.textContent ?? '';
}

it('shows each flow with the requests a second that enter it, or none', () => {
  act(() => {
    root.render(
      <FlowsTable
        flows={[flow('Open a seat map', { peak_rps: 100_000 }), flow('Search', { peak_rps: 0 })]}
      />,
    );
  });
  expect(rowOf('Open a seat map')).toBe('Open a seat map100K req/s');
  expect(rowOf('Search')).toBe('Searchnone in the brief');
});
