// Makes sure the billing strings of the current language are present. withNamespace loads them with the
// route, but a language applied while the page was loading (the stored customizer setting on a first load)
// can find the namespace not yet "in use" and skip it; then this loads it and re-renders.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingNamespace } from './index';

export function useBillingStrings() {
  const { i18n } = useTranslation('billing');
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    void billingNamespace.ready().then(() => {
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);
}
