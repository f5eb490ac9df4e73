/// <reference types="vite/client" />
import { loadTranslations } from '@levelup/shared/i18n';
import { catalogTranslationGaps } from '@levelup/shared/testing/translation-gaps';
import { beforeAll, describe, expect, it } from 'vitest';

/** Every catalog module of the web app, by file. */
const catalogModules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./index.ts'],
  {
    eager: true,
  },
);

beforeAll(() => loadTranslations('es'));

describe("the web app's Spanish catalogs", () => {
  it('hold every catalog, each key translated, templates with the same arguments', () => {
    expect(Object.keys(catalogModules).length).toBeGreaterThanOrEqual(25);
    expect(catalogTranslationGaps(catalogModules, 'es')).toEqual([]);
  });
});
