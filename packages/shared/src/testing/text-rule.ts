import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { validationMessages } from '../messages/validation';

/**
 * Walks a zod schema (mini or classic: both are zod core underneath) and lists every place that
 * breaks the text rule of `schemas/text.ts`: a string that accepts NUL or an unpaired surrogate,
 * a date that accepts a year Postgres refuses, or a value of any shape (`unknown`) that could
 * carry either into a jsonb column. Used by the tests that walk every exported schema and every
 * registered route, so a schema added tomorrow is held to the rule without editing a test.
 */

/** Text no person types, which Postgres refuses. */
export const UNSAFE_TEXT_PROBES = ['a\u0000b', 'a\uD800b', '\uDC00z', '\uDBFF'] as const;

/** A date the product stores, and the same date in years it must refuse. */
const DATE_PROBES = [
  { inRange: '2024-05-01', outOfRange: ['0000-05-01', '1899-12-31', '2101-01-01'] },
  {
    inRange: '2024-05-01T10:00:00.000Z',
    outOfRange: ['0000-05-01T10:00:00.000Z', '1899-12-31T23:00:00.000Z'],
  },
  {
    inRange: '2024-05-01T10:00:00+02:00',
    outOfRange: ['0000-05-01T10:00:00+02:00', '2101-01-01T10:00:00+02:00'],
  },
] as const;

export type TextRuleBreach = { path: string; problem: string };

/** The parts of a zod definition the walk reads; zod keeps them on `_zod.def`. */
type Definition = {
  type: string;
  format?: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  keyType?: $ZodType;
  valueType?: $ZodType;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  innerType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  getter?: () => $ZodType;
};

const definitionOf = (schema: $ZodType) => schema._zod.def as unknown as Definition;
function accepts(schema: $ZodType, value: unknown): boolean {
  try {
    return z.safeParse(schema, value).success;
  } catch {
    // A transform behind a pipe expects its input already parsed and may throw on a probe.
    return false;
  }
}

/** Whether a schema takes some form of date and refuses plain words. */
const isDate = (schema: $ZodType) =>
  !accepts(schema, 'not a date') && DATE_PROBES.some((probe) => accepts(schema, probe.inRange));

/**
 * A schema that takes a date (and refuses plain words) must refuse the years outside the range;
 * checked on every node, since a date may be a string, a union of formats or a pipe.
 */
function dateBreach(schema: $ZodType): string | null {
  if (!isDate(schema)) return null;
  for (const probe of DATE_PROBES) {
    if (!accepts(schema, probe.inRange)) continue;
    const accepted = probe.outOfRange.filter((date) => accepts(schema, date));
    if (accepted.length > 0) return `accepts the date ${accepted.join(', ')}`;
  }
  return null;
}

function stringBreach(schema: $ZodType, definition: Definition): string | null {
  for (const probe of UNSAFE_TEXT_PROBES) {
    const result = z.safeParse(schema, probe);
    const shown = JSON.stringify(probe);
    if (result.success) return `accepts ${shown}`;
    // A plain string must refuse it by the text rule (so the field's name comes with its
    // message), not by luck of another check such as a length; a format (email, uuid, ISO date)
    // refuses it by its own pattern.
    const byRule = result.error.issues.some((i) => i.message === validationMessages.unsafeText);
    if (definition.format === undefined && !byRule) return `refuses ${shown} only by chance`;
  }
  return null;
}

/**
 * Every breach of the text rule in `schema`, named by path from `label`. `acceptsAnything` lists
 * the paths where a value of any shape is allowed, because the code parses it again with a
 * schema of its own (a socket op) or throws it away (a transform).
 */
export function textRuleBreaches(
  schema: unknown,
  label: string,
  acceptsAnything: readonly string[] = [],
): TextRuleBreach[] {
  const breaches: TextRuleBreach[] = [];
  const seen = new Set<$ZodType>();

  /** `datesChecked`: an outer node already refuses the dates out of range (a union of formats). */
  function visit(node: $ZodType, path: string, datesChecked: boolean) {
    if (seen.has(node)) return;
    seen.add(node);
    const definition = definitionOf(node);
    const dated = datesChecked ? null : dateBreach(node);
    if (dated) breaches.push({ path, problem: dated });
    const next = (child: $ZodType | null | undefined, suffix: string) => {
      if (child) visit(child, `${path}${suffix}`, datesChecked || (!dated && isDate(node)));
    };

    switch (definition.type) {
      case 'string': {
        const problem = stringBreach(node, definition);
        if (problem) breaches.push({ path, problem });
        return;
      }
      case 'unknown':
      case 'any':
        if (!acceptsAnything.includes(path)) {
          breaches.push({ path, problem: 'accepts any value, text included, unchecked' });
        }
        return;
      case 'object':
        for (const [key, child] of Object.entries(definition.shape ?? {})) next(child, `.${key}`);
        next(definition.catchall, '.*');
        return;
      case 'array':
      case 'set':
        next(definition.element ?? definition.valueType, '[]');
        return;
      case 'tuple':
        for (const [index, child] of (definition.items ?? []).entries()) next(child, `[${index}]`);
        next(definition.rest, '[...]');
        return;
      case 'record':
      case 'map':
        next(definition.keyType, '{key}');
        next(definition.valueType, '{value}');
        return;
      case 'union':
        for (const [index, child] of (definition.options ?? []).entries()) {
          next(child, `<${optionName(child) ?? index}>`);
        }
        return;
      case 'intersection':
        next(definition.left, '&left');
        next(definition.right, '&right');
        return;
      case 'pipe':
        next(definition.in, '');
        next(definition.out, '>');
        return;
      case 'lazy':
        next(definition.getter?.(), '');
        return;
      default:
        next(definition.innerType, '');
    }
  }

  if (isSchema(schema)) visit(schema, label, false);
  return breaches;
}

/** A discriminated union's option by its `type` (an op's name), so paths survive reordering. */
function optionName(option: $ZodType): string | null {
  const type = definitionOf(option).shape?.type;
  const values = type ? (type._zod.def as { values?: unknown[] }).values : undefined;
  return typeof values?.[0] === 'string' ? values[0] : null;
}

/** Whether a value is a zod schema (mini or classic). */
export function isSchema(value: unknown): value is $ZodType {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value &&
    typeof (value as { _zod?: { def?: unknown } })._zod?.def === 'object'
  );
}
