import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../constants';
import { registrationMessages } from '../messages/registration';
import { validationMessages } from '../messages/validation';
import { registrationSchema } from '../schemas/registration';
import { dateOutOfRangeMessage } from '../schemas/text';
import { translationGaps } from '../testing/translation-gaps';
import { textTranslator } from './catalog';
import {
  formattedSchemaMessages,
  localizedEmailChangeMessages,
  localizedHttpMessages,
  localizedLoginMessages,
  localizedPasswordResetMessages,
  localizedRegistrationMessages,
  localizedServerMessages,
  localizedValidationMessages,
} from './catalogs';

const translated = {
  http: localizedHttpMessages,
  server: localizedServerMessages,
  validation: localizedValidationMessages,
  login: localizedLoginMessages,
  registration: localizedRegistrationMessages,
  passwordReset: localizedPasswordResetMessages,
  emailChange: localizedEmailChangeMessages,
};

describe('Spanish catalogs', () => {
  it.each(Object.entries(translated))(
    '%s has every English key, templates with the same arguments',
    (_name, catalog) => {
      expect(translationGaps(catalog.en, catalog.es)).toEqual([]);
    },
  );

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
    for (const catalog of Object.values(translated)) walk(catalog.en, catalog.es);
    expect(clashes).toEqual([]);
  });
});

describe('textTranslator', () => {
  const toSpanish = textTranslator(Object.values(translated), 'es', formattedSchemaMessages);

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
    const messages = (result.error?.issues ?? []).map((issue) => toSpanish(issue.message));
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
    expect(toSpanish('Ana Lee')).toBe('Ana Lee');
    const toEnglish = textTranslator(Object.values(translated), 'en', formattedSchemaMessages);
    expect(toEnglish(registrationMessages.invalidEmail)).toBe(registrationMessages.invalidEmail);
  });
});
