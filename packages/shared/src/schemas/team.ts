import { z } from 'zod/mini';
import { idSchema, nameSchema } from './common';
import { text } from './text';

export const colorHexSchema = text().check(
  z.regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1E88E5'),
);

/** A team (GET /api/teams and the live session's teams). */
export const teamSchema = z.object({
  id: idSchema,
  name: nameSchema,
  colorHex: colorHexSchema,
  score: z._default(z.number().check(z.int()), 0),
});
export type Team = z.infer<typeof teamSchema>;
