// Debounced autosave of one note, conflict-safe across tabs. Every save names the version it was edited from;
// when another tab saved in between, the server answers CONFLICT with its note and autosaving stops until the
// user chooses (keep mine → save over the version they were shown; take theirs → adopt it). Nothing is
// overwritten without the user seeing both texts. A newer version arriving live while nothing is pending is
// adopted at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateNoteDocument } from '../../../gql/graphql';
import { conflictOf, sameDraft } from './note-draft';
import type { NoteDraft, StoredNote } from './note-draft';

export const AUTOSAVE_DELAY_MS = 700;

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error' | 'conflict';

/** Only the input fields (the note from the cache carries id, dates and __typename too). */
const pick = (n: NoteDraft): NoteDraft => ({ title: n.title, body: n.body, color: n.color, linkedDate: n.linkedDate ?? null });

export function useNoteAutosave(id: string, server: StoredNote) {
  const [save] = useMutation(UpdateNoteDocument);
  const [draft, setDraft] = useState<NoteDraft>(() => pick(server));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<unknown>(null);
  const [conflict, setConflict] = useState<StoredNote | null>(null);
  /**
   * Counts "take theirs": the editor starts its fields afresh on it. A field can show text that is not its value
   * (a half-typed day is not passed on), and adopting a value equal to the old one would leave that text there.
   */
  const [adopted, setAdopted] = useState(0);
  const version = useRef(server.version);
  const latest = useRef<NoteDraft>(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const blocked = useRef(false);
  /** flush, for the re-save it schedules from inside itself. */
  const again = useRef<() => void>(() => undefined);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current || blocked.current) return;
    const sent = latest.current;
    inFlight.current = true;
    setStatus('saving');
    try {
      const res = await save({ variables: { id, expectedVersion: version.current, input: sent } });
      if (res.data) version.current = res.data.updateNote.version;
      setError(null);
      if (sameDraft(sent, latest.current)) setStatus('saved');
      else timer.current = setTimeout(() => again.current(), AUTOSAVE_DELAY_MS);
    } catch (err) {
      const stored = conflictOf(err);
      if (stored) {
        blocked.current = true;
        setConflict(stored);
        setStatus('conflict');
      } else {
        setError(err);
        setStatus('error');
      }
    } finally {
      inFlight.current = false;
    }
  }, [id, save]);
  useEffect(() => {
    again.current = () => void flush();
  }, [flush]);

  const change = useCallback(
    (patch: Partial<NoteDraft>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setDraft(next);
      if (blocked.current) return;
      setStatus('unsaved');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** Keep my text: save it over the version I have now been shown. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    version.current = conflict.version;
    blocked.current = false;
    setConflict(null);
    void flush();
  }, [conflict, flush]);

  /** Take the stored text and drop mine. */
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    version.current = conflict.version;
    blocked.current = false;
    latest.current = pick(conflict);
    setDraft(pick(conflict));
    setAdopted((n) => n + 1);
    setConflict(null);
    setStatus('saved');
  }, [conflict]);

  // A newer version saved elsewhere (subscription) is adopted when this tab has nothing pending.
  useEffect(() => {
    if (server.version <= version.current || timer.current || inFlight.current || blocked.current) return;
    if (status !== 'saved') return;
    version.current = server.version;
    latest.current = pick(server);
    // Syncing from an external store (the Apollo cache, updated by a live event), only when nothing is pending.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(pick(server));
  }, [server, status]);

  // Leaving the note (or the page) saves what is pending.
  useEffect(
    () => () => {
      if (timer.current) void flush();
    },
    [flush],
  );

  return { draft, change, status, error, conflict, keepMine, takeTheirs, adopted, retry: flush };
}
