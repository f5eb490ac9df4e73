import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from the shared zod schemas (through their JSON Schema), so a
 * fuzzed request is mostly well-formed and reaches past validation into the handlers, plus the
 * hostile values issue 15 names.
 */

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Deeply nested arrays: a parser or validator that recurses without a limit overflows its stack. */
export const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
export const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Values that have broken servers: sizes, encodings, prototype keys, numbers JSON cannot hold. */
export const hostileValues: unknown[] = [
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  '𝕏🏋️‍♀️',
  '../../etc/passwd',
  "'; drop table users; --",
  '%00',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  -1,
  0,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.1 + 0.2,
  true,
  null,
  [],
  [{}],
  {},
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  JSON.parse(deepArray(200)),
  JSON.parse(deepObject(200)),
];

const hostile = fc.constantFrom(...hostileValues);

function fromJsonSchema(
  schema: JsonSchema,
  root: JsonSchema,
  ids: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const next = (s: JsonSchema) => fromJsonSchema(s, root, ids, depth + 1);
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    const target = root.$defs?.[name];
    return target ? next(target) : fc.jsonValue({ maxDepth: 2 });
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map(next));
  if (schema.allOf?.[0]) return next(schema.allOf[0]);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => next({ ...schema, type })));
  }
  switch (schema.type) {
    case 'string':
      return stringFor(schema, ids);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 100_000;
      const inRange =
        schema.type === 'integer'
          ? fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) })
          : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true });
      return fc.oneof(
        { weight: 5, arbitrary: inRange },
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 1e308, -0, 0.5) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(next));
      const items = schema.items ? next(schema.items) : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      return fc.array(items, {
        minLength,
        maxLength: Math.min(schema.maxItems ?? 4, minLength + 4),
      });
    }
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, next(value)]),
      );
      const record = fc.record(properties, { requiredKeys: schema.required ?? [] });
      if (typeof schema.additionalProperties === 'object' && !schema.properties) {
        return fc.dictionary(fc.constantFrom(...ids, 'k'), next(schema.additionalProperties), {
          maxKeys: 3,
        });
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  const plain = fc.string({ minLength, maxLength });
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(fc.constantFrom(...ids.filter(isUuidLike), randomUUID()), fc.uuid());
    case 'email':
      return fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.test$/);
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    default:
      return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), plain) : plain;
  }
}

const isUuidLike = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** Values of the schema alone (ids drawn from `ids`), to carry one hostile field each. */
export function validFor(schema: unknown, ids: readonly string[]): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema);
  return fromJsonSchema(json, json, ids, 0);
}

/** Text Postgres refuses and PGlite stores (issue 28): NUL, and unpaired surrogates. */
export const hostileTexts = ['Back\u0000Squat', '\u0000', '\ud800', 'pair\udc00ed', '\udbff'];

/** An ISO date, or the start of an ISO timestamp. */
const DATE_START = /^\d{4}-\d{2}-\d{2}/;

/**
 * Copies of `value` with one string (or one object key) made hostile each: every hostile text in
 * every string leaf, and year 0, 1899 and 2101 in every date. Keys are hostile only where the
 * value is a dictionary of ids (op cells, workout params), the place a key reaches the database.
 */
export function withOneHostileText(value: unknown): unknown[] {
  const variants: unknown[] = [];
  const walk = (node: unknown, rebuild: (replacement: unknown) => unknown) => {
    if (typeof node === 'string') {
      for (const text of hostileTexts) variants.push(rebuild(text));
      if (DATE_START.test(node)) {
        for (const year of ['0000', '1899', '2101']) variants.push(rebuild(year + node.slice(4)));
      }
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => {
        walk(item, (replacement) => rebuild(node.map((x, i) => (i === index ? replacement : x))));
      });
    } else if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      for (const [key, item] of entries) {
        walk(item, (replacement) => rebuild({ ...node, [key]: replacement }));
      }
      const first = entries[0];
      if (first && /^[0-9a-f-]{36}$/i.test(first[0])) {
        const rest = Object.fromEntries(entries.slice(1));
        variants.push(rebuild({ ...rest, [`${first[0]}\u0000`]: first[1] }));
      }
    }
  };
  walk(value, (replacement) => replacement);
  return variants;
}

function jsonSchemaOf(schema: unknown): JsonSchema {
  try {
    return z.toJSONSchema(schema as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
  } catch {
    return {};
  }
}

/**
 * Mostly values of the schema (ids drawn from `ids`, the test's real ones, so handlers find
 * rows), sometimes with one field made hostile, a hostile value outright, or any JSON.
 */
export function arbitraryFor(schema: unknown, ids: readonly string[]): fc.Arbitrary<unknown> {
  const valid = validFor(schema, ids);
  const oneFieldHostile = fc
    .tuple(valid, hostile, fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', ''))
    .map(([value, bad, extraKey]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const keys = Object.keys(value);
      const copy: Record<string, unknown> = { ...value };
      const key = keys.length > 0 ? (keys[keys.length - 1] as string) : extraKey;
      Object.defineProperty(copy, key, {
        value: bad,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    });
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: oneFieldHostile },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}
