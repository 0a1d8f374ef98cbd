/**
 * Site-wide SEO audit of the shipped build: every page of the sitemap, as the run's one walk
 * fetched it from the real app in process (helpers/site-snapshot.ts), is checked for status, size, one h1,
 * unique title and description, canonical and hreflang, internal links that
 * answer 200 directly, tracked partner links, images and JSON-LD. Prints a
 * summary table and fails on any finding.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAllCities } from "#core/nebraska/directory";
import { sitePagePaths, spanishOnlyPagePaths } from "#core/site/pages";
import { E2E, SITE_URL, SIM_URL } from "../e2e/env";
import { assertBuilt, startSecuritySite, type SecuritySite } from "../security/helpers/app";
import { auditPage, type AuditContext, type Finding } from "./helpers/page-rules";
import { PAGED_HOSPITALS } from "#core/care/hospital-pages";
import { carePagePaths } from "#core/care/care-pages";
import { canonicalPathOf } from "./helpers/pages";
import { MAX_PAGE_BYTES, siteSnapshot, type SitePage } from "./helpers/site-snapshot";
import { descriptionLengthFinding, duplicateFindings, internalLinkFindings, titleLengthFinding, type LinkAnswer } from "./helpers/site-rules";
import { findingList, summaryTable } from "./helpers/summary";

// A missing build is a failure with instructions, never a skip.
assertBuilt();

const RULES = ["status", "size", "h1", "title", "description", "canonical", "hreflang", "internal-link", "partner-link", "img", "json-ld"];

const context: AuditContext = {
  siteUrl: SITE_URL,
  partnerOrigin: new URL(SIM_URL).origin,
  sourceId: E2E.sourceId,
  affiliateId: E2E.affiliateId,
};

const cityNames = new Map(getAllCities().map((city) => [`/cities/${city.slug}/`, city.name]));

let site: SecuritySite;
let pages: SitePage[];
beforeAll(async () => {
  // The run's one walk (made here if this file asks first); this file's own site answers the link targets that are not pages.
  pages = (await siteSnapshot()).pages;
  // The prerendered pages were built with the e2e partner address; any page rendered live must match them.
  site = await startSecuritySite({ env: { PARTNER_BASE_URL: SIM_URL } });
});
afterAll(async () => {
  await site?.close();
});

async function answer(target: string): Promise<LinkAnswer> {
  const response = await site.request(target);
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") };
}

describe("site audit of every prerendered page", () => {
  it("covers the fixed pages, 9 categories, every city, every hospital page, the care index and towns' lists, each in both editions, and the /terms/ alias", () => {
    expect(pages.map((page) => page.path)).toEqual(sitePagePaths());
    expect(pages.length).toBe(2 * (7 + 9 + getAllCities().length + PAGED_HOSPITALS.length + carePagePaths("en").length) + spanishOnlyPagePaths().length + 1);
  });

  it("finds nothing to fix", async () => {
    const findings: Finding[] = [];
    const heads = [];
    const linksByPage = new Map<string, string[]>();
    const known = new Map<string, LinkAnswer>();
    let partnerLinks = 0;
    let images = 0;
    let jsonLdBlocks = 0;

    for (const page of pages) {
      known.set(page.path, { status: page.status, location: page.location });
      if (page.status !== 200) {
        findings.push({ page: page.path, rule: "status", detail: `answers ${page.status}${page.location ? ` → ${page.location}` : ""}` });
        continue;
      }
      if (page.truncated) findings.push({ page: page.path, rule: "size", detail: `larger than ${MAX_PAGE_BYTES} bytes (the walk kept that much)` });
      const canonical = canonicalPathOf(page.path);
      const audit = auditPage(page.path, page.html, `${SITE_URL}${canonical}`, context);
      findings.push(...audit.findings);
      const { title, description } = audit.facts;
      if (title !== undefined) {
        const finding = titleLengthFinding(page.path, title, cityNames.get(canonical));
        if (finding) findings.push(finding);
      }
      if (description !== undefined) {
        const finding = descriptionLengthFinding(page.path, description);
        if (finding) findings.push(finding);
      }
      heads.push({ path: page.path, title, description });
      linksByPage.set(page.path, audit.facts.internalLinks);
      partnerLinks += audit.facts.partnerLinks;
      images += audit.facts.images;
      jsonLdBlocks += audit.facts.jsonLdBlocks;
    }

    findings.push(...duplicateFindings(heads, canonicalPathOf));
    const links = await internalLinkFindings(linksByPage, known, answer);
    findings.push(...links.findings);

    const counts = { pages: pages.length, internalUnique: links.unique, internalTotal: links.total, partnerLinks, images, jsonLdBlocks };
    console.log(summaryTable(counts, findings, RULES));

    // Guards against a vacuous pass (e.g. a parser that sees no links at all).
    expect(links.total).toBeGreaterThan(pages.length * 10);
    expect(partnerLinks).toBeGreaterThan(pages.length);
    expect(jsonLdBlocks).toBeGreaterThan(pages.length);
    expect(findings, findingList(findings)).toEqual([]);
  });
});
