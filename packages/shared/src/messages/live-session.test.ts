import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PHASES } from '../constants';
import { inLocale, loadTranslations, showLocale } from '../i18n/catalog';
import { liveSessionMessages, shownPhaseName } from './live-session';
import { sessionMessages } from './session';

afterEach(() => showLocale('en'));

describe('shownPhaseName', () => {
  it("shows a default phase name in the page's language and a coach's name as it is", async () => {
    expect(shownPhaseName('Phase 2')).toBe('Phase 2');
    await loadTranslations('es');
    showLocale('es');
    expect(shownPhaseName('Phase 2')).toBe('Fase 2');
    expect(shownPhaseName('Strength')).toBe('Strength');
    expect(shownPhaseName('Squat day 2')).toBe('Squat day 2');
  });

  it('knows every default name the session gives, in each language', async () => {
    await loadTranslations('es');
    for (let n = 1; n <= MAX_PHASES; n += 1) {
      for (const locale of ['en', 'es'] as const) {
        expect(inLocale(liveSessionMessages, locale).defaultPhaseName(n)).toBe(
          inLocale(sessionMessages, locale).phaseName(n),
        );
      }
    }
  });
});
