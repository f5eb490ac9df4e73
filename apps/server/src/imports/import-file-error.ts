/**
 * Why an uploaded export cannot be imported, in words for the person who uploaded it, with the
 * line (from 1, the header being 1) and column it is about when there is one. The routes answer
 * it as a 400.
 */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: string,
  ) {
    super(message);
  }
}
