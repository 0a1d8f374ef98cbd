import { CLICK_LIMITS, KINDS_WITH_TARGET_ID, type ClickEvent, type ClickTarget } from "./types";

// Kept apart from schema.ts so the beacon on every page does not pull in zod.

export { SLUG } from "../routes/slug";
/** No whitespace, query or fragment: the browser sends location.pathname only. */
export const PATH = /^\/[^\s?#]*$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * What a click's targetId may hold: what a town, category or product name holds. Letters
 * (with their accents), digits, plain spaces and the punctuation product names use; no markup
 * (< > = { } [ ] ` \ | ^ ~ @), no controls, no bidi or zero-width characters, and no leading
 * + or - (a spreadsheet would read the CSV export's cell as a formula).
 */
const NAME_CHARACTERS = "\\p{L}\\p{M}\\p{N} '’‘“”\"&.,\\-–—()!?:;+/#%*$…™®©°";
export const TARGET_ID = new RegExp(`^(?![+\\-])[${NAME_CHARACTERS}]+$`, "u");
const NOT_TARGET_ID = new RegExp(`[^${NAME_CHARACTERS}]`, "gu");

/**
 * The event a link reports, shaped to pass clickEventSchema: a long product
 * title is cut to the limit and control characters become spaces, rather than
 * the click being lost; an odd path is reported as "/".
 */
export function toClickEvent(path: string, target: ClickTarget): ClickEvent {
  const pagePath = path.length <= CLICK_LIMITS.pathMax && PATH.test(path) ? path : "/";
  const targetId = target.targetId
    ?.replace(new RegExp(CONTROL.source, "g"), " ")
    .replace(/\p{Zs}/gu, " ")
    .replace(NOT_TARGET_ID, "")
    .replace(/^[\s+-]+/, "")
    .trim()
    .slice(0, CLICK_LIMITS.targetIdMax)
    .trim();
  return {
    path: pagePath,
    placement: target.placement,
    targetKind: target.targetKind,
    ...(targetId && KINDS_WITH_TARGET_ID.includes(target.targetKind) ? { targetId } : {}),
  };
}
