/** Saves a blob as a file download through a temporary link (works in every browser without a library). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
