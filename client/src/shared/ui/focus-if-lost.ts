// A dialog gives focus back to the control that opened it. When that control is gone (its row was removed, an
// empty state was replaced) or disabled by what the dialog did, focus cannot go back and falls to <body>: the
// next Tab starts again at the top of the page. These put it on a control that is still there instead.
import { focusedByKeeper } from './use-focus-keeper';

/**
 * Focuses `target` when focus is on <body> (or nowhere), or where the layout's keeper put it while this feature
 * was still busy (use-focus-keeper.ts: a guess, which the feature's own choice replaces).
 */
export function refocusIfLost(target: HTMLElement | null): void {
  const active = document.activeElement;
  if (!active || active === document.body || focusedByKeeper(active)) target?.focus();
}

/**
 * For a dialog's transition `onExited` (`node`: the closed dialog): focus still inside it (it could not go
 * back) or on <body> moves to `target`.
 */
export function focusIfLost(node: HTMLElement, target: HTMLElement | null): void {
  if (document.activeElement && node.contains(document.activeElement)) target?.focus();
  else refocusIfLost(target);
}
