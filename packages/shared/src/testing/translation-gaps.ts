import { inLocale } from '../i18n/catalog';
import type { Locale } from '../i18n/locale';

/**
 * Where a translation falls short of its English catalog: a key it lacks, a message of another
 * kind (text for a template, or the reverse), a template that takes a different number of
 * arguments, or a key English does not have. Each gap is named by its path, e.g.
 * 'codeSent: takes 0 arguments, English takes 1'. The type `Translation` catches the same at
 * compile time; this catches what a cast or a loosely typed catalog would let through.
 */
export function translationGaps(english: unknown, translated: unknown, path = ''): string[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (typeof english === 'function') {
    if (typeof translated !== 'function') return [`${path}: not a template`];
    return translated.length === english.length
      ? []
      : [`${path}: takes ${translated.length} arguments, English takes ${english.length}`];
  }
  if (typeof english === 'string') {
    return typeof translated === 'string' && translated.trim() !== '' ? [] : [`${path}: no text`];
  }
  if (typeof english !== 'object' || english === null) return [];
  if (typeof translated !== 'object' || translated === null) return [`${path}: missing`];
  const theirs = translated as Record<string, unknown>;
  const gaps = Object.entries(english).flatMap(([key, value]) =>
    key in theirs ? translationGaps(value, theirs[key], at(key)) : [`${at(key)}: missing`],
  );
  const extra = Object.keys(theirs)
    .filter((key) => !(key in english))
    .map((key) => `${at(key)}: not in English`);
  return [...gaps, ...extra];
}

/**
 * Every catalog (an export named `…Messages`) of the given modules, by file and export, with each
 * way its translation into `locale` falls short: not wrapped in `localized`, or a gap. The
 * translations must have been loaded (`loadTranslations`).
 */
export function catalogTranslationGaps(
  modules: Record<string, Record<string, unknown>>,
  locale: Locale,
): string[] {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([name, value]) => name.endsWith('Messages') && typeof value === 'object' && value)
      .flatMap(([name, value]) => {
        const where = `${file.split('/').at(-1)} ${name}`;
        const catalog = value as object;
        const translated = inLocale(catalog, locale);
        if (translated === catalog) return [`${where}: not localized, or its translation failed`];
        return translationGaps(inLocale(catalog, 'en'), translated).map((gap) => `${where} ${gap}`);
      }),
  );
}
