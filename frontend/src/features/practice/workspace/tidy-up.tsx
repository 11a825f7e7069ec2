import { useState } from 'react';

import { buttonClass } from '@/components/button-class';

import { tidiedUp } from '../canvas/lay-out';
import type { DesignEditor } from '../canvas/use-design-editor';
import type { Notice } from '../canvas/use-notice';

interface TidyUpProps {
  editor: DesignEditor;
  onNotice: (notice: Notice) => void;
  /** Behind More the button is a row of the list. */
  listed: boolean;
}

/** Tidy up: lays the design out in layers, left to right, as one edit that Undo takes back. */
export function TidyUp({ editor, onNotice, listed }: TidyUpProps) {
  const [working, setWorking] = useState(false);
  const tidy = async () => {
    setWorking(true);
    try {
      editor.rearrange(await tidiedUp(editor.design));
      onNotice({
        tone: 'success',
        text: 'Design tidied up, flowing left to right. Undo puts it back as it was.',
      });
    } catch (error) {
      console.warn('Could not load the layout', error);
      onNotice({ tone: 'error', text: 'Could not tidy up the design. Please try again.' });
    } finally {
      setWorking(false);
    }
  };
  return (
    <button
      type="button"
      className={buttonClass(listed ? 'ghost' : 'secondary', 'small')}
      disabled={working || editor.design.widgets.length < 2}
      aria-busy={working}
      title="Lay the design out left to right so no line crosses a box (Undo takes it back)"
      onClick={() => void tidy()}
    >
      Tidy up
    </button>
  );
}
