const messageOf = (node: unknown): string | undefined =>
  typeof node === 'object' && node !== null && 'message' in node && typeof node.message === 'string'
    ? node.message
    : undefined;

/**
 * The message under a field, or under a list as a whole ('Add at least one plate pair'), which the
 * form's resolver files as the list's own message while it is empty and under `root` once it has
 * rows (its rows' messages then sit at their positions).
 */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return messageOf(error) ?? ('root' in error ? messageOf(error.root) : undefined);
}
