import { translateText } from '@levelup/shared/i18n';
import type { FieldValues, Resolver } from 'react-hook-form';

/** Puts every `message` of a resolver's errors (fields, arrays of them, the root) into the page's language. */
function translateMessages(errors: unknown): void {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      (errors as Record<string, unknown>).message = translateText(value);
    } else {
      translateMessages(value);
    }
  }
}

/**
 * A form's schema resolver whose messages show in the page's language: the shared schemas word
 * their issues in English, once, when they are built, and the catalogs translate them by text.
 */
export function translated<V extends FieldValues, C, T>(
  resolver: Resolver<V, C, T>,
): Resolver<V, C, T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateMessages(result.errors);
    return result;
  };
}
