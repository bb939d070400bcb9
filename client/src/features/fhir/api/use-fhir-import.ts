// One FHIR import: follow the server's progress stream (subscribed before the upload starts), upload the file
// with upload progress, then show the result. On success the record lists and twin pages are read again.
import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { FhirImportProgressDocument, RecordsDocument, type FhirImportProgressSubscription } from '../../../gql/graphql';
import { getConnectionState } from '../../../shared/api/connection-state';
import { uploadWithProgress } from '../../../shared/api/rest';
import { parseImportResult, type FhirImportResult } from './import-result';

export const MAX_BUNDLE_BYTES = 20 * 1024 * 1024;

/** The error of a file refused before upload (the server would answer 413). */
export const TOO_LARGE = Symbol('too large');

export type ServerProgress = FhirImportProgressSubscription['fhirImportProgress'];

export interface ImportState {
  status: 'idle' | 'running' | 'done' | 'failed';
  fileName: string;
  /** Fraction of the file uploaded, 0–1. */
  uploaded: number;
  server: ServerProgress | null;
  result: FhirImportResult | null;
  error: unknown;
}

const IDLE: ImportState = { status: 'idle', fileName: '', uploaded: 0, server: null, result: null, error: null };

/** Waits (briefly) for the subscription socket, so the first progress events are not missed. */
async function socketReady(timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (getConnectionState().status !== 'live' && Date.now() - start < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function useFhirImport() {
  const client = useApolloClient();
  const [state, setState] = useState<ImportState>(IDLE);
  const running = useRef(false);

  const start = useCallback(
    async (file: File) => {
      if (running.current) return;
      if (file.size > MAX_BUNDLE_BYTES) {
        setState({ ...IDLE, status: 'failed', fileName: file.name, error: TOO_LARGE });
        return;
      }
      running.current = true;
      const importId = crypto.randomUUID();
      setState({ ...IDLE, status: 'running', fileName: file.name });
      const subscription = client.subscribe({ query: FhirImportProgressDocument, variables: { importId } }).subscribe({
        next: ({ data }) => {
          const server = data?.fhirImportProgress;
          if (server) setState((s) => (s.status === 'running' ? { ...s, server } : s));
        },
        error: () => undefined, // Progress is a nicety: the upload's answer is what counts.
      });
      try {
        await socketReady();
        const answer = await uploadWithProgress({
          url: `/api/fhir/import?importId=${encodeURIComponent(importId)}`,
          body: file,
          contentType: 'application/fhir+json',
          onProgress: (uploaded) => {
            setState((s) => ({ ...s, uploaded }));
          },
        });
        setState((s) => ({ ...s, status: 'done', uploaded: 1, result: parseImportResult(answer) }));
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'twin' });
        client.cache.gc();
        // The list on screen shows the new records; other cached lists refresh when shown (cache-and-network).
        void client.refetchQueries({ include: [RecordsDocument] }).catch(() => undefined);
      } catch (error) {
        setState((s) => ({ ...s, status: 'failed', error }));
      } finally {
        subscription.unsubscribe();
        running.current = false;
      }
    },
    [client],
  );

  const reset = useCallback(() => {
    if (!running.current) setState(IDLE);
  }, []);

  return { state, start, reset };
}
