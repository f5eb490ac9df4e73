import {
  catalogIn,
  DEFAULT_LOCALE,
  type FormattedPair,
  isLocale,
  type Locale,
  type LocalizedCatalog,
  matchLocale,
  type Translation,
  textTranslator,
} from '@levelup/shared/i18n';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'levelup.locale';

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    // Storage refused (a private window's policy): the browser's languages decide.
    return null;
  }
}

/** The user's own choice when they made one, else the first of the browser's languages we speak. */
let chosen: Locale =
  storedLocale() ??
  matchLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The language switch: every translated screen changes at once, and the choice is kept. */
export function setLocale(locale: Locale) {
  if (locale === chosen) return;
  chosen = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused: the choice holds until the page is closed.
  }
  for (const listener of listeners) listener();
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, () => chosen);
}

/**
 * For a translated screen: it shows in the user's language, so `<html lang>` says so while it is
 * mounted (screen readers, hyphenation, and the calls' Accept-Language follow it).
 */
export function useShownLocale(): Locale {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = DEFAULT_LOCALE;
    };
  }, [locale]);
  return locale;
}

/** A catalog in the user's language, by the English catalog's keys. */
export function useCatalog<T>(catalog: LocalizedCatalog<T>): T | Translation<T> {
  return catalogIn(catalog, useLocale());
}

/**
 * Translates text that arrives as English words (a shared schema's issue) into the user's
 * language; `catalogs` and `formatted` must be module constants.
 */
export function useTextTranslator(
  catalogs: readonly LocalizedCatalog<object>[],
  formatted?: readonly FormattedPair[],
): (text: string) => string {
  const locale = useLocale();
  return useMemo(() => textTranslator(catalogs, locale, formatted), [catalogs, locale, formatted]);
}
