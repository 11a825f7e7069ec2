/**
 * The layered layout, loaded on first use: dagre is fetched when a learner tidies up or a design
 * arrives without places, never as part of a page's first render.
 */

import type { CanvasDesign } from '@/lib/design';

import type { ImportResult } from './model/import-document';

const layout = () => import('./model/layered-layout');

/** The design laid out in layers where it stands (Tidy up). */
export async function tidiedUp(design: CanvasDesign): Promise<CanvasDesign> {
  const { layeredLayout } = await layout();
  return layeredLayout(design);
}

/** An imported design where its file placed it, or laid out when the file did not say. */
export async function placedImport(
  result: Extract<ImportResult, { ok: true }>,
): Promise<CanvasDesign> {
  if (result.placed) return result.design;
  const { layeredLayout, LAYOUT_ORIGIN } = await layout();
  return layeredLayout(result.design, LAYOUT_ORIGIN);
}

/** A design to be read (the reference): boxes sized to their names, laid out in layers. */
export async function readablyLaidOut(design: CanvasDesign): Promise<CanvasDesign> {
  const { readableLayout } = await layout();
  return readableLayout(design);
}
