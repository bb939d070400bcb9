// Route chunks are loaded through `loadChunk`, so every failure looks the same to the error page:
// an error named ChunkLoadError, 'Loading chunk {id} failed' for scripts (missing file, load error or a
// load slower than 120 s) and 'CSS chunk load failed' when Vite could not preload a stylesheet.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

// Vite reports failed preloads (scripts and stylesheets) through 'vite:preloadError' before rethrowing the
// same error object from the dynamic import; remember which ones were stylesheets.
const stylesheetFailures = new WeakSet<object>();
let listening = false;

export function listenForPreloadErrors(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event;
    if (/\bCSS\b/.test(payload.message)) stylesheetFailures.add(payload);
  });
}

function toChunkLoadError(id: string, error: unknown): ChunkLoadError {
  if (isChunkLoadError(error)) return error;
  if (error instanceof Error && stylesheetFailures.has(error)) {
    return new ChunkLoadError('CSS chunk load failed', { cause: error });
  }
  return new ChunkLoadError(`Loading chunk ${id} failed`, { cause: error });
}

/** Runs a dynamic import with the chunk timeout and normalised errors. `id` names the chunk in messages. */
export async function loadChunk<T>(id: string, importer: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading chunk ${id} failed`, { cause: 'timeout' }));
    }, CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([importer(), timeout]);
  } catch (error) {
    throw toChunkLoadError(id, error);
  } finally {
    clearTimeout(timer);
  }
}
