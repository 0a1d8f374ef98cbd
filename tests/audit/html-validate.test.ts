/**
 * The HTML of every page the site serves (prerendered files and pages rendered
 * on demand, through the built app; the run's one walk of the sitemap, helpers/site-snapshot.ts)
 * passes html-validate's recommended rules. Rules are only relaxed where the framework's markup or a deliberate
 * design choice conflicts with them; everything else is an error.
 */
import { HtmlValidate, type ConfigData, type Message } from "html-validate";
import { beforeAll, describe, expect, it } from "vitest";
import { sitePagePaths } from "#core/site/pages";
import { useBuiltSite } from "../security/helpers/app";
import { siteSnapshot, type SitePage } from "./helpers/site-snapshot";

let pages: SitePage[];
beforeAll(async () => {
  pages = (await siteSnapshot()).pages;
});
// For the sympathy page's service answers, which no sitemap lists.
const site = useBuiltSite();

const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes DOM property names into the markup (charSet, hrefLang, autoComplete); HTML attribute names are case-insensitive.
    "attr-case": "off",
    // Astro writes void elements bare (<meta>), React self-closes them (<img/>): both are valid HTML.
    "void-style": "off",
    // React renders a true boolean attribute as name="" (async=""): require that one style.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // React writes `hidden` both ways: hidden="" from props, bare `hidden` on its own streamed Suspense templates (<div hidden id="S:0">).
    "attribute-empty-style": "off",
    // React's useId() ids look like "_R_d55_"; HTML5 only asks for a non-empty id without whitespace, which stays checked.
    "valid-id": ["error", { relaxed: true }],
    // The city search is an ARIA combobox whose suggestions are a role="listbox" (docs/product.md, "Search"); a native <select> cannot filter as you type.
    "prefer-native-element": ["error", { exclude: ["listbox"] }],
    // City titles dictated by the spec run past 70 characters; site-audit.test.ts checks lengths against the spec's patterns.
    "long-title": "off",
  },
};

const describeMessage = (page: string, message: Message) =>
  `${page}:${message.line}:${message.column} [${message.ruleId}] ${message.message}${message.selector ? ` (${message.selector})` : ""}`;

/**
 * The pages in parts of at most PART_SIZE, each its own test: a test's hang guard (300 s) then
 * covers a bounded amount of work however many pages the sitemap grows to (~50 ms of parsing a
 * page on a quiet machine, five times that on a busy one).
 */
const PART_SIZE = 100;
const PATHS = sitePagePaths();
const PARTS = Array.from({ length: Math.ceil(PATHS.length / PART_SIZE) }, (_, index) => index + 1);

describe("html-validate over every page", () => {
  it("is given every page the site serves, by the run's one walk", () => {
    expect(pages.map((page) => page.path)).toEqual(PATHS);
  });

  it.for(PARTS)(`reports no errors on part %i of ${PARTS.length} (${PART_SIZE} pages a part, ${PATHS.length} pages)`, async (part) => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    const mine = pages.slice((part - 1) * PART_SIZE, part * PART_SIZE);
    const problems: string[] = [];
    let validated = 0;
    for (const { path: page, status, html, truncated } of mine) {
      if (status !== 200 || truncated) {
        problems.push(`${page}: ${truncated ? "too large to keep whole" : `answered ${status}`}`);
        continue;
      }
      const report = await validator.validateString(html, page);
      validated += 1;
      for (const result of report.results) for (const message of result.messages) problems.push(describeMessage(page, message));
    }
    console.log(`html-validate: part ${part}, ${validated} of ${mine.length} pages validated, ${problems.length} problem(s)`);
    const shown = problems.slice(0, 30).join("\n");
    expect(problems, `${problems.length} problem(s):\n${shown}`).toEqual([]);
    expect(mine.length).toBeGreaterThan(0);
    expect(validated).toBe(mine.length);
  });

  it("reports no errors on the sympathy page's service answers (each kind, bad input included)", async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const problems: string[] = [];
    for (const query of [`town=Kearney&date=${day(9)}&time=morning`, `town=Kearney&date=${day(-2)}&time=afternoon`, `town=Kearney&date=${day(200)}&time=morning`, "town=Atlantis&date=no&time=x"]) {
      const page = `/categories/sympathy-funeral/?${query}`;
      const response = await site().request(page);
      expect(response.status, page).toBe(200);
      const report = await validator.validateString(await response.text(), page);
      for (const result of report.results) for (const message of result.messages) problems.push(describeMessage(page, message));
    }
    expect(problems).toEqual([]);
  });
});
