/** Generic field messages for limits the spec leaves unnamed (oversized input). */
export const validationMessages = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  required: 'This field is required',
} as const;
