// The few REST doors GraphQL cannot serve (raw uploads with progress, file downloads). Each call carries the
// same bearer token as the GraphQL client; a refused call becomes a RestError with the server's message.
import { getStoredToken } from '../auth/token';
import { banDetailsFrom } from '../auth/ban-details';
import { emitSessionEnded } from '../auth/session-events';

export class RestError extends Error {
  constructor(
    /** The server's `message`, or null when the answer carried none (network down, proxy page...). */
    readonly serverMessage: string | null,
    readonly status: number,
    readonly code: string | null = null,
    readonly field: string | null = null,
    /** The answer's other members (retryAfterSeconds, reason...), for the translated text (error-text.ts). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'RestError';
  }
}

function authHeaders(): Record<string, string> {
  const token = getStoredToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function toRestError(status: number, bodyText: string): RestError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (e.g. a proxy's page): no server message.
  }
  const code = text(body.code);
  if (code === 'UNAUTHENTICATED') emitSessionEnded(code);
  if (code === 'ACCOUNT_BANNED') emitSessionEnded(code, banDetailsFrom(body));
  return new RestError(text(body.message), status, code, text(body.field), body);
}

interface UploadOptions {
  url: string;
  body: Blob;
  contentType: string;
  /** Fraction of the body sent, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POSTs raw bytes with upload progress (XMLHttpRequest: fetch cannot report it); resolves to the JSON answer. */
export function uploadWithProgress({ url, body, contentType, onProgress, signal }: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', contentType);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as unknown);
        } catch {
          reject(new RestError(null, xhr.status));
        }
      } else {
        reject(toRestError(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => {
      reject(new RestError(null, 0));
    };
    xhr.onabort = () => {
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(body);
  });
}

function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // Malformed: try the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** GETs a file with the bearer token and hands it to the browser as a download. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: authHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw toRestError(response.status, await response.text());
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = filenameOf(response.headers.get('content-disposition'), fallbackName);
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => {
    URL.revokeObjectURL(objectUrl);
  }, 10_000);
}
