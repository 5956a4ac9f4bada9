// zod compiles object parsers with `new Function`, probing for eval as each object schema is
// built; the app's pages allow no eval (public/_headers), so the probe alone is a CSP
// violation. main.tsx runs this before it loads any module that builds a schema.
import * as z from 'zod';

z.config({ jitless: true });
