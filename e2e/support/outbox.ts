import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The body of the newest dev-outbox mail to `to` whose subject is `subject`, if any yet. */
async function newestMail(to: string, subject: string): Promise<string | undefined> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set; run the specs through playwright.config.ts');
  const outbox = path.join(dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  for (const file of files.sort().reverse()) {
    const text = await readFile(path.join(outbox, file), 'utf8');
    const [headers = '', ...body] = text.split(/\r?\n\r?\n/);
    if (headers.includes(`To: ${to}\r\n`) && headers.includes(`Subject: ${subject}\r\n`)) {
      return body.join('\n');
    }
  }
  return undefined;
}

/** Waits for the server's dev outbox to hold a mail to `to` with `subject`; answers its body. */
export async function readMail(to: string, subject: string): Promise<string> {
  let body: string | undefined;
  await expect
    .poll(
      async () => {
        body = await newestMail(to, subject);
        return body !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return body as string;
}
