/**
 * A slug as the site writes them: lowercase words joined by single dashes; nothing in it needs
 * escaping. A module of its own, with no top-level work, so the click beacon on every page can
 * check a slug without loading the route table's chunk (docs/decisions/0062's fourth script).
 */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
