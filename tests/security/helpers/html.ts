/** Reads a server-rendered document the way a browser would, to find anything that could run. */
import { findAll, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";

export type ScriptSurface = {
  /** Text of every inline <script> (JSON-LD included). */
  inlineScripts: string[];
  /** Text of the inline scripts a browser runs: no type, a JavaScript type or module (not JSON-LD). */
  runnableScripts: string[];
  /** Every `on…` attribute, as "tag.attribute=value". */
  handlers: string[];
  /** href/src/action/formaction values with a scheme other than http(s), mailto, tel or webcal (a town's calendar subscription). */
  oddUrls: string[];
  /** Elements that only an injection would put there. */
  injected: string[];
};

const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "data"];
const RUNNABLE_TYPES = ["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript", "importmap", "speculationrules"];

export function scriptSurface(html: string): ScriptSurface {
  const document = parseDocument(html);
  const elements = findAll(() => true, document.children);
  const surface: ScriptSurface = { inlineScripts: [], runnableScripts: [], handlers: [], oddUrls: [], injected: [] };
  for (const element of elements) {
    if (element.name === "script" && getAttributeValue(element, "src") === undefined) {
      surface.inlineScripts.push(textContent(element));
      if (RUNNABLE_TYPES.includes((getAttributeValue(element, "type") ?? "").trim().toLowerCase())) surface.runnableScripts.push(textContent(element));
    }
    if (["iframe", "object", "embed", "base", "frame"].includes(element.name)) surface.injected.push(element.name);
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) surface.handlers.push(`${element.name}.${name}=${value}`);
      if (URL_ATTRIBUTES.includes(name.toLowerCase()) && /^\s*[a-z][a-z0-9+.-]*:/i.test(value) && !/^\s*(https?|mailto|tel|webcal):/i.test(value)) {
        surface.oddUrls.push(`${element.name}.${name}=${value}`);
      }
    }
  }
  return surface;
}
