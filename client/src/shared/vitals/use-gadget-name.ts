// A gadget's name as shown. The demo's simulator is created by the server with an English name (db/seed.ts,
// and the tests' helpers): until the user renames it, it is shown under its kind's name in the page's language
// (which reads the same in English). A name the user chose is theirs and is shown as typed.
import { useTranslation } from 'react-i18next';

export const DEFAULT_SIMULATOR_NAME = 'Built-in simulator';

export function useGadgetName(): (gadget: { name: string; kind: string }) => string {
  const { t } = useTranslation();
  return (gadget) =>
    gadget.kind === 'SIMULATOR' && gadget.name === DEFAULT_SIMULATOR_NAME ? t('gadgets.kinds.SIMULATOR') : gadget.name;
}
