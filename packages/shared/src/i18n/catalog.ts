import type { Locale } from './locale';

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

/** An English catalog and its translations, looked up by the same keys. */
export interface LocalizedCatalog<T> {
  readonly en: T;
  readonly es: Translation<T>;
}

/** The catalog in the given language (English is the catalog object itself). */
export function catalogIn<T>(catalog: LocalizedCatalog<T>, locale: Locale): T | Translation<T> {
  return locale === 'en' ? catalog.en : catalog.es;
}

/** Extra English-to-translation pairs for templated messages the schemas bake in at load time. */
export type FormattedPair = { readonly en: string; readonly es: string };

/** The English text of every plain message of a catalog, with its translation at the same key. */
function plainPairs(en: unknown, translated: unknown, into: Map<string, string>) {
  if (typeof en === 'string') {
    if (typeof translated === 'string' && !into.has(en)) into.set(en, translated);
    return;
  }
  if (typeof en !== 'object' || en === null || typeof translated !== 'object' || !translated) {
    return;
  }
  for (const [key, value] of Object.entries(en)) {
    plainPairs(value, (translated as Record<string, unknown>)[key], into);
  }
}

/**
 * Translates messages that travel as English text (a zod issue's message, an error body's
 * `message`) the way gettext does: the English words are the key. Text no catalog holds, a name or
 * a message not translated yet, comes back unchanged, so English stays the fallback.
 */
export function textTranslator(
  catalogs: readonly LocalizedCatalog<object>[],
  locale: Locale,
  formatted: readonly FormattedPair[] = [],
): (text: string) => string {
  if (locale === 'en') return (text) => text;
  const table = new Map<string, string>();
  for (const catalog of catalogs) plainPairs(catalog.en, catalog[locale], table);
  for (const pair of formatted) if (!table.has(pair.en)) table.set(pair.en, pair[locale]);
  return (text) => table.get(text) ?? text;
}
