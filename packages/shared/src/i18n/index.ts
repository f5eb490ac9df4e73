/**
 * The product in more than one language. The English catalogs of `messages/` stay the source;
 * each is wrapped in `localized` with its translations (same keys, a template the same
 * arguments, checked by the type `Translation` and by a test) and reads in the shown language.
 * Text that travels as English (zod issues, error bodies) is translated by `translateText`.
 */
export * from './catalog';
export * from './locale';
