// @vitest-environment jsdom
/** The Components table says how many copies ran and where that number came from: the
 * design's count, the run's sizing for the peak, or a service that never runs out. */
import { expect, it } from 'vitest';

import { mountedPerTest } from '@/lib/testing/mounted';

import { ComponentsTable } from './components-table';
import { copiesLine } from './figures';
import { component } from './test-fixtures';

const mounted = mountedPerTest();

it('says whose count of copies ran', () => {
  expect(copiesLine(component('db', { copies: 3, arrival_rps: 70_000 }))).toBe(
    '3 copies, 70K req/s in',
  );
  expect(
    copiesLine(component('db', { copies: 10, sized_for_peak: true, arrival_rps: 70_000 })),
  ).toBe('10 copies sized for the peak, 70K req/s in');
  expect(copiesLine(component('apns', { capacity_per_copy_rps: null, arrival_rps: 500 }))).toBe(
    'never runs out, 500 req/s in',
  );
  expect(
    copiesLine(component('app', { role: 'client', capacity_per_copy_rps: null, arrival_rps: 500 })),
  ).toBe('500 req/s sent');
});

it('explains a count the run chose only when there is one', () => {
  const noted = () => mounted.host().textContent.includes('Sized for the peak:');
  mounted.render(<ComponentsTable components={[component('db')]} highlight={() => undefined} />);
  expect(noted()).toBe(false);
  mounted.render(
    <ComponentsTable
      components={[component('db', { sized_for_peak: true, copies: 4 })]}
      highlight={() => undefined}
    />,
  );
  expect(noted()).toBe(true);
});
