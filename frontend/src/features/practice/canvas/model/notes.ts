/**
 * The notes beside the diagram: five free texts whose names and limit come from the server's
 * definition. The editor keeps them apart from the diagram's undo history (typing a note is
 * not a canvas edit) and joins them back wherever the design is saved or exported.
 */

import {
  DESIGN_LIMITS,
  NOTE_FIELDS,
  type CanvasDesign,
  type DesignNotes,
  type NoteField,
} from '@/lib/design';

export const NOTE_LIMIT = DESIGN_LIMITS.note;

/** The counter shows once this few characters are left. */
const COUNTER_FROM = 200;

export const NOTE_TEXT: Record<NoteField, { label: string; placeholder: string }> = {
  estimates: {
    label: 'Estimates',
    placeholder: 'QPS at average and peak, storage and bandwidth, with the arithmetic',
  },
  api: { label: 'API', placeholder: 'The endpoints or messages, e.g. POST /urls → { code }' },
  data_model: {
    label: 'Data model',
    placeholder: 'Tables, keys or documents, and the partition key',
  },
  consistency: {
    label: 'Consistency',
    placeholder: 'Consistency model, replication mode, idempotency',
  },
  failure_handling: {
    label: 'Failure handling',
    placeholder: 'What happens when each important part fails',
  },
};

export const EMPTY_NOTES = Object.fromEntries(
  NOTE_FIELDS.map((field) => [field, '']),
) as DesignNotes;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A note as text: numbers are kept as their digits (as the server reads them), anything else
 * that is not text reads as empty. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function pickNotes(raw: unknown): DesignNotes {
  const source = isObject(raw) ? raw : {};
  return Object.fromEntries(
    NOTE_FIELDS.map((field) => [field, asText(source[field])]),
  ) as DesignNotes;
}

export type NotesReading = { ok: true; notes: DesignNotes } | { ok: false; message: string };

/** Notes from an imported file: missing ones are empty and unknown ones ignored; one over the
 * limit (counted as the server counts, in characters) refuses the file, as the server would. */
export function readNotes(raw: unknown): NotesReading {
  const notes = pickNotes(raw);
  // Code points, as the server counts them (a textarea's maxLength counts UTF-16 units).
  const tooLong = NOTE_FIELDS.find((field) => Array.from(notes[field]).length > NOTE_LIMIT);
  if (tooLong) {
    return {
      ok: false,
      message: `The "${NOTE_TEXT[tooLong].label}" note is longer than ${String(NOTE_LIMIT)} characters.`,
    };
  }
  return { ok: true, notes };
}

/** The saved design split in two: the diagram, as the undo history holds it, and its notes
 * (empty for a design saved before there were notes). */
export function splitNotes(saved: CanvasDesign): { diagram: CanvasDesign; notes: DesignNotes } {
  if (!('notes' in saved)) return { diagram: saved, notes: EMPTY_NOTES };
  const { notes, ...diagram } = saved;
  return { diagram, notes: pickNotes(notes) };
}

/** The design as it is saved: the diagram with its notes. */
export function withNotes(diagram: CanvasDesign, notes: DesignNotes): CanvasDesign {
  return { ...diagram, notes };
}

/** What the counter under a note says, or null while the note is far from the limit. */
export function charactersLeft(text: string): string | null {
  const left = Math.max(0, NOTE_LIMIT - text.length);
  if (left > COUNTER_FROM) return null;
  return left === 1 ? '1 character left' : `${String(left)} characters left`;
}
