import { createContext, useContext } from 'react';

export interface Renaming {
  /** The component whose name is being typed over, if any. */
  id: string | null;
  /** Ends the typing: `name` null keeps the old name; `refocus` puts the focus back on the
   * component (after Enter or Escape, not after a click elsewhere). */
  finish: (name: string | null, refocus: boolean) => void;
}

export const RenameContext = createContext<Renaming>({ id: null, finish: () => undefined });

export const RenameProvider = RenameContext.Provider;

/** Whether the component `id` is being renamed. */
export function useRenaming(id: string): boolean {
  return useContext(RenameContext).id === id;
}
