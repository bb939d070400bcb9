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
    const onFocusIn = (event: FocusEvent) => {
      const main = document.getElementById(mainId);
      const target = event.target;
      pressed = false;
      // Focus that leaves the page for a dialog or menu (a portal) keeps the page's record: closing it gives focus
      // back to the control that opened it, which the dialog's action may have removed (a deleted row's button).
      if (!main || !(target instanceof Element) || !main.contains(target)) return;
      focused = null;
      ancestors = [];
      if (target === main) return;
      focused = target;
      for (let el = target.parentElement; el && el !== main; el = el.parentElement) ancestors.push(el);
      ancestors.push(main);
    };
    // Focus on <body> because the control went (removed, disabled, hidden), not because the person clicked
    // somewhere that takes no focus: a pointer press since the last focus is the person's own choice.
    let pressed = false;
    const onBody = () => {
      const active = document.activeElement;
      return !pressed && focused !== null && (!active || active === document.body);
    };
    const usable = (el: Element): el is HTMLElement => el.isConnected && el.matches(FOCUSABLE) && shown(el);
    const lost = () => onBody() && focused !== null && !usable(focused);
    const rescue = () => {
      timer = undefined;
      if (!onBody() || focused === null) return;
      const main = document.getElementById(mainId);
      // Back to the control itself when it only went away for a moment (disabled while its action ran).
      if (usable(focused)) {
        focused.focus({ preventScroll: true });
        return;
      }
      const area = ancestors.find((el) => el.isConnected);
      focused = null;
      ancestors = [];
      if (!main || !area) return;
      // The whole page changed (another route, or the page's own content swapped): its main region, as the
      // skip link does, rather than a control the person has not seen yet.
      const target = area === main ? main : (firstControl(area) ?? main);
      target.focus({ preventScroll: area !== main });
    };
    // Removal moves focus to <body> without a focus event: a change to the page is the moment to look.
    // A little later, not at once: a feature that knows the right place moves focus in its own effects, and
    // its choice wins (focus-if-lost.ts only acts on a focus still on <body>).
    const check = () => {
      if (timer === undefined && lost()) timer = setTimeout(rescue, 100);
    };
    const observer = new MutationObserver(check);
    const onPointerDown = () => {
      pressed = true;
    };
    // A control that is disabled keeps its place but loses focus; some browsers say so with a focusout.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', check);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', check);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [mainId]);
}
