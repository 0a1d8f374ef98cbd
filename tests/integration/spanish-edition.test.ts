/**
 * The Spanish edition's routes on the production wiring (issue 41): /es/ pages through the one
 * route match, in Spanish (<html lang>), pointing at their English twins, never moved by the
 * visitor's language, and the Spanish 404 screen for made-up Spanish paths. Until the edition
 * is published (core/i18n/edition.ts) every Spanish page says noindex and English pages name
 * only themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAll, getAttributeValue } from "domutils";
import { parseDocument } from "htmlparser2";
import { SPANISH_EDITION_PUBLISHED } from "#core/i18n/edition";
import { startSecuritySite, type SecuritySite } from "../security/helpers/app";

let site: SecuritySite;

beforeAll(async () => {
  site = await startSecuritySite({ env: { LOG_LEVEL: "error" } });
}, 60_000);
afterAll(async () => {
  await site?.close();
});

type Read = { status: number; lang: string; title: string; robots: string; alternates: Record<string, string> };

async function read(path: string, init?: RequestInit): Promise<Read> {
  const response = await site.request(path, init);
  const document = parseDocument(await response.text());
  const elements = (name: string) => findAll((element) => element.name === name, document.children);
  const alternates: Record<string, string> = {};
  for (const link of elements("link").filter((element) => getAttributeValue(element, "rel") === "alternate")) {
    alternates[getAttributeValue(link, "hreflang") ?? ""] = getAttributeValue(link, "href") ?? "";
  }
  const robots = elements("meta").find((element) => getAttributeValue(element, "name") === "robots");
  const title = elements("title")[0];
  return {
    status: response.status,
    lang: getAttributeValue(elements("html")[0] ?? { attribs: {} } as never, "lang") ?? "",
    title: title && "children" in title ? title.children.map((child) => ("data" in child ? String(child.data) : "")).join("") : "",
    robots: robots ? (getAttributeValue(robots, "content") ?? "") : "",
    alternates,
  };
}

const SITE = () => site.env.SITE_URL?.replace(/\/+$/, "") ?? "";

describe("the Spanish edition's routes", () => {
  it("answers Spanish pages in Spanish with reciprocal, absolute alternates", async () => {
    for (const [spanish, english] of [
      ["/es/", "/"],
      ["/es/ciudades/", "/cities/"],
      ["/es/ciudades/lexington/", "/cities/lexington/"],
      ["/es/acerca-de/", "/about/"],
      ["/es/contacto/", "/contact/"],
      ["/es/politica-de-privacidad/", "/privacy-policy/"],
      ["/es/terminos-del-servicio/", "/terms-of-service/"],
      ["/es/fuentes-de-datos/", "/data-sources/"],
    ] as const) {
      const page = await read(spanish);
      expect(page.status, spanish).toBe(200);
      expect(page.lang, spanish).toBe("es-US");
      expect(page.alternates, spanish).toEqual({ "en-us": `${SITE()}${english}`, "es-us": `${SITE()}${spanish}`, "x-default": `${SITE()}${english}` });
      if (!SPANISH_EDITION_PUBLISHED) expect(page.robots, spanish).toMatch(/noindex/);
    }
  });

  it("gives made-up Spanish paths the Spanish 404 screen with a 404 status", async () => {
    for (const path of ["/es/nada/", "/es/cities/omaha/", "/es/categorias/birthday-flowers/x/", "/es/404/"]) {
      const page = await read(path);
      expect(page.status, path).toBe(404);
      expect(page.lang, path).toBe("es-US");
      expect(page.title, path).toBe("Página no encontrada | Nebraska Flower Delivery");
    }
    for (const path of ["/es/ciudades/atlantis/", "/es/categorias/birthday-flowers/"]) {
      const page = await read(path);
      expect(page.status, path).toBe(404);
      expect(page.lang, path).toBe("es-US");
      expect(page.robots, path).toMatch(/noindex/);
    }
  });

  it("never moves a visitor by language", async () => {
    const english = await site.request("/cities/lexington/", { headers: { "accept-language": "es-MX,es;q=0.9" } });
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en-US"');
    const spanish = await site.request("/es/ciudades/lexington/", { headers: { "accept-language": "en-US" } });
    expect(spanish.status).toBe(200);
  });

  it("leaves English pages as they were until the edition is published", async () => {
    const page = await read("/cities/lexington/");
    expect(page.lang).toBe("en-US");
    expect(page.robots).toBe("");
    if (!SPANISH_EDITION_PUBLISHED) expect(page.alternates).toEqual({ "en-us": `${SITE()}/cities/lexington/` });
  });
});
