/**
 * The per-page SEO rules, as pure functions over one document. The
 * site-wide rules (unique titles, links that resolve) live in site-rules.ts.
 */
import { findAll, getAttributeValue, textContent } from "domutils";
import type { Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import { HREFLANG, localeOfPath } from "#core/i18n/locale";

export type Finding = { page: string; rule: string; detail: string };

export type AuditContext = {
  /** SITE_URL of the build (no trailing slash). */
  siteUrl: string;
  partnerOrigin: string;
  sourceId: string;
  affiliateId: string;
};

export type PageFacts = {
  title: string | undefined;
  description: string | undefined;
  /** Internal hrefs as request targets (path + query, fragment stripped). */
  internalLinks: string[];
  partnerLinks: number;
  images: number;
  jsonLdBlocks: number;
};

export type PageRule = "h1" | "title" | "description" | "canonical" | "hreflang" | "partner-link" | "img" | "json-ld";

const attr = (element: Element, name: string) => getAttributeValue(element, name);
const tokens = (value: string | undefined) => new Set((value ?? "").toLowerCase().split(/\s+/).filter(Boolean));

/** Empty strings, nulls and leaked "undefined"/"NaN" text anywhere in a JSON-LD value, by JSON path. */
export function emptyJsonValues(value: unknown, at = "$"): string[] {
  if (value === null) return [`${at} is null`];
  if (typeof value === "string") {
    if (value.trim() === "") return [`${at} is an empty string`];
    return /\b(undefined|NaN)\b/.test(value) ? [`${at} contains "${value}"`] : [];
  }
  if (typeof value === "number") return Number.isFinite(value) ? [] : [`${at} is not a finite number`];
  if (Array.isArray(value)) return value.length === 0 ? [`${at} is an empty array`] : value.flatMap((item, index) => emptyJsonValues(item, `${at}[${index}]`));
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return [`${at} is an empty object`];
    return entries.flatMap(([key, item]) => emptyJsonValues(item, `${at}.${key}`));
  }
  return [];
}

function jsonLdFindings(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`];
  }
  const blocks = Array.isArray(data) ? data : [data];
  const problems = blocks.flatMap((block, index) =>
    typeof block === "object" && block !== null && "@context" in block ? [] : [`block ${index} has no @context`],
  );
  return [...problems, ...emptyJsonValues(data)];
}

/** A same-site href as a request target, or undefined when it leaves the site (or is only a fragment). */
export function internalTarget(href: string, siteUrl: string): string | undefined {
  const trimmed = href.trim();
  const isPath = trimmed.startsWith("/") && !trimmed.startsWith("//");
  if (!isPath && !trimmed.startsWith(`${siteUrl}/`) && trimmed !== siteUrl) return undefined;
  const url = new URL(trimmed, `${siteUrl}/`);
  return `${url.pathname}${url.search}`;
}

function partnerLinkFindings(link: Element, href: string, context: AuditContext): string[] {
  const url = new URL(href);
  const problems: string[] = [];
  if (url.searchParams.get("source_id") !== context.sourceId) problems.push(`source_id is ${url.searchParams.get("source_id")}`);
  if (url.searchParams.get("AffiliateID") !== context.affiliateId) problems.push(`AffiliateID is ${url.searchParams.get("AffiliateID")}`);
  const rel = tokens(attr(link, "rel"));
  if (!rel.has("sponsored") || !rel.has("noopener")) problems.push(`rel="${attr(link, "rel") ?? ""}"`);
  if (attr(link, "target") !== "_blank") problems.push(`target="${attr(link, "target") ?? ""}"`);
  return problems.map((problem) => `${href}: ${problem}`);
}

/** SVG <title>s are tooltips, not the document title. */
function insideSvg(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if ((parent as Element).name === "svg") return true;
  return false;
}

function isPartnerHref(href: string, partnerOrigin: string): boolean {
  try {
    return new URL(href).origin === partnerOrigin;
  } catch {
    return false;
  }
}

/**
 * Checks one page: one h1, a title and description present (lengths are site
 * rules), the canonical and hreflang equal to `canonicalUrl`, tracked partner
 * links, images with alt and size, and JSON-LD that parses with no empty value.
 */
export function auditPage(page: string, html: string, canonicalUrl: string, context: AuditContext): { facts: PageFacts; findings: Finding[] } {
  const elements = findAll(() => true, parseDocument(html).children);
  const named = (name: string) => elements.filter((element) => element.name === name);
  const findings: Finding[] = [];
  const report = (rule: PageRule, detail: string) => findings.push({ page, rule, detail });

  const h1s = named("h1");
  if (h1s.length !== 1) report("h1", `${h1s.length} <h1> elements`);

  const titles = named("title").filter((title) => !insideSvg(title));
  if (titles.length !== 1) report("title", `${titles.length} <title> elements`);
  const title = titles[0] ? textContent(titles[0]).trim() : undefined;

  const descriptions = named("meta").filter((meta) => attr(meta, "name") === "description");
  if (descriptions.length !== 1) report("description", `${descriptions.length} meta descriptions`);
  const description = descriptions[0] ? attr(descriptions[0], "content")?.trim() : undefined;

  const links = named("link");
  const canonicals = links.filter((link) => tokens(attr(link, "rel")).has("canonical"));
  if (canonicals.length !== 1 || attr(canonicals[0]!, "href") !== canonicalUrl) {
    report("canonical", `expected one canonical ${canonicalUrl}, found ${canonicals.map((link) => attr(link, "href")).join(", ") || "none"}`);
  }
  // Each page names itself in its own language (en-us, or es-us under /es/; issue 41).
  const own = HREFLANG[localeOfPath(new URL(canonicalUrl).pathname)];
  const hreflang = links.filter((link) => tokens(attr(link, "rel")).has("alternate") && attr(link, "hreflang")?.toLowerCase() === own);
  if (hreflang.length !== 1 || attr(hreflang[0]!, "href") !== canonicalUrl) {
    report("hreflang", `expected one hreflang ${own} to ${canonicalUrl}, found ${hreflang.map((link) => attr(link, "href")).join(", ") || "none"}`);
  }

  const internalLinks: string[] = [];
  let partnerLinks = 0;
  for (const anchor of named("a")) {
    const href = attr(anchor, "href");
    if (href === undefined) continue;
    const target = internalTarget(href, context.siteUrl);
    if (target !== undefined) internalLinks.push(target);
    else if (isPartnerHref(href, context.partnerOrigin)) {
      partnerLinks += 1;
      for (const problem of partnerLinkFindings(anchor, href, context)) report("partner-link", problem);
    }
  }

  const images = named("img");
  for (const image of images) {
    const missing = ["alt", "width", "height"].filter((name) => attr(image, name) === undefined);
    if (missing.length) report("img", `<img src="${attr(image, "src") ?? ""}"> lacks ${missing.join(", ")}`);
  }

  const jsonLd = named("script").filter((script) => attr(script, "type")?.toLowerCase() === "application/ld+json");
  jsonLd.forEach((script, index) => {
    for (const problem of jsonLdFindings(textContent(script))) report("json-ld", `block ${index}: ${problem}`);
  });

  return { facts: { title, description, internalLinks, partnerLinks, images: images.length, jsonLdBlocks: jsonLd.length }, findings };
}
