/** Saves `blob` as a download named `fileName`, as if the user had followed a link to it. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download reads the URL after this task ends, so it is revoked a little later.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
