/**
 * The year at render time. Static sections never hydrate: prerendered pages carry
 * the build's year and on-demand pages the render's (see docs/decisions/0007).
 */
export function useCurrentYear(): number {
  return new Date().getFullYear();
}
