import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * A catalog in another language: every key of the English catalog; a plain message is any string,
 * a templated one takes the same arguments and returns a string, a group is translated in turn.
 * The English catalogs stay the source (their `as const` literals are the spec's words).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};

/** The languages a catalog is translated into, each fetched when that language is first shown. */
type TranslationLoaders<T> = {
  readonly [L in Exclude<Locale, 'en'>]: () => Promise<Translation<T>>;
};

interface CatalogEntry {
  readonly en: object;
  readonly loaders: TranslationLoaders<object>;
  readonly translations: Partial<Record<Locale, object>>;
  pending?: Promise<void>;
}

const entries: CatalogEntry[] = [];
const entryOf = new WeakMap<object, CatalogEntry>();
let shown: Locale = DEFAULT_LOCALE;
/** Moves whenever a translation arrives, so the text tables know to rebuild. */
let translationsVersion = 0;

/** Where a value sits in a catalog: its keys from the root. */
type Path = readonly PropertyKey[];

const at = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value ? Reflect.get(value, key) : undefined),
    root,
  );

/**
 * How each English text a template formatted was made (catalog, template, arguments), so
 * `translateText` can format it again in another language: a schema formats its limits once,
 * in English, and its issues travel as that text. Bounded: the oldest recipes go first.
 */
const recipes = new Map<string, { entry: CatalogEntry; path: Path; args: unknown[] }>();
const RECIPES_KEPT = 5000;

function remember(text: string, recipe: { entry: CatalogEntry; path: Path; args: unknown[] }) {
  if (recipes.has(text)) return;
  if (recipes.size >= RECIPES_KEPT) {
    const oldest = recipes.keys().next().value;
    if (oldest !== undefined) recipes.delete(oldest);
  }
  recipes.set(text, recipe);
}

/** A catalog, or a group in it, read in the shown language; its templates remember what they made. */
function view(entry: CatalogEntry, path: Path, groups: Map<string, object>): object {
  return new Proxy(at(entry.en, path) as object, {
    get: (target, key) => {
      const translation = entry.translations[shown];
      const source = translation ? (at(translation, path) as object | undefined) : target;
      const value = source === undefined ? undefined : Reflect.get(source, key);
      // What a group inherits (an array's `map`, `join`) is no message: called on this view as is.
      if (source === undefined || !Object.hasOwn(source, key)) return value;
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          const text = value(...args);
          if (!translation && typeof text === 'string') {
            remember(text, { entry, path: [...path, key], args });
          }
          return text;
        };
      }
      if (typeof value === 'object' && value !== null) {
        const name = [...path, key].map(String).join('.');
        let group = groups.get(name);
        if (!group) {
          group = view(entry, [...path, key], groups);
          groups.set(name, group);
        }
        return group;
      }
      return value;
    },
  });
}

/**
 * An English catalog that reads in the shown language: `m.saved` is the Spanish text while Spanish
 * is shown and its translation has arrived, else the English one. The translation is its own
 * module, fetched by `loadTranslations`, so English screens carry no other language's words and a
 * translated screen carries only its own catalogs' (the way excalidraw's `t` reads its current
 * language; the app remounts its screens when the language changes).
 */
export function localized<T extends object>(en: T, loaders: TranslationLoaders<T>): T {
  const entry: CatalogEntry = {
    en,
    loaders: loaders as TranslationLoaders<object>,
    translations: {},
  };
  entries.push(entry);
  const catalog = view(entry, [], new Map()) as T;
  entryOf.set(catalog, entry);
  return catalog;
}

/** The language every catalog reads in from now on (English until its translation arrives). */
export function showLocale(locale: Locale): void {
  shown = locale;
}

export function shownLocale(): Locale {
  return shown;
}

/**
 * Fetches the translations into `locale` of every catalog loaded so far that lacks one. A failed
 * fetch (offline) leaves that catalog in English and is asked again on the next call; this never
 * rejects, so a screen shows in English rather than not at all.
 */
export async function loadTranslations(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  await Promise.all(
    entries
      .filter((entry) => !entry.translations[locale])
      .map((entry) => {
        const pending =
          entry.pending ??
          entry.loaders[locale]().then(
            (translation: object) => {
              entry.translations[locale] = translation;
              translationsVersion += 1;
            },
            () => undefined,
          );
        entry.pending = pending;
        return pending.finally(() => {
          entry.pending = undefined;
        });
      }),
  );
}

/**
 * A catalog in the given language regardless of the shown one: the server answers each request in
 * its own language. English when that translation has not been loaded.
 */
export function inLocale<T extends object>(catalog: T, locale: Locale): T | Translation<T> {
  const entry = entryOf.get(catalog);
  if (!entry) return catalog;
  return (entry.translations[locale] ?? entry.en) as T | Translation<T>;
}

/** The English text of every plain message of a catalog, with its translation at the same key. */
function addPlainPairs(en: unknown, translated: unknown, into: Map<string, string>) {
  if (typeof en === 'string') {
    if (typeof translated === 'string' && !into.has(en)) into.set(en, translated);
    return;
  }
  if (typeof en !== 'object' || en === null || typeof translated !== 'object' || !translated) {
    return;
  }
  for (const [key, value] of Object.entries(en)) {
    addPlainPairs(value, (translated as Record<string, unknown>)[key], into);
  }
}

const tables = new Map<Locale, { version: number; table: Map<string, string> }>();

function textTable(locale: Locale): Map<string, string> {
  const kept = tables.get(locale);
  if (kept && kept.version === translationsVersion) return kept.table;
  const table = new Map<string, string>();
  for (const entry of entries) addPlainPairs(entry.en, entry.translations[locale], table);
  tables.set(locale, { version: translationsVersion, table });
  return table;
}

/**
 * Translates a message that travels as English text (a zod issue's message, an error body's
 * `message`, a socket error) the way gettext does: the English words are the key, and a text a
 * template formatted is formatted again by the same template. Text no catalog holds (a name) comes
 * back unchanged, so English stays the fallback.
 */
export function translateText(text: string, locale: Locale = shown): string {
  if (locale === DEFAULT_LOCALE) return text;
  return textTable(locale).get(text) ?? formattedAgain(text, locale) ?? text;
}

/** A text a template formatted in English, formatted by the same template in `locale`. */
function formattedAgain(text: string, locale: Locale): string | undefined {
  const recipe = recipes.get(text);
  const template = recipe && at(recipe.entry.translations[locale], recipe.path);
  if (!recipe || typeof template !== 'function') return undefined;
  // Words passed in (a field's label) are translated too; numbers and names stay.
  const args = recipe.args.map((arg) =>
    typeof arg === 'string' ? translateText(arg, locale) : arg,
  );
  const again: unknown = template(...args);
  return typeof again === 'string' ? again : undefined;
}

/** Every catalog loaded so far, English beside the translation into `locale` (for the tests). */
export function loadedCatalogs(locale: Locale): { en: object; translation: object | undefined }[] {
  return entries.map((entry) => ({ en: entry.en, translation: entry.translations[locale] }));
}
