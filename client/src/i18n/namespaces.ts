// Feature namespaces: a feature's strings travel with its pages instead of the first load. A feature keeps
// `client/src/features/<f>/i18n/{en,fr,ar,zh}.ts` (en is the source of truth; the others are typed from it with
// `Strings<typeof xEn>`), declares its loaders once (`defineNamespace`), and its route waits for them
// (`withNamespace` in router.tsx). Its components read them with `useTranslation('<ns>')`. A language switch
// loads every namespace already in use before the switch happens, so no page flashes raw keys.
import i18n from 'i18next';
import type { Language } from '../shared/settings/settings';

type Bundle = Record<string, unknown>;

/**
 * The namespaces' English shapes, for typed `t()`. A feature adds itself from its own i18n/index.ts:
 * `declare module '../../../i18n/namespaces' { interface FeatureNamespaces { notes: typeof notesEn } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureNamespaces {}
export type NamespaceLoaders = Record<Language, () => Promise<Bundle>>;

/** The shape a translation must fill, from the English source (every leaf a string). */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

const registry = new Map<string, NamespaceLoaders>();
/**
 * The language being switched to (set before its strings arrive): a page whose route loads while the stored
 * language is still loading at start-up must load its namespace in that language, not in the 'en' i18next
 * reports until the switch completes (else the namespace stays English: loadNamespacesFor may have run before
 * the page registered its English bundle).
 */
let wanted: Language | null = null;

export function noteLanguage(language: Language): void {
  wanted = language;
}
const loading = new Map<string, Promise<void>>();

/** The UI language code of i18next's language ('ch' is the UI's code for Chinese). */
function uiLanguage(lng: string | undefined): Language {
  const code = (lng ?? 'en').slice(0, 2);
  return code === 'fr' || code === 'ar' || code === 'ch' ? code : code === 'zh' ? 'ch' : 'en';
}

function load(ns: string, language: Language): Promise<void> {
  const key = `${ns}:${language}`;
  if (i18n.hasResourceBundle(language, ns)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    const loaders = registry.get(ns);
    if (!loaders) return Promise.resolve();
    pending = loaders[language]().then((bundle) => {
      i18n.addResourceBundle(language, ns, bundle, true, true);
    });
    // A failed chunk may be retried by the next navigation.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

export interface Namespace {
  name: string;
  /** Loads English (the fallback) and the current language. */
  ready(): Promise<void>;
}

export function defineNamespace(name: string, loaders: NamespaceLoaders): Namespace {
  registry.set(name, loaders);
  return {
    name,
    ready: async () => {
      const language = wanted ?? uiLanguage(i18n.language);
      await Promise.all([load(name, 'en'), language === 'en' ? undefined : load(name, language)]);
      // The router starts loading the first page before the stored language is applied (i18nReady): if the
      // language changed meanwhile, load it too (loadNamespacesFor also waits for namespaces still loading).
      const now = uiLanguage(i18n.language);
      if (now !== language && now !== 'en') await load(name, now);
    },
  };
}

/** Called by switchLanguage before it changes the language: every namespace in use gets the new language. */
export function loadNamespacesFor(language: Language): Promise<unknown> {
  // In use = loaded, or still loading (a page whose chunk is on its way when the language is switched).
  const used = [...registry.keys()].filter((ns) => i18n.hasResourceBundle('en', ns) || loading.has(`${ns}:en`));
  return Promise.all(used.map((ns) => load(ns, language)));
}

/** A page importer that also waits for the page's namespaces (for lazyPage in router.tsx). */
export function withNamespace<M>(importer: () => Promise<M>, ...namespaces: Namespace[]): () => Promise<M> {
  return () => Promise.all([importer(), ...namespaces.map((ns) => ns.ready())]).then(([module]) => module);
}
