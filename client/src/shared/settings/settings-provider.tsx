import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import i18n, { htmlLang, switchLanguage } from '../../i18n/i18n';
import { setPageDirection } from '../../i18n/page-direction';
import { rememberLook } from './look-cookie';
import { DEFAULT_SETTINGS, directionForLanguage, loadSettings, saveSettings } from './settings';
import type { CustomizerSettings, Language } from './settings';
import { SettingsContext, type SettingsContextValue } from './settings-context';

interface SettingsProviderProps {
  children: ReactNode;
  /** Settings to start from instead of the stored ones (the build's first paints render each look this way). */
  initial?: CustomizerSettings;
}

export function SettingsProvider({ children, initial }: SettingsProviderProps) {
  const [settings, setSettings] = useState<CustomizerSettings>(() => {
    const first = initial ?? loadSettings();
    // The first render's translations already in the page's direction.
    setPageDirection(first.activeDir);
    return first;
  });

  useEffect(() => {
    saveSettings(settings);
    rememberLook(settings);
  }, [settings]);

  // Before the browser paints what was rendered in it: with a passive effect, the first screen of a right-to-left
  // visitor could be painted once left to right and then flip (a layout shift the first-paint test measured).
  useLayoutEffect(() => {
    document.documentElement.dir = settings.activeDir;
    // Translated strings are isolated by the page's direction (i18n/page-direction.ts). On a change, every
    // translating component renders again before the paint, as on a language change.
    if (setPageDirection(settings.activeDir)) i18n.emit('languageChanged', i18n.language);
  }, [settings.activeDir]);

  useEffect(() => {
    // The page's lang once its strings are in that language: set before, a screen reader (and a test) read the
    // previous language's text as the new one for as long as its strings took to load.
    let current = true;
    switchLanguage(settings.language).then(
      () => {
        if (current) document.documentElement.lang = htmlLang(settings.language);
      },
      // A chunk that fails to load leaves the current language in place; choosing again retries.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [settings.language]);

  const updateSettings = useCallback((patch: Partial<CustomizerSettings>) => {
    setSettings((current) => ({ ...current, ...patch }));
  }, []);

  const setLanguage = useCallback((language: Language) => {
    setSettings((current) => ({ ...current, language, activeDir: directionForLanguage(language) }));
  }, []);

  const resetSettings = useCallback(() => {
    // The language is a personal choice, not a look: a reset keeps it (and the direction it implies).
    setSettings((current) => ({
      ...DEFAULT_SETTINGS,
      language: current.language,
      activeDir: directionForLanguage(current.language),
    }));
  }, []);

  const value = useMemo<SettingsContextValue>(
    () => ({ settings, updateSettings, setLanguage, resetSettings }),
    [settings, updateSettings, setLanguage, resetSettings],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
