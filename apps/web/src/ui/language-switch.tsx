import { LOCALES } from '@levelup/shared/i18n';
import { setLocale, useLocale } from '@/lib/i18n/locale';
import { localeNames } from '@/messages';

interface LanguageSwitchProps {
  /** The group's name in the language shown, e.g. 'Language'. */
  label: string;
}

/**
 * The product's languages as pressed-or-not buttons, each named in itself ('Español') so a reader
 * finds theirs whatever is shown; pressing one shows every screen in it and keeps the choice.
 */
export function LanguageSwitch({ label }: LanguageSwitchProps) {
  const shown = useLocale();
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{label}</legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch-option"
          aria-pressed={locale === shown}
          onClick={() => void setLocale(locale)}
        >
          {localeNames[locale]}
        </button>
      ))}
    </fieldset>
  );
}
