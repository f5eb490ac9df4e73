import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, matchLocale } from './locale';

describe('matchLocale', () => {
  it("takes the first of the browser's languages the product speaks, by language", () => {
    expect(matchLocale(['es-ES', 'en-US'])).toBe('es');
    expect(matchLocale(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(matchLocale(['en-GB', 'es'])).toBe('en');
    expect(matchLocale(['ES'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(matchLocale([])).toBe('en');
    expect(matchLocale(['de-DE', 'pt-BR'])).toBe('en');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('answers in the highest-weighted language the product speaks', () => {
    expect(localeFromAcceptLanguage('es')).toBe('es');
    expect(localeFromAcceptLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('en;q=0.5, es;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('de-DE, es;q=0.7, en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr, es-AR;q=0.3')).toBe('es');
  });

  it('keeps the header order between equal weights', () => {
    expect(localeFromAcceptLanguage('en, es')).toBe('en');
    expect(localeFromAcceptLanguage('es, en')).toBe('es');
  });

  it('is English without a header, without a match, for * and for q=0', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage('de, fr;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('es;q=abc')).toBe('en');
  });
});
