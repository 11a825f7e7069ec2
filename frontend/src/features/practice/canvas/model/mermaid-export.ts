/** The design as a Mermaid flowchart, to paste into notes and docs. */

import type { CanvasDesign } from '@/lib/design';

const safeId = (id: string, index: number) =>
  `n${String(index)}_${id.replace(/[^A-Za-z0-9_]/g, '_')}`;
// Quotes and brackets would end a Mermaid label early; keep the words, drop the syntax.
const safeLabel = (text: string) =>
  text
    .replace(/["[\]{}()<>|#;`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function toMermaid(design: CanvasDesign): string {
  const ids = new Map(
    design.widgets.map((component, index) => [component.id, safeId(component.id, index)]),
  );
  const lines = ['flowchart LR'];
  for (const component of design.widgets) {
    lines.push(
      `  ${ids.get(component.id) ?? ''}["${safeLabel(component.name) || component.type}"]`,
    );
  }
  for (const connection of design.connections) {
    const from = ids.get(connection.from.widgetId);
    const to = ids.get(connection.to.widgetId);
    if (!from || !to) continue;
    const arrow = connection.properties.sync === 'Asynchronous' ? '-.->' : '-->';
    lines.push(`  ${from} ${arrow}|${safeLabel(connection.properties.protocol)}| ${to}`);
  }
  return lines.join('\n');
}
