/**
 * The design document, typed and worded as the server defines it (backend/systemcraft/design):
 * the canvas's design as saved, the export document, and their shared vocabulary. Everything
 * here comes from files `make client` generates, so the two sides cannot drift.
 */

import type { components } from '@/lib/api/schema';

import type { components as exportSchemas } from './generated/export-document';
import type { COMPONENT_TYPES, NOTE_FIELDS, SIDES } from './generated/vocabulary';

export {
  COMPONENT_CATALOGUE,
  COMPONENT_TYPES,
  COPIES_FIELD,
  DEFAULT_CONNECTION,
  DESIGN_LIMITS,
  EXPORT_VERSION,
  NOTE_FIELDS,
  PROTOCOLS,
  SYNC_MODES,
} from './generated/vocabulary';

export type ComponentType = (typeof COMPONENT_TYPES)[number];
export type Side = (typeof SIDES)[number];
export type NoteField = (typeof NOTE_FIELDS)[number];

/** One building block on the canvas, with its place, size, name, notes and properties. */
export type CanvasComponent = components['schemas']['CanvasComponent'];
export type CanvasConnection = components['schemas']['CanvasConnection'];
export type ConnectionProperties = components['schemas']['ConnectionProperties'];
/** The canvas's design as saved; `widgets` is the stored name of its component list. */
export type CanvasDesign = components['schemas']['CanvasDesign'];
/** The five notes beside the diagram, as the canvas saves them. */
export type DesignNotes = components['schemas']['CanvasNotes'];
export type Properties = CanvasComponent['properties'];
export type PropertyValue = Properties[string];

/** The export document exactly as the canvas writes it. */
export type ExportDocument = exportSchemas['schemas']['ExportDocument'];
export type ExportedProblem = ExportDocument['problem'];
