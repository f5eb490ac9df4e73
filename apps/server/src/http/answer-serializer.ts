import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Checks each answer against its route's response schema and sends what the schema reads of it,
 * as the web app reads it. It parses where the library's own compiler encodes: the shared schemas
 * the web app reads answers with hold one-way transforms (an unknown exercise type reads as
 * compound), which zod can parse but not encode. A mismatch is the library's 500.
 */
export const answerSerializer: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = z.safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
