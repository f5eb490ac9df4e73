/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../constants';
import { loginMessages } from '../messages/login';
import { registrationMessages } from '../messages/registration';
import { validationMessages } from '../messages/validation';
import { registrationSchema } from '../schemas/registration';
import { dateOutOfRangeMessage } from '../schemas/text';
import { catalogTranslationGaps, translationGaps } from '../testing/translation-gaps';
import {
  inLocale,
  loadedCatalogs,
  loadTranslations,
  localized,
  showLocale,
  translateText,
} from './catalog';

/** Every catalog module of the shared package, by file. */
const catalogModules = import.meta.glob<Record<string, unknown>>(
  ['../messages/*.ts', '!../messages/all.ts'],
  {
    eager: true,
  },
);

beforeAll(() => loadTranslations('es'));

describe('Spanish catalogs', () => {
  it('holds every catalog of the package, each key translated, templates with the same arguments', () => {
    expect(Object.keys(catalogModules).length).toBeGreaterThanOrEqual(20);
    expect(catalogTranslationGaps(catalogModules, 'es')).toEqual([]);
  });

  it('names each gap it finds', () => {
    const english = {
      title: 'Title',
      sent: (email: string) => `Sent to ${email}`,
      group: { a: 'A' },
    };
    expect(translationGaps(english, { sent: () => 'Enviado', group: {}, extra: 'x' })).toEqual([
      'title: missing',
      'sent: takes 0 arguments, English takes 1',
      'group.a: missing',
      'extra: not in English',
    ]);
    expect(translationGaps(english, { title: ' ', sent: 'Enviado', group: { a: 'A' } })).toEqual([
      'title: no text',
      'sent: not a template',
    ]);
  });

  it('gives one English text one Spanish text, whichever catalog holds it', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    const walk = (en: unknown, es: unknown) => {
      if (typeof en === 'string' && typeof es === 'string') {
        const before = seen.get(en);
        if (before !== undefined && before !== es) clashes.push(`${en}: ${before} | ${es}`);
        seen.set(en, es);
      } else if (typeof en === 'object' && en && typeof es === 'object' && es) {
        for (const [key, value] of Object.entries(en)) {
          walk(value, (es as Record<string, unknown>)[key]);
        }
      }
    };
    for (const { en, translation } of loadedCatalogs('es')) walk(en, translation);
    expect(clashes).toEqual([]);
  });
});

describe('a localized catalog', () => {
  it('reads in the shown language once its translation has arrived, English until then', async () => {
    const greeting = localized({ hello: 'Hello', hi: (name: string) => `Hi ${name}` } as const, {
      es: async () => ({ hello: 'Hola', hi: (name: string) => `Hola ${name}` }),
    });
    showLocale('es');
    try {
      expect(greeting.hello).toBe('Hello');
      await loadTranslations('es');
      expect(greeting.hello).toBe('Hola');
      expect(greeting.hi('Ana')).toBe('Hola Ana');
      expect(inLocale(greeting, 'en').hello).toBe('Hello');
    } finally {
      showLocale('en');
    }
    expect(greeting.hello).toBe('Hello');
    expect(loginMessages.failedTitle).toBe('Login Failed');
  });

  it('lists its groups, arrays included, in the shown language', async () => {
    const levels = localized({ names: ['Low', 'High'], group: { a: 'A' } } as const, {
      es: async () => ({ names: ['Baja', 'Alta'], group: { a: 'Á' } }),
    });
    expect(levels.names.map((name) => name.toUpperCase())).toEqual(['LOW', 'HIGH']);
    await loadTranslations('es');
    showLocale('es');
    try {
      expect(levels.names.map((name) => name.toUpperCase())).toEqual(['BAJA', 'ALTA']);
      expect([...levels.names].join(', ')).toBe('Baja, Alta');
      expect(Object.values(levels.group)).toEqual(['Á']);
    } finally {
      showLocale('en');
    }
  });

  it('stays English when its translation cannot be fetched, and asks again next time', async () => {
    let asked = 0;
    const catalog = localized({ word: 'Word' } as const, {
      es: async () => {
        asked += 1;
        if (asked === 1) throw new Error('offline');
        return { word: 'Palabra' };
      },
    });
    await expect(loadTranslations('es')).resolves.toBeUndefined();
    expect(inLocale(catalog, 'es').word).toBe('Word');
    await loadTranslations('es');
    expect(inLocale(catalog, 'es').word).toBe('Palabra');
  });
});

describe('a formatted message', () => {
  it('is formatted again in the other language, the words passed in translated too', async () => {
    const fields = localized({ reps: 'Toe taps' } as const, {
      es: async () => ({ reps: 'Toques de pie' }),
    });
    const checks = localized(
      {
        limits: {
          between: (label: string, min: number, max: number) => `${label} must be ${min}-${max}`,
        },
      } as const,
      {
        es: async () => ({
          limits: { between: (label, min, max) => `${label}: de ${min} a ${max}` },
        }),
      },
    );
    await loadTranslations('es');
    // Formatted once, in English, as a schema does when it is built.
    const issue = checks.limits.between(fields.reps, 1, 50);
    expect(issue).toBe('Toe taps must be 1-50');
    expect(translateText(issue, 'es')).toBe('Toques de pie: de 1 a 50');
    expect(translateText('Toe taps must be 1-51', 'es')).toBe('Toe taps must be 1-51');
  });
});

describe('translateText', () => {
  it('translates a schema issue by its English words, templated limits too', () => {
    const result = registrationSchema.safeParse({
      email: 'not-an-email',
      password: '123',
      confirmPassword: '123',
      firstName: 'x'.repeat(NAME_MAX_LENGTH + 1),
      lastName: 'Lee',
      dateOfBirth: '1850-01-01',
      sex: 'female',
      weightKg: '70',
      heightCm: '170',
    });
    expect(result.success).toBe(false);
    const messages = (result.error?.issues ?? []).map((issue) =>
      translateText(issue.message, 'es'),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'Introduce un correo electrónico válido',
        'La contraseña debe tener al menos 6 caracteres',
        `Debe tener como máximo ${NAME_MAX_LENGTH} caracteres`,
        'Usa una fecha entre 1900 y 2100',
      ]),
    );
    expect(dateOutOfRangeMessage).toBe(validationMessages.dateOutOfRange(1900, 2100));
  });

  it('leaves text no catalog holds as it is, and English as it is', () => {
    expect(translateText('Ana Lee', 'es')).toBe('Ana Lee');
    expect(translateText(registrationMessages.invalidEmail, 'en')).toBe(
      registrationMessages.invalidEmail,
    );
  });
});
