import type { Page } from '@playwright/test';

/**
 * Starting a session asks first while the trainer has one live (issue 34). The demo coach is
 * shared by specs running side by side, and nearly always has live sessions of theirs: a spec
 * about something else starts its own as if it had none (e2e/resume-session.spec.ts tests the
 * question, as an account no other spec uses).
 */
export async function startAsIfNoneLive(page: Page): Promise<void> {
  await page.route('**/api/sessions/live', (route) => route.fulfill({ json: { sessions: [] } }));
}
