/** The languages the product speaks; English is the source of every catalog and the fallback. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The product's language for a BCP 47 tag ('es-MX' -> 'es'), or null when it speaks none. */
function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : null;
}

/**
 * The first of the user's languages, in their order of preference, that the product speaks
 * (`navigator.languages` in a browser); English when none is.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language to answer a request in, from its `Accept-Language` header ('es-ES,es;q=0.9,en;q=0.8'):
 * the highest-weighted language the product speaks; English without a header or a match. A `*`
 * and languages weighted q=0 choose nothing.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    // Equal weights keep the header's order.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return matchLocale(ranked.map((entry) => entry.tag));
}
