import { z } from 'zod/mini';
import { NAME_MAX_LENGTH } from '../constants';
import { teamMessages, validationMessages } from '../messages';
import { idSchema, nameSchema } from './common';
import { text } from './text';

export const colorHexSchema = text().check(
  z.regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1E88E5'),
);

/**
 * The colours a trainer gives a team. A team's colour marks its rows and scores beside the white
 * and light grey of the coach's screens and the navy of the TV, so each has at least 3:1 contrast
 * with all four (WCAG AA for graphics; tested in team.test.ts), and no two are the same hue.
 */
export const TEAM_COLORS = [
  { key: 'red', hex: '#e8453c' },
  { key: 'orange', hex: '#e65100' },
  { key: 'gold', hex: '#9e8600' },
  { key: 'green', hex: '#2e9e4f' },
  { key: 'teal', hex: '#009e8e' },
  { key: 'blue', hex: '#1e88e5' },
  { key: 'purple', hex: '#a463d6' },
  { key: 'pink', hex: '#d4558a' },
] as const;
export type TeamColorKey = (typeof TEAM_COLORS)[number]['key'];

const TEAM_COLOR_HEXES = TEAM_COLORS.map((c) => c.hex);

/** The backgrounds a team's colour is drawn on: the coach's surface and page, the TV's panels. */
export const TEAM_COLOR_BACKGROUNDS = ['#ffffff', '#f3f5f9', '#1d3557', '#0f1b2d'] as const;

/** A team's name: as a client's or a challenge's, with the team form's own word when blank. */
const teamNameSchema = text({ error: teamMessages.nameRequired }).check(
  z.trim(),
  z.minLength(1, teamMessages.nameRequired),
  z.maxLength(NAME_MAX_LENGTH, validationMessages.tooLong(NAME_MAX_LENGTH)),
);

/**
 * POST /api/teams and PUT /api/teams/{id}: a team's name and its colour, one of TEAM_COLORS
 * (in any letter case), stored in lower case.
 */
export const teamInputSchema = z.object({
  name: teamNameSchema,
  colorHex: text({ error: teamMessages.colorRequired }).check(
    z.toLowerCase(),
    z.refine((hex) => TEAM_COLOR_HEXES.some((c) => c === hex), teamMessages.colorRequired),
  ),
});
export type TeamInput = z.input<typeof teamInputSchema>;
export type TeamValues = z.infer<typeof teamInputSchema>;

/** A team (GET /api/teams and the live session's teams). */
export const teamSchema = z.object({
  id: idSchema,
  name: nameSchema,
  colorHex: colorHexSchema,
  score: z._default(z.number().check(z.int()), 0),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);
