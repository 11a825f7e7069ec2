/** A React root in a fresh element for each test of the file that calls it, unmounted after
 * the test: what component tests render into without a testing library. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  /** The element the current test renders into. */
  host: () => HTMLDivElement;
  /** Renders `node` (again) into it, effects flushed. */
  render: (node: ReactNode) => void;
}

export function mountedPerTest(): Mounted {
  let root: Root;
  let host: HTMLDivElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => {
      root.unmount();
    });
    host.remove();
  });
  return {
    host: () => host,
    render: (node) => {
      act(() => {
        root.render(node);
      });
    },
  };
}
