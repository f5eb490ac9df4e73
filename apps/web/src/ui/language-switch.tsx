import { LOCALES, type Locale } from '@levelup/shared/i18n';

interface LanguageSwitchProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** The group's name in the language shown, e.g. 'Language'. */
  label: string;
  /** Each language's name in itself ('Español'), so a reader finds theirs whatever is shown. */
  names: Record<Locale, string>;
}

/** Two or more pressed-or-not buttons, one per language, each named in its own language. */
export function LanguageSwitch({ value, onChange, label, names }: LanguageSwitchProps) {
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{label}</legend>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch-option"
          aria-pressed={locale === value}
          onClick={() => onChange(locale)}
        >
          {names[locale]}
        </button>
      ))}
    </fieldset>
  );
}
