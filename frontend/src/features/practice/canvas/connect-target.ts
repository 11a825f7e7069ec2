import { createContext } from 'react';

/** The component a connection being made from the keyboard would end on, outlined as a line
 * drawn with the mouse outlines its target. */
export const ConnectTargetContext = createContext<string | null>(null);
