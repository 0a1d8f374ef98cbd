/**
 * A third partner provider, as a newcomer would add one (issue 38): one definition (here a
 * mirror that answers the partner's category pages from memory, no network) and one entry in
 * the list the settings choose from. Nothing else changes: the runtime builds it, the page
 * cache stores its answers, the products API serves its cards with affiliate tracking, and
 * /admin/ would name it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import type { Logger } from "../../server/logger";
import { pagesSource } from "../../server/partner/pages-source";
import type { PartnerSourceDefinition } from "../../server/partner/source";
import { PARTNER_SOURCES } from "../../server/partner/sources";
import { createRuntime } from "../../server/runtime";
import { expectedProducts } from "../partner-sim/catalog";
import { categoryPage } from "../partner-sim/pages";
import { silentLogger } from "./helpers/clock";
import { openTestDatabase, type TestDatabase } from "./helpers/databases";

const PARTNER = "https://partner.example";
let asked: string[] = [];

/** The whole provider: its name, what it needs, and how it answers. */
const mirror: PartnerSourceDefinition = {
  kind: "mirror",
  requires: [],
  calendar: false,
  create: (deps) =>
    pagesSource(
      "mirror",
      {
        name: "mirror",
        fetchAnswer: async (url) => {
          asked.push(url);
          return categoryPage(new URL(url).pathname, PARTNER);
        },
      },
      deps,
    ),
};

let database: TestDatabase;
let runtime: Awaited<ReturnType<typeof createRuntime>>;

beforeAll(async () => {
  database = await openTestDatabase("sqlite");
  const config = loadConfig({ PARTNER_PROVIDER: "mirror", PARTNER_BASE_URL: PARTNER, DATABASE_URL: database.url, LOG_LEVEL: "silent", NODE_ENV: "test" }, [...PARTNER_SOURCES, mirror]);
  runtime = await createRuntime(config, silentLogger as unknown as Logger);
});

afterAll(async () => {
  await runtime?.close();
  await database?.cleanup();
});

describe("a third partner provider", () => {
  it("is chosen by its name and serves its products through the cache, tracked, with no other change", async () => {
    asked = [];
    const response = await runtime.api.request("/products?category=birthday-flowers");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: { title: string; url: string }[]; cacheStatus: string };
    expect(body.cacheStatus).toBe("fresh");
    expect(body.products.map((product) => product.title)).toEqual(expectedProducts("/birthday-flowers/", PARTNER, body.products.length).map((card) => card.title));
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) expect(new URL(product.url).searchParams.get("source_id")).toBe("aff");
    expect(asked).toEqual([`${PARTNER}/birthday-flowers/`]);
    // Asked again, the cache answers.
    await runtime.api.request("/products?category=birthday-flowers");
    expect(asked).toHaveLength(1);
  });
});
