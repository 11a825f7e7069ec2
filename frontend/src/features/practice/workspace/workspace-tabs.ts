/**
 * The workspace's tabs and where they sit. On a wide screen the tools (palette, notes, chat)
 * are a column left of the canvas and the inspector (properties, attempts) a column right of
 * it, each with its own tab; on a phone every tab shares one sheet under the canvas.
 */

export type ToolTab = 'components' | 'notes' | 'chat';
export type InspectorTab = 'properties' | 'simulate' | 'submissions';
export type WorkspaceTab = ToolTab | InspectorTab;
export type PanelLayout = 'columns' | 'sheet';

export const TAB_LABELS: Record<WorkspaceTab, string> = {
  components: 'Components',
  notes: 'Notes',
  chat: 'Chat',
  properties: 'Properties',
  simulate: 'Simulate',
  submissions: 'Attempts',
};

// On a phone the palette and the properties, used most, come first.
const SHEET_ORDER: WorkspaceTab[] = [
  'components',
  'properties',
  'simulate',
  'notes',
  'chat',
  'submissions',
];

export interface TabOffer {
  tools: ToolTab[];
  inspector: InspectorTab[];
}

/** Each column's chosen tab, and which column was chosen from last (what a phone shows). */
export interface TabChoice {
  tool: ToolTab;
  inspector: InspectorTab;
  last: 'tool' | 'inspector';
}

export const FIRST_CHOICE: TabChoice = {
  tool: 'components',
  inspector: 'properties',
  last: 'tool',
};

function isInspectorTab(tab: WorkspaceTab): tab is InspectorTab {
  return tab === 'properties' || tab === 'simulate' || tab === 'submissions';
}

export function chooseTab(choice: TabChoice, tab: WorkspaceTab): TabChoice {
  return isInspectorTab(tab)
    ? { ...choice, inspector: tab, last: 'inspector' }
    : { ...choice, tool: tab, last: 'tool' };
}

export function sheetTabs(offer: TabOffer): WorkspaceTab[] {
  const offered = new Set<WorkspaceTab>([...offer.tools, ...offer.inspector]);
  return SHEET_ORDER.filter((tab) => offered.has(tab));
}

export interface ShownTabs {
  tool: ToolTab;
  inspector: InspectorTab;
  sheet: WorkspaceTab;
}

/** The tab each place shows: the chosen one, or the first when this user is not offered it
 * (a chosen tab can go when the user's capabilities arrive or change). */
export function shownTabs(choice: TabChoice, offer: TabOffer): ShownTabs {
  const tool = offer.tools.includes(choice.tool) ? choice.tool : 'components';
  const inspector = offer.inspector.includes(choice.inspector) ? choice.inspector : 'properties';
  return { tool, inspector, sheet: choice.last === 'inspector' ? inspector : tool };
}

/** Whether the properties of the selection are on screen, or need a hint to reach them. */
export function propertiesShown(layout: PanelLayout, shown: ShownTabs): boolean {
  return (layout === 'columns' ? shown.inspector : shown.sheet) === 'properties';
}
