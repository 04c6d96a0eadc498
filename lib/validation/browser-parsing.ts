import { config } from 'zod';

// Zod compiles a fast parser for each object schema with `new Function`, after probing whether
// the page allows it. Our Content-Security-Policy refuses eval, so in the browser the probe only
// logs a CSP violation (which costs the page its best-practices score) and zod parses without
// compiling anyway. Client modules that parse with zod import this first; the server keeps the
// compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });
