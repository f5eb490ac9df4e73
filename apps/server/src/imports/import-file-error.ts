import { importMessages } from '@levelup/shared';
import { inLocale, type Locale } from '@levelup/shared/i18n';

/** A refusal's words, said with whichever language's import catalog is given. */
export type ImportWords = (words: typeof importMessages) => string;

/**
 * Why an uploaded export cannot be imported, in words for the person who uploaded it, with the
 * line (from 1, the header being 1) and column it is about when there is one. The routes answer
 * it as a 400 in the request's language: its words are formatted then, as they name the line and
 * column (a formatted English text has no translation to look up).
 */
export class ImportFileError extends Error {
  constructor(
    readonly words: ImportWords,
    readonly line?: number,
    readonly column?: string,
  ) {
    super(words(importMessages));
  }

  /** The refusal in the given language. */
  in(locale: Locale): string {
    return this.words(inLocale(importMessages, locale) as typeof importMessages);
  }
}
