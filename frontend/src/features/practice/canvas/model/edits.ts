/**
 * Edits made from the palette and the Properties panel rather than by a shortcut: pure
 * functions of the editor state, returning what changes as a command does, and what to announce.
 */

import type { ComponentType } from '@/lib/design';

import { insert } from './commands';
import type { CommandResult, EditorState } from './editor-state';
import { distinctNames } from './component-names';
import { connectFacingSides, newComponent } from './design';
import { alreadyLinked, areLinked } from './linking';
import { freeSpotNear } from './placement';

type Point = { x: number; y: number };

/** A new component of `type` in the free spot nearest `centre`, selected. */
export function addNear(state: EditorState, type: ComponentType, centre: Point): CommandResult {
  const design = state.history.present;
  // A full canvas (some 800 components) takes the middle rather than refusing.
  const spot = freeSpotNear(design.widgets, centre) ?? centre;
  return addAt(state, type, spot);
}

/** A new component of `type` with its top-left corner at `at`, selected. */
export function addAt(state: EditorState, type: ComponentType, at: Point): CommandResult {
  const component = newComponent(type, at.x, at.y);
  return {
    ...insert(state, { widgets: [component], connections: [] }),
    announce: `${component.name} added and selected.`,
  };
}

/** Connects `fromId` to `toId` by the sides that face each other; null when they cannot be,
 * only an announcement when they already are. */
export function connectFacing(state: EditorState, fromId: string, toId: string) {
  const design = state.history.present;
  const names = distinctNames(design.widgets);
  // Never a second connection between the same two: said instead of done.
  if (areLinked(design, fromId, toId)) {
    return { announce: alreadyLinked(names.get(fromId) ?? '', names.get(toId) ?? '') };
  }
  const next = connectFacingSides(design, fromId, toId);
  if (!next) return null;
  const result: CommandResult = {
    design: next,
    announce: `Connected ${names.get(fromId) ?? ''} to ${names.get(toId) ?? ''}.`,
  };
  return result;
}
