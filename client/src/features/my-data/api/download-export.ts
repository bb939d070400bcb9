// Downloads the zip of everything with progress. The server streams it as it is built, so there is no
// Content-Length: progress is the bytes received so far (the bar stays indeterminate), read chunk by chunk.
import { RestError, toRestError } from '../../../shared/api/rest';
import { getStoredToken } from '../../../shared/auth/token';

export const EXPORT_URL = '/api/account/export.zip';

function filenameOf(disposition: string | null): string {
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'my-health-data.zip';
}

/** Fetches the zip, reporting bytes as they arrive, then hands it to the browser as a file. */
export async function downloadExport(onBytes: (received: number) => void, signal: AbortSignal): Promise<string> {
  const token = getStoredToken();
  const response = await fetch(EXPORT_URL, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw toRestError(response.status, await response.text());
  if (!response.body) throw new RestError(null, response.status);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  const name = filenameOf(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start saving before the URL goes.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
  return name;
}
