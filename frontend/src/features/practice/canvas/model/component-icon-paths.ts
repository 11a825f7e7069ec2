/** Each component type's line icon as SVG path data on a 24 x 24 grid, drawn for Systemcraft;
 * the canvas and the exported SVG draw the same paths. */

import type { ComponentType } from '@/lib/design';

export const ICON_PATHS: Record<ComponentType, string> = {
  client: 'M4 5h16v11H4z M9 20h6 M12 16v4',
  dns: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
  cdn: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M7 8l2 2 M17 8l-2 2 M7 16l2-2 M17 16l-2-2 M12 12h.01',
  'load-balancer':
    'M12 4v5 M12 9l-7 6 M12 9l7 6 M12 9v6 M3 15h4v4H3z M10 15h4v4h-4z M17 15h4v4h-4z',
  server: 'M4 4h16v6H4z M4 14h16v6H4z M8 7h.01 M8 17h.01',
  cache: 'M13 2L4 14h7l-1 8 9-12h-7z',
  database: 'M4 6c0-2 16-2 16 0v12c0 2-16 2-16 0z M4 6c0 2 16 2 16 0 M4 12c0 2 16 2 16 0',
  queue: 'M3 8h4v8H3z M10 8h4v8h-4z M17 8h4v8h-4z',
  'pub-sub':
    'M12 12h.01 M12 5v3 M12 16v3 M5 12h3 M16 12h3 M7 7l2 2 M17 7l-2 2 M7 17l2-2 M17 17l-2-2',
};
