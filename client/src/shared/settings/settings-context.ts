import { createContext, useContext } from 'react';
import type { CustomizerSettings, Language } from './settings';

export interface SettingsContextValue {
  settings: CustomizerSettings;
  updateSettings: (patch: Partial<CustomizerSettings>) => void;
  /** Switches the language; Arabic also switches the page to right-to-left, the others to left-to-right. */
  setLanguage: (language: Language) => void;
  resetSettings: () => void;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
