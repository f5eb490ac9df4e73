import { translationGaps } from '@levelup/shared/testing/translation-gaps';
import { describe, expect, it } from 'vitest';
import * as localized from './localized';

describe("the web app's Spanish catalogs", () => {
  it('lists some catalogs', () => {
    expect(Object.keys(localized).length).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(localized))(
    '%s has every English key, templates with the same arguments',
    (_name, catalog) => {
      expect(translationGaps(catalog.en, catalog.es)).toEqual([]);
    },
  );
});
