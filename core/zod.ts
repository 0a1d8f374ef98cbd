import { z } from "zod";

// Configured once, before any schema is built: zod's JIT probes `new Function("")`,
// which the site's CSP (no 'unsafe-eval') reports as a violation in the browser.
// Every schema that can reach the browser imports z from here.
z.config({ jitless: true });

export { z };
