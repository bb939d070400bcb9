import { useMemo } from 'react';
import { htmlLang } from '../../i18n/i18n';
import { useSettings } from '../settings/settings-context';
import { lazy } from './use-format';

/**
 * A formatter of ISO dates built on its first use, not with the hook: the sign-in screen holds one of these for a
 * message it rarely shows (a suspension's end), and would otherwise pay ICU's set-up for it (see `lazy`).
 */
function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = lazy(() => new Intl.DateTimeFormat(locale, options));
  return (iso: string | null | undefined) => (iso ? format().format(new Date(iso)) : '');
}

/** Date and time with the year (account dates span years), in the page language, Latin digits. */
export function useLongDate() {
  const { settings } = useSettings();
  return useMemo(
    () => lazyDateFormat(`${htmlLang(settings.language)}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' }),
    [settings.language],
  );
}

/** A day with the year, short (columns): "Nov 23, 2026". */
export function useShortDay() {
  const { settings } = useSettings();
  return useMemo(
    () => lazyDateFormat(`${htmlLang(settings.language)}-u-nu-latn`, { dateStyle: 'medium' }),
    [settings.language],
  );
}

/** The time of day alone, short ("5:51 PM"): the line under a day in a narrow column. */
export function useShortTime() {
  const { settings } = useSettings();
  return useMemo(
    () => lazyDateFormat(`${htmlLang(settings.language)}-u-nu-latn`, { timeStyle: 'short' }),
    [settings.language],
  );
}
