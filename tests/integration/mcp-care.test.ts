/**
 * The care_facilities MCP tool (issues 49 and 51) driven by the SDK's own Client over Streamable
 * HTTP against the built site in process: a town's hospitals and assisted-living homes from the
 * table the hospital pages read, with the hospital page links in both languages, what to write at
 * checkout, the rosters as source; an empty list for a town without any; bad input a tool error.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSecuritySite, type SecuritySite } from "../security/helpers/app";

let site: SecuritySite;
let client: Client;

beforeAll(async () => {
  site = await startSecuritySite({ env: { MCP_LINK_SECRET: "mcp-test-secret-0123456789abcdef0123" } });
  client = new Client({ name: "mcp-care-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${site.env.SITE_URL}/mcp`), { fetch: async (url, init) => site.app.request(String(url), init) });
  await client.connect(transport);
});
afterAll(async () => {
  await client?.close();
  await site?.close();
});

type Facility = { name: string; kind: string; zip: string; phone: string; address: string; flowers: boolean; pages: { en: string; es: string } | null; writeAtCheckout: string[] };
type Care = { town: { slug: string }; sources: { roster: string; title: string; date: string }[]; facilities: Facility[]; leftOut: number };
const call = async (args: Record<string, unknown>) => (await client.callTool({ name: "care_facilities", arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

describe("care_facilities", () => {
  it("lists Kearney's CHI Health Good Samaritan at 68847 with its page in both languages, in English and Spanish", async () => {
    const pages = { en: `${site.env.SITE_URL}/cities/kearney/hospitals/chi-health-good-samaritan/`, es: `${site.env.SITE_URL}/es/ciudades/kearney/hospitales/chi-health-good-samaritan/` };
    for (const language of ["en", "es"] as const) {
      const result = await call({ town: "Kearney", language });
      expect(result.isError, textOf(result)).toBeFalsy();
      const care = result.structuredContent as Care;
      expect(care.town.slug).toBe("kearney");
      const goodSam = care.facilities.find((facility) => facility.name === "CHI Health Good Samaritan");
      expect(goodSam).toMatchObject({ zip: "68847", kind: "general", flowers: true, pages });
      expect(goodSam?.writeAtCheckout.some((line) => line.includes("CHI Health Good Samaritan"))).toBe(true);
      expect(care.facilities.some((facility) => facility.kind === "assisted-living")).toBe(true);
      expect(care.sources.map((source) => source.date).sort()).toEqual(["2026-06-16", "2026-08-16"]);
      expect(textOf(result)).toContain(pages[language]);
      expect(textOf(result)).toContain(language === "en" ? "The patient's full name" : "El nombre completo del paciente");
      expect(textOf(result)).toContain(language === "en" ? "Source: Nebraska DHHS Hospital Roster, June 2026." : "Fuente: registro de hospitales del DHHS de Nebraska, junio de 2026.");
    }
  });

  it("finds the town from a ZIP as the other tools do", async () => {
    const care = (await call({ town: "68847" })).structuredContent as Care;
    expect(care.town.slug).toBe("kearney");
  });

  it("answers an empty list, not an error, for a town without facilities", async () => {
    const result = await call({ town: "Ansley" });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ town: { slug: "ansley" }, facilities: [], sources: [], leftOut: 0 });
  });

  it("answers bad input with a tool error that says what was wrong", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ town: "Atlantis" }, /not a Nebraska town or ZIP/],
      [{ town: "" }, /town must not be empty/],
      [{ town: "x".repeat(500) }, /town must be at most 60 characters/],
      [{ town: "Kearney", language: "fr" }, /language/],
      [{}, /town/],
    ];
    for (const [args, message] of cases) {
      const result = await call(args);
      expect(result.isError, JSON.stringify(args)).toBe(true);
      expect(textOf(result)).toMatch(message);
    }
    expect(textOf(await call({ town: "Atlantis", language: "es" }))).toContain("no es una ciudad");
  });
});
