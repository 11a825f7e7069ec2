import type { ComponentType } from '@/lib/design';
import { ICON_PATHS } from './model/component-icon-paths';

/** A simple line icon per component type, drawn for Systemcraft. */
export function ComponentIcon({ type, size = 20 }: { type: ComponentType; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={ICON_PATHS[type]} />
    </svg>
  );
}
