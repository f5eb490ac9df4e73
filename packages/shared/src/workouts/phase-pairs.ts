/** Pair lists end at the last letter in use: free letters after it are dropped. */
export function trimFreeLetters(pairs: string[][]): string[][] {
  const out = [...pairs];
  while (out.length > 0 && (out.at(-1) as string[]).length === 0) out.pop();
  return out;
}

/** Pairs without the given exercise; a pair left with one exercise is dissolved. */
export function pairsWithout(
  pairs: readonly (readonly string[])[],
  exerciseId: string,
): string[][] {
  return trimFreeLetters(
    pairs.map((ids) => {
      const kept = ids.filter((id) => id !== exerciseId);
      return kept.length < 2 ? [] : kept;
    }),
  );
}
