import type { CanvasDesign } from '@/lib/design';

import type { Selection } from '../canvas/model/editor-state';

/** The one selected item, as the hint names it. */
export interface SelectedItem {
  id: string;
  name: string;
}

/** The one selected item and what the hint calls it, or null when there is not exactly one. */
export function selectedItem(design: CanvasDesign, selection: Selection): SelectedItem | null {
  const { components, connections } = selection;
  if (components.length + connections.length !== 1) return null;
  const [connection] = connections;
  if (connection !== undefined) return { id: connection, name: 'A connection' };
  const component = design.widgets.find((widget) => widget.id === components[0]);
  return component ? { id: component.id, name: component.name.trim() || 'A component' } : null;
}
