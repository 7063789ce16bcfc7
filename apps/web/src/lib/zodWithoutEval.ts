import { z } from 'zod';

// The console runs under a Content-Security-Policy without 'unsafe-eval' (server core/securityHeaders.ts):
// zod must not try to compile its parsers with Function(), which the browser reports as a violation.
// zod reads this when a schema is made: main.tsx imports this module first, and the build puts it in the
// zod chunk beside zod (vite.config.ts), which every chunk that makes schemas loads before it runs.
z.config({ jitless: true });
