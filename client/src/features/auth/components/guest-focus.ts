// Keyboard focus on the guest screens (sign-in, register, reset): a submit disables its button while it runs, a
// sent form is replaced by its message, and a step opens another screen; each left focus on <body>, so the next
// Tab started again at the top and a screen reader announced nothing (WCAG 2.4.3).
import { useEffect } from 'react';
import { refocusIfLost } from '../../../shared/ui/focus-if-lost';
import { useFocusKeeper } from '../../../shared/ui/use-focus-keeper';

const GUEST_MAIN_ID = 'guest-main';

/** The guest screen's main region: the keeper's area, and focusable from script only (no ring on a container). */
export const GUEST_MAIN = { id: GUEST_MAIN_ID, tabIndex: -1, style: { outline: 'none' } } as const;

/**
 * The signed-in layout's keeper (back to a control disabled for a moment, else near where focus was), and on a
 * new screen its main region when no field took focus itself (a field's autoFocus comes first).
 */
export function useGuestFocus() {
  useFocusKeeper(GUEST_MAIN_ID);
  useEffect(() => {
    refocusIfLost(document.getElementById(GUEST_MAIN_ID));
  }, []);
}
