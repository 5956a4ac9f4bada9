// zod compiles object parsers with `new Function` unless told not to, and probes for eval to
// decide; the app's pages allow no eval (public/_headers), so the probe alone would be a CSP
// violation. Imported first by main.tsx, before any schema parses.
import * as z from 'zod';

z.config({ jitless: true });
