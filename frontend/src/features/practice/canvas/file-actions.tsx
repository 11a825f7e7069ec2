import { useRef, type ChangeEvent } from 'react';

import { buttonClass } from '@/components/button-class';

import { importDocument } from './model/import-document';
import { toMermaid } from './model/mermaid-export';
import type { DesignEditor } from './use-design-editor';

interface FileActionsProps {
  editor: DesignEditor;
  onNotice: (notice: { tone: 'error' | 'success'; text: string }) => void;
}

/** Import a previous export (validated first), and copy the design as a Mermaid flowchart. */
export function FileActions({ editor, onNotice }: FileActionsProps) {
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = importDocument(await file.text());
    if (!result.ok) {
      onNotice({ tone: 'error', text: `Could not import ${file.name}: ${result.message}` });
      return;
    }
    editor.edit(result.design);
    onNotice({
      tone: 'success',
      text: `Imported ${String(result.design.widgets.length)} components from ${file.name}. Undo puts your previous design back.`,
    });
  };

  const copyMermaid = async () => {
    try {
      await navigator.clipboard.writeText(toMermaid(editor.design));
      onNotice({ tone: 'success', text: 'Mermaid flowchart copied to your clipboard.' });
    } catch {
      onNotice({ tone: 'error', text: 'Could not copy to the clipboard.' });
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'small')}
        onClick={() => input.current?.click()}
      >
        Import
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="Import a design file"
        onChange={(event) => void onFile(event)}
      />
      <button
        type="button"
        className={buttonClass('ghost', 'small')}
        onClick={() => void copyMermaid()}
      >
        Mermaid
      </button>
    </>
  );
}
