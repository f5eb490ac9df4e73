import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiClientError } from './api-client';

/**
 * Puts the server's answer to a form on the form: each issue about one of its fields under that
 * field. Returns whether any did, so the form shows its general failure only when none did.
 */
export function showFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  isField: (path: string) => path is FieldPath<T>,
): boolean {
  if (!isApiClientError(error)) return false;
  let shown = false;
  for (const issue of error.issues) {
    if (!isField(issue.path)) continue;
    setError(issue.path, { message: issue.message });
    shown = true;
  }
  return shown;
}
