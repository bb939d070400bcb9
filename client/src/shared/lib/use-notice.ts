// A transient notice ("Saved", "Sent", a mail that arrived, an error) for a Snackbar.
//
// Why not a plain `useState<string | null>`: MUI starts a Snackbar's auto-hide timer when `open` turns true and
// not when its message changes, so a notice that replaced one still showing closed on the first one's timer —
// at once, if that timer was nearly spent. Each notice here carries a sequence number; render the Snackbar with
// `key={notice.seq}` and every notice is a Snackbar of its own with its full display time. Closing keeps the
// value, so the exit transition still shows the text instead of an empty bar.
import { useCallback, useState } from 'react';

export interface Notice<T> {
  value: T;
  /** Changes with every `show`: the Snackbar's key. */
  seq: number;
  open: boolean;
}

export interface NoticeState<T> {
  notice: Notice<T> | null;
  show: (value: T) => void;
  close: () => void;
}

export function useNotice<T = string>(): NoticeState<T> {
  const [notice, setNotice] = useState<Notice<T> | null>(null);
  const show = useCallback((value: T) => setNotice((n) => ({ value, seq: (n?.seq ?? 0) + 1, open: true })), []);
  const close = useCallback(() => setNotice((n) => (n?.open ? { ...n, open: false } : n)), []);
  return { notice, show, close };
}
