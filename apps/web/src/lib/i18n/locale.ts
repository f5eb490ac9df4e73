import {
  isLocale,
  type Locale,
  loadTranslations,
  matchLocale,
  showLocale,
  shownLocale,
} from '@levelup/shared/i18n';
import { useSyncExternalStore } from 'react';

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
function initialLocale(): Locale {
  return storedLocale() ?? matchLocale(browserLanguages());
}

/** The browser's languages in its order of preference (none where there is no browser). */
function browserLanguages(): readonly string[] {
  const browser = globalThis.navigator;
  if (!browser) return [];
  return browser.languages.length > 0 ? browser.languages : [browser.language];
}

/**
 * The language the page is shown in or on its way to: code fetched while its translations are on
 * their way (the first route starts loading before the first render) fetches this language's.
 */
let wanted: Locale = initialLocale();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function show(locale: Locale) {
  showLocale(locale);
  // Screen readers, hyphenation and the server's error language follow the page's language.
  document.documentElement.lang = locale;
}

/**
 * Before the first render: the catalogs the page's first code holds are read in the user's
 * language, their translations fetched first (nothing for English).
 */
export async function startInUserLocale(): Promise<void> {
  const locale = wanted;
  await loadTranslations(locale);
  show(locale);
}

/**
 * The language switch: the translations arrive, then every screen remounts in the new language
 * (the app keys its screens by the locale), and the choice is kept for the next visit.
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (locale === wanted) return;
  wanted = locale;
  await loadTranslations(locale);
  // A later choice made while these translations were on their way wins.
  if (locale !== wanted) return;
  show(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused: the choice holds until the page is closed.
  }
  for (const listener of listeners) listener();
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, shownLocale);
}

/**
 * Code fetched after the first render (a route, a dialog) brings catalogs of its own: their
 * translations arrive with it, so it never shows in English on a Spanish page.
 */
export function withTranslations<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const module = await load();
    await loadTranslations(wanted);
    return module;
  };
}

/**
 * The locale dates and numbers are formatted in (`Intl`): the browser's own variant of the shown
 * language ('es-MX', 'en-GB') when it has one, else the language itself.
 */
export function formatLocale(): string {
  const locale = shownLocale();
  const own = browserLanguages().find((tag) => tag.toLowerCase().split('-')[0] === locale);
  return own ?? locale;
}
