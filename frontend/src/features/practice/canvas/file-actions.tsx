import type { CanvasDesign, DesignNotes } from '@/lib/design';
import { useRef, useState, type ChangeEvent } from 'react';

import { buttonClass } from '@/components/button-class';

import { useCanvasHandle } from './canvas-handle';
import { exportDiagramImage } from './model/export-image';
import type { ImageFormat } from './model/diagram-image';
import { ImportNotesQuestion, type NotesAnswer } from './import-notes-question';
import { placedImport } from './lay-out';
import { importDocument, type ImportResult } from './model/import-document';
import { toMermaid } from './model/mermaid-export';
import type { DesignEditor } from './use-design-editor';
import type { Notice } from './use-notice';

interface FileActionsProps {
  editor: DesignEditor;
  onNotice: (notice: Notice) => void;
  /** The problem on the canvas: a file made for another asks before replacing its notes. */
  problemId: string;
}

type Imported = Extract<ImportResult, { ok: true }>;

const isEmpty = (design: CanvasDesign) => design.widgets.length === 0;

const hasNotes = (notes: DesignNotes) => Object.values(notes).some((note) => note.trim());

/**
 * Import a previous export (validated first; its notes replace the editor's, after asking when
 * the file was made for another problem; laid out when it carries no places), copy the design
 * as a Mermaid flowchart, and download the diagram as a PNG or SVG image.
 */
export function FileActions({ editor, onNotice, problemId }: FileActionsProps) {
  const input = useRef<HTMLInputElement>(null);
  const canvas = useCanvasHandle();
  const [drawing, setDrawing] = useState(false);
  const [asking, setAsking] = useState<{ result: Imported; fileName: string } | null>(null);

  const bringIn = async (result: Imported, fileName: string, notes: 'keep' | 'replace') => {
    editor.rearrange(await placedImport(result));
    const count = String(result.design.widgets.length);
    if (notes === 'keep') {
      onNotice({
        tone: 'success',
        text: `Imported ${count} components from ${fileName}; your notes stay as they were. Undo puts your previous diagram back.`,
      });
      return;
    }
    editor.setNotes(result.notes);
    onNotice({
      tone: 'success',
      text: `Imported ${count} components and the notes from ${fileName}. Undo puts your previous diagram back; the notes stay as imported.`,
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = importDocument(await file.text());
    if (!result.ok) {
      onNotice({ tone: 'error', text: `Could not import ${file.name}: ${result.message}` });
      return;
    }
    const elsewhere = result.problem !== null && result.problem.id !== problemId;
    if (elsewhere && hasNotes(editor.notes)) setAsking({ result, fileName: file.name });
    else await bringIn(result, file.name, 'replace');
  };

  const answer = (choice: NotesAnswer) => {
    const pending = asking;
    setAsking(null);
    if (pending && choice !== 'cancel') void bringIn(pending.result, pending.fileName, choice);
  };

  const copyMermaid = async () => {
    try {
      await navigator.clipboard.writeText(toMermaid(editor.design));
      onNotice({ tone: 'success', text: 'Mermaid flowchart copied to your clipboard.' });
    } catch {
      onNotice({ tone: 'error', text: 'Could not copy to the clipboard.' });
    }
  };

  const saveImage = async (format: ImageFormat) => {
    const flow = canvas.current?.element();
    const kind = format.toUpperCase();
    if (!flow) return;
    setDrawing(true);
    try {
      const fileName = await exportDiagramImage(format, flow, editor.design);
      onNotice(
        fileName
          ? { tone: 'success', text: `Diagram downloaded as ${fileName}.` }
          : {
              tone: 'error',
              text: `The canvas is empty: add a component before saving a ${kind}.`,
              holds: isEmpty,
            },
      );
    } catch (error) {
      console.warn(`Could not draw the diagram as ${kind}`, error);
      onNotice({ tone: 'error', text: `Could not save the diagram as ${kind}. Please try again.` });
    } finally {
      setDrawing(false);
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
      <ImportNotesQuestion
        question={
          asking && {
            fileName: asking.fileName,
            otherTitle: asking.result.problem?.title ?? null,
          }
        }
        onAnswer={answer}
      />
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
      {(['png', 'svg'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={buttonClass('ghost', 'small')}
          disabled={drawing}
          title={`Download the diagram as ${format.toUpperCase()}`}
          onClick={() => void saveImage(format)}
        >
          {format.toUpperCase()}
        </button>
      ))}
    </>
  );
}
