import { createContext, useContext } from 'react';
import type { PreferencesInput } from '../../gql/graphql';
import { DEFAULT_UNITS, type Units } from './units';

export interface PreferencesContextValue {
  /** The account's units when signed in; this browser's last known ones (or the defaults) otherwise. */
  units: Units;
  /** True once the account's preferences have been read (always false for guests). */
  loaded: boolean;
  /** Saves on the account (signed in) and applies at once; rejects with the server's error. */
  save: (input: PreferencesInput) => Promise<void>;
}

const GUEST: PreferencesContextValue = {
  units: DEFAULT_UNITS,
  loaded: false,
  save: () => Promise.reject(new Error('Sign in to save preferences.')),
};

export const PreferencesContext = createContext<PreferencesContextValue>(GUEST);

/** Preferences of the signed-in account. Outside the provider (error pages) the defaults answer. */
export function usePreferences(): PreferencesContextValue {
  return useContext(PreferencesContext);
}

/** The display units and time settings every page formats values with. */
export function useUnits(): Units {
  return useContext(PreferencesContext).units;
}
