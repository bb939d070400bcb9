import { useEffect, useState } from 'react';
import { documentsNamespace } from '../i18n';

/**
 * Loads the documents strings on first use: the dialog is mounted on pages of other features (/user,
 * /mrecords), whose routes do not wait for this namespace. Renders nothing until it is there.
 */
export function useDocumentsNamespace(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void documentsNamespace.ready().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
