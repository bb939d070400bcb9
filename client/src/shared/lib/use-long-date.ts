import { useMemo } from 'react';
import { useSettings } from '../settings/settings-context';

/** Date and time with the year (account dates span years), in the page language, Latin digits. */
export function useLongDate() {
  const { settings } = useSettings();
  return useMemo(() => {
    const lang = { en: 'en', fr: 'fr', ar: 'ar', ch: 'zh' }[settings.language];
    const f = new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string | null | undefined) => (iso ? f.format(new Date(iso)) : '');
  }, [settings.language]);
}

/** A day with the year, short (columns): "Nov 23, 2026". */
export function useShortDay() {
  const { settings } = useSettings();
  return useMemo(() => {
    const lang = { en: 'en', fr: 'fr', ar: 'ar', ch: 'zh' }[settings.language];
    const f = new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: 'medium' });
    return (iso: string | null | undefined) => (iso ? f.format(new Date(iso)) : '');
  }, [settings.language]);
}
