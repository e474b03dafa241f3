/** The name the server gave a download (Content-Disposition), or a fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Saves a file the page received (a bearer-authenticated download cannot be a plain link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
