export const readyScreenMessages = {
  fallbackName: 'Athlete',
  noReadiness: '--',
  backHome: 'Back Home',
  changePrep: "Change Today's Prep",
  readinessInfo: 'Readiness score info',
} as const;
