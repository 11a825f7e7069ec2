import type { Box } from './alignment';

const CELL = 160;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const NONE: ReadonlySet<Box> = new Set();

/** Boxes bucketed by 160 px cell, so a look-up checks only the boxes nearby. */
export class BoxIndex {
  private readonly cells = new Map<string, Box[]>();

  add(box: Box) {
    for (const key of this.keys(box)) {
      const list = this.cells.get(key) ?? [];
      list.push(box);
      this.cells.set(key, list);
    }
  }

  /** True when `box` overlaps a box in the index other than those `ignore` names. */
  hits(box: Box, ignore: ReadonlySet<Box> = NONE): boolean {
    return this.keys(box).some((key) =>
      (this.cells.get(key) ?? []).some((other) => !ignore.has(other) && overlap(box, other)),
    );
  }

  private keys(box: Box): string[] {
    const keys: string[] = [];
    for (let x = Math.floor(box.x / CELL); x <= Math.floor((box.x + box.width) / CELL); x++) {
      for (let y = Math.floor(box.y / CELL); y <= Math.floor((box.y + box.height) / CELL); y++) {
        keys.push(`${String(x)}:${String(y)}`);
      }
    }
    return keys;
  }
}
