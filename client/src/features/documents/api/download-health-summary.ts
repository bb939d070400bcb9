// Downloads the health summary PDF with progress. The server streams it (no Content-Length), so progress is
// the bytes received so far, read chunk by chunk; then the browser saves it as a file.
import { RestError, toRestError } from '../../../shared/api/rest';
import { getStoredToken } from '../../../shared/auth/token';

export const SUMMARY_SECTIONS = ['identity', 'conditions', 'medications', 'allergies', 'labs', 'vitals', 'alerts'] as const;
export type SummarySection = (typeof SUMMARY_SECTIONS)[number];
export const SUMMARY_LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
export type SummaryLanguage = (typeof SUMMARY_LANGUAGES)[number];

export function summaryUrl(sections: SummarySection[], language: SummaryLanguage): string {
  const q = new URLSearchParams({ sections: sections.join(','), lang: language });
  return `/api/documents/health-summary.pdf?${q.toString()}`;
}

export async function downloadHealthSummary(
  sections: SummarySection[],
  language: SummaryLanguage,
  onBytes: (received: number) => void,
  signal: AbortSignal,
): Promise<string> {
  const token = getStoredToken();
  const response = await fetch(summaryUrl(sections, language), {
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
  const name = /filename="([^"]+)"/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'health-summary.pdf';
  const url = URL.createObjectURL(new Blob(chunks, { type: 'application/pdf' }));
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
