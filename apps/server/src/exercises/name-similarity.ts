/**
 * Trigram similarity as Postgres' pg_trgm computes it, in JavaScript because the embedded
 * database (PGlite) lacks the extension: the text is lowercased and split into words on anything
 * that is not a letter or digit; each word is padded with two spaces before and one after; the
 * similarity of two texts is the number of trigrams they share over the number in either.
 */
export function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    const chars = [...padded];
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  }
  return grams;
}

/** pg_trgm's `similarity(a, b)`: 0 (nothing shared) to 1 (the same trigrams). */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** pg_trgm's default threshold for `%`: names at least this similar count as near-duplicates. */
export const SIMILARITY_THRESHOLD = 0.3;

/** How many near-duplicates the wizard lists. */
export const SIMILAR_LIMIT = 5;

/**
 * The names among `candidates` most like `name` (best first, at most `SIMILAR_LIMIT`), leaving
 * out any whose key equals `ownKey` (the exact duplicate is reported on its own).
 */
export function similarNames(
  name: string,
  candidates: readonly string[],
  isSame: (candidate: string) => boolean,
): string[] {
  return candidates
    .filter((candidate) => !isSame(candidate))
    .map((candidate) => ({ candidate, score: trigramSimilarity(name, candidate) }))
    .filter(({ score }) => score >= SIMILARITY_THRESHOLD)
    .sort((x, y) => y.score - x.score || x.candidate.localeCompare(y.candidate))
    .slice(0, SIMILAR_LIMIT)
    .map(({ candidate }) => candidate);
}
