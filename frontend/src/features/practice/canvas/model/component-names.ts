/** How components are named to people: on screen readers, in lists and in announcements. */

import type { CanvasComponent } from '@/lib/design';

import { COMPONENT_CATALOGUE } from './component-types';

/** The component's name, with its kind when the name alone does not say it: 'Route 53 (DNS)'. */
export function spokenName(component: Pick<CanvasComponent, 'name' | 'type'>): string {
  const kind = COMPONENT_CATALOGUE[component.type].name;
  const name = component.name.trim();
  if (!name) return kind;
  return name === kind ? name : `${name} (${kind})`;
}

/** A name per component that tells it apart from the others: a second 'Server' is
 * 'Server 2', in the order they were added. */
export function distinctNames(components: readonly CanvasComponent[]): Map<string, string> {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const component of components) {
    const name = spokenName(component);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    names.set(component.id, count === 1 ? name : `${name} ${String(count)}`);
  }
  return names;
}

/** A connection as a screen reader names it: its protocol, then where it runs. */
export const connectionName = (protocol: string, from: string, to: string) =>
  `${protocol} connection from ${from} to ${to}`;
