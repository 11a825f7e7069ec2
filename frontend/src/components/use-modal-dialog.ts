import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Drives a native <dialog> as a modal from an `open` flag. The browser then traps focus,
 * closes it on Escape and gives focus back; a click on the backdrop closes it too.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its content) landed on the backdrop.
    if (event.target === event.currentTarget) onClose();
  };
  return { ref, closeOnBackdrop };
}
