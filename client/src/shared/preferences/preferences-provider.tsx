// Preferences that follow the account. Signed in: read them (network-only) and apply the saved look over this
// browser's; an account that never saved a look leaves this browser's alone (nothing is written until the user
// changes something while signed in, so merely signing in never overwrites another device's choice). Every
// later customizer change is saved
// (debounced: the radius slider sends one request, not twenty), and preferencesUpdated brings other tabs'
// and devices' changes here. Guests keep the local settings. Units are cached locally for the first paint.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  MyPreferencesDocument,
  PreferencesUpdatedDocument,
  UpdatePreferencesDocument,
  type AccountPreferencesFragment,
  type PreferencesInput,
} from '../../gql/graphql';
import { useAuth } from '../auth/auth-context';
import { useSettings } from '../settings/settings-context';
import { appearanceKey, fromAppearance, toAppearanceInput } from './appearance';
import { PreferencesContext, type PreferencesContextValue } from './preferences-context';
import { loadCachedUnits, saveCachedUnits } from './units-cache';
import { useSubscriptionEvents } from '../api/use-subscription-events';

const SAVE_DELAY_MS = 400;

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { isAuthenticated, user } = useAuth();
  const { settings, updateSettings } = useSettings();
  // Kept with the account they belong to: after sign-out (or another sign-in) they no longer apply.
  const [held, setHeld] = useState<{ userId: string; prefs: AccountPreferencesFragment } | null>(null);
  const userId = isAuthenticated ? (user?.id ?? null) : null;
  const prefs = held && held.userId === userId ? held.prefs : null;
  const [cachedUnits] = useState(loadCachedUnits);
  /** The look last saved to or received from the account: the page showing it needs no save. */
  const synced = useRef<string | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(0);
  /** The look on the page now, for `accept` (which runs later, from a response). */
  const currentLook = useRef<string | null>(null);

  /** Takes the account's state; its look replaces the page's unless a local change is on its way. */
  const accept = useCallback(
    (p: AccountPreferencesFragment, applyLook: boolean) => {
      if (userId === null) return;
      setHeld({ userId, prefs: p });
      saveCachedUnits(p.units);
      if (!p.appearance) {
        // Nothing saved yet: the page's look counts as in step, so only a change made from now on is saved.
        synced.current ??= currentLook.current;
        return;
      }
      // A look changed here and not yet saved (its save not even scheduled yet: the page's effects run after its
      // render) wins over one from the account: an older save's echo arriving just then put the account's French
      // direction back under a newly chosen Arabic, and that mix was saved next (seen in CI, look.test.ts).
      const changedHere = synced.current !== null && currentLook.current !== synced.current;
      synced.current = appearanceKey(p.appearance);
      if (applyLook && !changedHere && pending.current === null && inFlight.current === 0) {
        updateSettings(fromAppearance(p.appearance));
      }
    },
    [updateSettings, userId],
  );

  const mutate = useCallback(
    async (input: PreferencesInput) => {
      inFlight.current += 1;
      try {
        const { data } = await client.mutate({ mutation: UpdatePreferencesDocument, variables: { input } });
        if (data) accept(data.updatePreferences, false);
      } finally {
        inFlight.current -= 1;
      }
    },
    [client, accept],
  );

  // Sign-in (or a reload while signed in): the account's preferences. Signing out forgets them.
  useEffect(() => {
    synced.current = null;
    if (userId === null) return;
    let cancelled = false;
    client.query({ query: MyPreferencesDocument, fetchPolicy: 'network-only' }).then(
      ({ data }) => {
        if (!cancelled && data) accept(data.myPreferences, true);
      },
      () => undefined, // Offline or refused: this browser's settings stay; the auth layer handles UNAUTHENTICATED.
    );
    return () => {
      cancelled = true;
    };
  }, [client, userId, accept]);

  useSubscriptionEvents(PreferencesUpdatedDocument, {
    skip: !isAuthenticated,
    onData: ({ data }) => {
      if (data.data) accept(data.data.preferencesUpdated, true);
    },
  });

  // A look changed here (customizer, language menu): save it on the account, once the account has been read.
  const lookKey = appearanceKey(toAppearanceInput(settings));
  // Layout effects: run in the commit of the change itself, so no answer or event can come in between.
  useLayoutEffect(() => {
    currentLook.current = lookKey;
  }, [lookKey]);
  useLayoutEffect(() => {
    if (!isAuthenticated || prefs === null || lookKey === synced.current) return;
    if (pending.current !== null) clearTimeout(pending.current);
    const appearance = toAppearanceInput(settings);
    pending.current = setTimeout(() => {
      pending.current = null;
      mutate({ appearance }).catch(() => undefined); // Kept locally; the next change retries.
    }, SAVE_DELAY_MS);
  }, [isAuthenticated, prefs, lookKey, settings, mutate]);

  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );

  const value = useMemo<PreferencesContextValue>(
    () => ({
      units: prefs?.units ?? cachedUnits,
      loaded: prefs !== null,
      save: (input) => (isAuthenticated ? mutate(input) : Promise.reject(new Error('Sign in to save preferences.'))),
    }),
    [prefs, cachedUnits, isAuthenticated, mutate],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
