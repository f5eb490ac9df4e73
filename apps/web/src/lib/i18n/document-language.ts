import { DEFAULT_LOCALE, isLocale, type Locale } from '@levelup/shared/i18n';

/**
 * The language the page is shown in (`<html lang>`): a translated screen sets it while it shows,
 * every other screen is English. Calls and dialogs speak it, so a screen not translated yet never
 * shows a Spanish error inside English words.
 */
export function documentLocale(): Locale {
  const language = globalThis.document?.documentElement.lang;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
