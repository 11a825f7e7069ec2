/**
 * Which of the toolbar's tools sit in its row and which behind More, by the room there is:
 * everything in the row on a wide screen, Tidy up and the file tools behind More on a narrower
 * one, and on a phone only the score action in the row, so the toolbar stays one row at every
 * width.
 */

/** The breakpoints of workspace.module.css and toolbar.module.css. */
export const COMPACT_QUERY = '(max-width: 900px)';
export const WIDE_QUERY = '(min-width: 1360px)';

export type WorkspaceSize = 'wide' | 'medium' | 'compact';

export type ToolbarTool = 'details' | 'history' | 'tidy' | 'clear' | 'files' | 'export';

const TOOLS: ToolbarTool[] = ['details', 'history', 'tidy', 'clear', 'files', 'export'];

const BEHIND_MORE: Record<WorkspaceSize, ToolbarTool[]> = {
  wide: [],
  medium: ['tidy', 'files'],
  compact: TOOLS,
};

export function toolbarPlaces(size: WorkspaceSize): { row: ToolbarTool[]; more: ToolbarTool[] } {
  const more = BEHIND_MORE[size];
  return { row: TOOLS.filter((tool) => !more.includes(tool)), more };
}
