/** Object keys that would reach a prototype if used as a record key; never valid ids. */
export const HOSTILE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Nesting deeper than any valid message; deeper input is cut off there. */
const MAX_DEPTH = 16;
/** Longer arrays than any op accepts are dropped before they are copied. */
const MAX_ARRAY_LENGTH = 1000;

/**
 * A plain-data copy of untrusted input without `__proto__`, `constructor` or `prototype` keys at
 * any depth, so nothing read from the network can reach an object prototype. Values that are not
 * JSON-like (class instances, functions, buffers) become undefined, which fails validation.
 */
export function dropHostileKeys(value: unknown, depth = 0): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_LENGTH) return undefined;
    return Array.from(value, (item) => dropHostileKeys(item, depth + 1));
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (HOSTILE_KEYS.has(key)) continue;
    copy[key] = dropHostileKeys((value as Record<string, unknown>)[key], depth + 1);
  }
  return copy;
}
