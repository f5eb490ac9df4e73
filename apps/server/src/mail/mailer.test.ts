import { describe, expect, it } from 'vitest';
import { formatOutboxMessage } from './mailer';

describe('outbox message format', () => {
  it('writes headers, a blank line and the text body', () => {
    const text = formatOutboxMessage(
      'Level Up <no-reply@levelup.local>',
      { to: 'ann@example.com', subject: 'Your password reset code', text: 'Code 123456.' },
      new Date('2030-01-02T03:04:05Z'),
    );
    expect(text.split('\r\n')).toEqual([
      'From: Level Up <no-reply@levelup.local>',
      'To: ann@example.com',
      'Subject: Your password reset code',
      'Date: Wed, 02 Jan 2030 03:04:05 GMT',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Code 123456.',
      '',
    ]);
  });
});
