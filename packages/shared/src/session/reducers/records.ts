/** Record operations that keep the reducer's results free of empty or stray keys. */

export function omitKeys<T>(
  record: Readonly<Record<string, T>>,
  keys: ReadonlySet<string>,
): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of Object.keys(record)) if (!keys.has(key)) out[key] = record[key] as T;
  return out;
}

export function hasAnyKey(record: object, keys: ReadonlySet<string>): boolean {
  return Object.keys(record).some((key) => keys.has(key));
}

export function sameKeys(a: object | undefined, b: object | undefined): boolean {
  const ak = Object.keys(a ?? {});
  const bk = Object.keys(b ?? {});
  return ak.length === bk.length && ak.every((key) => Object.hasOwn(b ?? {}, key));
}
