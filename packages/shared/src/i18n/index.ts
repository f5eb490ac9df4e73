/**
 * The product in more than one language. The English catalogs of `messages/` stay the source;
 * each translation has the same keys (and a template the same arguments), checked by the type
 * `Translation` and by a test. Screens pick a catalog by locale; text that travels as English
 * (zod issues, error bodies) is translated by `textTranslator`.
 */
export * from './catalog';
export * from './catalogs';
export * from './locale';
