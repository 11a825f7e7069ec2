import type { CanvasDesign, DesignNotes } from '@/lib/design';
import { downloadBlob } from './download';
import {
  buildExportDocument,
  clipboardText,
  exportFileName,
  type ProblemForExport,
} from './export-document';

/** Export: copy the JSON plus the review prompt, download the JSON, and say what happened. */
export async function exportDesign(
  problem: ProblemForExport,
  design: CanvasDesign,
  notes: DesignNotes,
) {
  const now = new Date();
  const document_ = buildExportDocument(problem, design, notes, now);
  const json = JSON.stringify(document_, null, 2);
  const fileName = exportFileName(now);
  try {
    downloadBlob(new Blob([json], { type: 'application/json' }), fileName);
    await navigator.clipboard.writeText(clipboardText(document_));
    window.alert(
      `Design exported!\n\n${fileName} was downloaded and the design, with a review prompt, was copied to your clipboard.`,
    );
  } catch (error) {
    console.warn('Export could not copy to the clipboard', error, json);
    window.alert(
      `The design was downloaded as ${fileName}, but could not be copied to the clipboard. The first 500 characters of the data:\n\n${json.slice(0, 500)}\n\nThe full data is logged in the browser console.`,
    );
  }
}
