import { z } from 'zod/mini';

// zod/mini loads no locale; the server loads English at start, so the tests that read a default
// (non-spec) message see the same wording the API answers with.
z.config(z.locales.en());
