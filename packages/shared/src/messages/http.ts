export const httpMessages = {
  unauthorized: 'Authentication failed. Please log in again.',
  forbidden: "Access denied. You don't have permission for this resource.",
  /** Fallback when a failed response carries neither `message` nor `error`. */
  status: (status: number) => `HTTP ${status}`,
} as const;
