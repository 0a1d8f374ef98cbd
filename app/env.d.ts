/// <reference types="astro/client" />

type PageLocals = import("#core/site/page-locals").PageLocals;

declare namespace App {
  /** What the server hands an on-demand page: core/site/page-locals.ts, shared with the server's renderer. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Astro declares Locals as an interface to be merged into.
  interface Locals extends PageLocals {}
}
