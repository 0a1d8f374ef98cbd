import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "#core/config/site";
import type { ProductsResponse } from "#core/products/schema";
import { verifyLink } from "./link-token";
import { createMcpServer, type McpToolDeps } from "./tools";

const SECRET = "a-test-secret-of-at-least-32-characters";
const PARTNER = "https://www.flowershopping.com";
const site = { siteUrl: "https://example.test", partnerBaseUrl: PARTNER, affiliateSourceId: "s", affiliateId: "a" } as SiteConfig;

/** The tools over an in-memory transport, answering from stubbed services. */
async function connect(products: ProductsResponse): Promise<Client> {
  const deps: McpToolDeps = {
    siteUrl: "https://example.test",
    site,
    linkSecret: SECRET,
    delivery: { now: () => new Date("2026-12-01T15:00:00Z"), datesFor: () => Promise.reject(new Error("not asked")) },
    products: { get: async () => products },
    serviceAnswer: () => Promise.reject(new Error("not asked")),
  };
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(deps).connect(serverSide);
  const client = new Client({ name: "tools-test", version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}

const card = (title: string, url: string) => ({ title, url, image: `${PARTNER}/i.jpg`, price: "$50.00" });

describe("flowers' links", () => {
  it("drops a card off the partner's host and links an overlong product address to the town's page", async () => {
    // Its address and title are each within what a link holds, but together past MAX_TOKEN_LENGTH.
    const longUrl = `${PARTNER}/product/${"a".repeat(760)}`;
    const client = await connect({
      products: [card("Rose", `${PARTNER}/product/rose`), card("Elsewhere", "https://evil.example/product/x"), card(`Long ${"Rose ".repeat(30).trim()}`, longUrl)],
      cacheStatus: "fresh",
      fetchedAt: null,
    });
    const result = (await client.callTool({ name: "flowers", arguments: { town: "68847" } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const flowers = (result.structuredContent as { flowers: { title: string; link: string }[] }).flowers;
    expect(flowers.map((flower) => flower.title)).toEqual(["Rose", `Long ${"Rose ".repeat(30).trim()}`]);
    const targets = flowers.map((flower) => verifyLink(SECRET, flower.link.slice("https://example.test/go/".length))?.target);
    // Every link given is one /go/ accepts: the long one opens Kearney's page rather than a 404.
    expect(targets).toEqual([{ kind: "product", url: `${PARTNER}/product/rose`, title: "Rose" }, { kind: "city", slug: "kearney" }]);
    await client.close();
  });
});
