/** Generic field messages for limits the spec leaves unnamed (oversized input). */
export const validationMessages = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  required: 'This field is required',
  unsafeText: 'Remove the invisible or broken characters from this field',
  dateOutOfRange: (from: number, to: number) => `Use a date between ${from} and ${to}`,
} as const;
