// Widgets that would all mount in one commit mount one per task instead. The overview's six small charts get
// their code and their data at the same moment: mounted together they were one commit of ~90 ms on a desktop
// (each chart measures itself in a layout effect and renders again at once), about 350 ms on a phone at
// Lighthouse's 4× slowdown, all of it blocking. Each widget asks for a turn; turns are given in the order asked,
// each in a task of its own, and the next only once the previous widget has committed (or is gone).
import { useEffect, useState } from 'react';

const queue: (() => void)[] = [];
/** A turn is given and its widget has not committed yet. */
let busy = false;

function giveNext(): void {
  const grant = queue.shift();
  busy = grant !== undefined;
  if (grant) setTimeout(grant, 0);
}

/**
 * True once this widget's turn has come (then for good). `wanted`: the widget has something to show; `prepare`
 * (a stable function, e.g. loading the widget's code) runs before the turn is asked for, so the turn is not
 * spent waiting for it.
 */
export function useTurn(wanted: boolean, prepare?: () => Promise<unknown>): boolean {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    if (!wanted || granted) return;
    let state: 'preparing' | 'queued' | 'granted' | 'gone' = 'preparing';
    const grant = () => {
      if (state === 'gone') {
        giveNext();
        return;
      }
      state = 'granted';
      setGranted(true);
    };
    const enqueue = () => {
      if (state !== 'preparing') return;
      state = 'queued';
      queue.push(grant);
      if (!busy) giveNext();
    };
    // A failed preparation still asks: the widget then shows its own failure (a lazy import's error boundary).
    if (prepare) void prepare().then(enqueue, enqueue);
    else enqueue();
    return () => {
      if (state === 'queued') {
        const at = queue.indexOf(grant);
        if (at >= 0) queue.splice(at, 1);
      }
      // Granted: this runs after the render that drew the widget has committed (its passive effects), or when
      // the widget is gone before that; either way the next one may go.
      if (state === 'granted') giveNext();
      state = 'gone';
    };
  }, [wanted, granted, prepare]);
  return granted;
}
