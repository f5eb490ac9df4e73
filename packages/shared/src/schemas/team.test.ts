import { describe, expect, it } from 'vitest';
import { teamMessages, validationMessages } from '../messages';
import { TEAM_COLOR_BACKGROUNDS, TEAM_COLORS, teamInputSchema } from './team';

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const issuesOf = (value: unknown) =>
  teamInputSchema.safeParse(value).error?.issues.map((i) => ({
    path: i.path.join('.'),
    message: i.message,
  }));

describe('team colours', () => {
  it.each(TEAM_COLORS.map((c) => [c.key, c.hex] as const))(
    '%s stands out at 3:1 on every screen it is drawn on',
    (_key, hex) => {
      for (const background of TEAM_COLOR_BACKGROUNDS) {
        expect(contrast(hex, background), `${hex} on ${background}`).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('has a name for each colour and no colour twice', () => {
    for (const { key } of TEAM_COLORS) expect(teamMessages.colorNames[key]).toBeTruthy();
    expect(new Set(TEAM_COLORS.map((c) => c.hex)).size).toBe(TEAM_COLORS.length);
  });
});

describe('teamInputSchema', () => {
  it('trims the name and keeps the colour in lower case', () => {
    expect(teamInputSchema.parse({ name: ' Red Rockets ', colorHex: '#E8453C' })).toEqual({
      name: 'Red Rockets',
      colorHex: '#e8453c',
    });
  });

  it('asks for a name and a colour of the palette', () => {
    expect(issuesOf({ name: '  ', colorHex: '#123456' })).toEqual([
      { path: 'name', message: teamMessages.nameRequired },
      { path: 'colorHex', message: teamMessages.colorRequired },
    ]);
    expect(issuesOf({})).toEqual([
      { path: 'name', message: teamMessages.nameRequired },
      { path: 'colorHex', message: teamMessages.colorRequired },
    ]);
    expect(issuesOf({ name: 'x'.repeat(101), colorHex: '#1e88e5' })).toEqual([
      { path: 'name', message: validationMessages.tooLong(100) },
    ]);
  });

  it('refuses text no database stores', () => {
    expect(issuesOf({ name: 'Red\u0000', colorHex: '#1e88e5' })).toEqual([
      { path: 'name', message: validationMessages.unsafeText },
    ]);
  });
});
