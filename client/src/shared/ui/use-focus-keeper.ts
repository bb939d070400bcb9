// The signed-in pages' safety net for keyboard focus. An action often removes or replaces the control that had
// focus: a mail moved to the trash, a note deleted, Follow swapped for Unfollow, a composer emptied, a cart step
// replaced by the next. The browser then puts focus on <body>, the focus ring vanishes and the next Tab starts
// again at "Skip to main content" (WCAG 2.4.3). Features that know a better place say so themselves
// (focus-if-lost.ts); where none did, this puts focus back near where it was: on the first control of the
// closest part of the page that is still there, or on the main region when the whole page changed.
import { useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ');

const shown = (el: Element) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"], [inert]');

// Where the keeper last put focus: a guess, which a feature that knows better replaces (focus-if-lost.ts treats
// focus there as lost), even when its own choice comes later, after a round trip.
let guessed: WeakRef<Element> | null = null;

/** Whether `el` has focus only because the keeper put it there (no action of the person's since). */
export function focusedByKeeper(el: Element | null): boolean {
  return el !== null && guessed?.deref() === el;
}

/** The first control of `area` a person can reach with Tab, or null. */
function firstControl(area: Element): HTMLElement | null {
  for (const el of area.querySelectorAll<HTMLElement>(FOCUSABLE)) if (shown(el)) return el;
  return null;
}

/** Keeps keyboard focus off <body> inside the region `mainId` (see above). Installed once, by the layout. */
export function useFocusKeeper(mainId: string) {
  useEffect(() => {
    // The focused control and its ancestors up to the main region, recorded while they are in the page: once
    // removed, a control no longer knows where it was.
    let focused: Element | null = null;
    let ancestors: Element[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The page is watched only while one of its controls has (or last had) focus: a page loading, or read without
    // the keyboard, pays nothing for it (every change of a live chart would otherwise reach the callback).
    let watching = false;
    const watch = (on: boolean) => {
      if (on === watching) return;
      watching = on;
      if (on) observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
      else observer.disconnect();
    };
    const onFocusIn = (event: FocusEvent) => {
      const main = document.getElementById(mainId);
      const target = event.target;
      pressed = false;
      if (guessed?.deref() !== target) guessed = null;
      // Focus that leaves the page for a dialog or menu (a portal) keeps the page's record: closing it gives focus
      // back to the control that opened it, which the dialog's action may have removed (a deleted row's button).
      if (!main || !(target instanceof Element) || !main.contains(target)) return;
      focused = null;
      ancestors = [];
      if (target === main) {
        watch(false);
        return;
      }
      focused = target;
      waits = 0;
      for (let el = target.parentElement; el && el !== main; el = el.parentElement) ancestors.push(el);
      ancestors.push(main);
      watch(true);
    };
    // A control that is disabled keeps its place but loses focus; some browsers say so with a focusout.
    const observer = new MutationObserver(() => check());
    // Focus on <body> because the control went (removed, disabled, hidden), not because the person clicked
    // somewhere that takes no focus: a pointer press since the last focus is the person's own choice.
    let pressed = false;
    const onBody = () => {
      const active = document.activeElement;
      return !pressed && focused !== null && (!active || active === document.body);
    };
    const usable = (el: Element): el is HTMLElement => el.isConnected && el.matches(FOCUSABLE) && shown(el);
    const lost = () => onBody() && focused !== null && !usable(focused);
    let waits = 0;
    const rescue = () => {
      timer = undefined;
      if (!onBody() || focused === null) return;
      // A dialog or menu still on screen, or still closing: it gives focus back itself when it has gone, and the
      // feature that opened it may choose the place (focus-if-lost.ts, in the dialog's onExited). Ask again later.
      if (document.querySelector('.MuiModal-root:not(.MuiModal-hidden)')) {
        timer = setTimeout(rescue, 100);
        return;
      }
      const main = document.getElementById(mainId);
      // Back to the control itself when it only went away for a moment (disabled while its action ran).
      if (usable(focused)) {
        waits = 0;
        guessed = null;
        focused.focus({ preventScroll: true });
        return;
      }
      // Still in the page but disabled (its action is running): it usually comes back within a round trip.
      if (focused.isConnected && waits < 20) {
        waits += 1;
        timer = setTimeout(rescue, 100);
        return;
      }
      const area = ancestors.find((el) => el.isConnected);
      focused = null;
      ancestors = [];
      watch(false);
      if (!main || !area) return;
      // The whole page changed (another route, or the page's own content swapped): its main region, as the
      // skip link does, rather than a control the person has not seen yet.
      const target = area === main ? main : (firstControl(area) ?? main);
      guessed = new WeakRef(target);
      target.focus({ preventScroll: area !== main });
    };
    // Removal moves focus to <body> without a focus event: a change to the page is the moment to look.
    // A little later, not at once: a feature that knows the right place moves focus in its own effects, and
    // its choice wins (focus-if-lost.ts also replaces a focus this keeper guessed: focusedByKeeper).
    // On <body> is enough to look again: a control disabled for a moment may already be back by now (a busy
    // machine runs this late), and the rescue then returns focus to it.
    const check = () => {
      if (timer === undefined && (lost() || onBody())) timer = setTimeout(rescue, 100);
    };
    const onPointerDown = () => {
      pressed = true;
      guessed = null;
    };
    document.addEventListener('focusin', onFocusIn);
    // While focusout is dispatched, the control that loses focus is still the active element: look just after.
    const onFocusOut = () => setTimeout(check, 0);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      clearTimeout(timer);
      watch(false);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [mainId]);
}
