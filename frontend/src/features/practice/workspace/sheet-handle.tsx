import styles from './workspace.module.css';

/** How much of a phone's workspace the sheet of panels takes. */
export type SheetSize = 'half' | 'full';

interface SheetHandleProps {
  size: SheetSize;
  onToggle: () => void;
}

/** The grab handle on top of the phone's sheet: raises it over most of the canvas for a long
 * form or conversation, and lowers it again. */
export function SheetHandle({ size, onToggle }: SheetHandleProps) {
  const label = size === 'full' ? 'Collapse panels' : 'Expand panels';
  return (
    <div className={styles.sheetHandle}>
      <button type="button" aria-label={label} title={label} onClick={onToggle}>
        <span aria-hidden="true" />
      </button>
    </div>
  );
}
