import type { CanvasDesign } from '@/lib/design';

import type { Selection } from '../canvas/editor-state';

/** What the hint calls the one selected item, or null when there is not exactly one. */
export function selectedItemName(design: CanvasDesign, selection: Selection): string | null {
  const { components, connections } = selection;
  if (components.length + connections.length !== 1) return null;
  if (connections.length === 1) return 'A connection';
  const component = design.widgets.find((widget) => widget.id === components[0]);
  return component ? component.name.trim() || 'A component' : null;
}
