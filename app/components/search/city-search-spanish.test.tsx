// @vitest-environment happy-dom
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { act } from "../../../tests/fixtures/act";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CitySearch } from "./city-search";
import { HeaderSearch } from "./header-search";
import { suggestionDetail } from "./search-data";
import { CITY_SEARCH_INDEX } from "./search-data";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ALLOWED = ["Lexington", "Grand Island", "Nebraska Flower Delivery"];
/** Text and accessible names: labels, placeholders, landmark names. */
const heardIn = (html: string) =>
  `${html.replace(/<[^>]+>/g, " ")} ${[...html.matchAll(/(?:aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1]).join(" ")}`;

describe("the search box in Spanish, as the server renders it (no script)", () => {
  it.each(["hero", "header"] as const)("%s: Spanish words, a plain form to /api/find with lang=es, opening in the same tab", (variant) => {
    const html = renderToString(<CitySearch variant={variant} locale="es" />);
    expect(html).toContain('action="/api/find"');
    expect(html).toContain('<input type="hidden" name="lang" value="es"/>');
    expect(html).not.toContain("_blank");
    expect(englishWordsIn(heardIn(html), ALLOWED)).toEqual([]);
  });

  it("English is unchanged: no lang field, the header's new tab", () => {
    const html = renderToString(<HeaderSearch locale="en" />);
    expect(html).toBe(renderToString(<HeaderSearch locale="en" />));
    expect(html).not.toContain('name="lang"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('placeholder="City or ZIP code"');
  });

  it("a suggestion's region line is Spanish", () => {
    const lexington = CITY_SEARCH_INDEX.entries.find((entry) => entry.city.slug === "lexington")?.city;
    if (!lexington) throw new Error("no Lexington");
    expect(suggestionDetail(lexington, "lex", "es")).toMatch(/^centro de Nebraska · 688\d\d$/);
    expect(suggestionDetail(lexington, "lex", "en")).toMatch(/^Central Nebraska · 688\d\d$/);
  });
});

describe("the search island in Spanish", () => {
  let host: HTMLElement;
  let root: Root;
  let assigned: string[];
  beforeEach(() => {
    host = document.createElement("div");
    document.body.append(host);
    root = createRoot(host);
    assigned = [];
    vi.spyOn(window.location, "assign").mockImplementation((url: string | URL) => void assigned.push(String(url)));
    vi.spyOn(window, "open").mockImplementation(() => {
      throw new Error("a Spanish search opens no partner tab");
    });
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    vi.restoreAllMocks();
  });

  async function type(text: string) {
    const input = host.querySelector("input[name=q]");
    if (!(input instanceof HTMLInputElement)) throw new Error("no input");
    await act(async () => {
      input.focus();
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setter?.call(input, text);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    return input;
  }

  const enter = async (input: HTMLInputElement) =>
    act(async () => {
      input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    });

  it("suggests in Spanish and lands Enter on the Spanish town page, accents optional", async () => {
    await act(async () => root.render(<CitySearch variant="header" locale="es" />));
    const input = await type("léxington");
    expect(host.querySelector('[role="listbox"]')?.textContent).toContain("Lexington");
    expect(host.querySelector('[role="listbox"]')?.textContent).toContain("centro de Nebraska");
    await enter(input);
    expect(assigned).toEqual(["/es/ciudades/lexington/"]);
  });

  it("no match: Spanish words, a way to the Spanish towns list, and Enter lands there", async () => {
    await act(async () => root.render(<CitySearch variant="hero" locale="es" />));
    const input = await type("zzqx");
    const panel = host.textContent ?? "";
    expect(panel).toContain("Nada coincide con “zzqx”");
    expect(host.querySelector('[data-slot="search-towns-list"]')?.getAttribute("href")).toBe("/es/ciudades/");
    expect(host.querySelector('[data-slot="partner-link"]')).toBeNull();
    expect(englishWordsIn(panel, ALLOWED)).toEqual([]);
    // Text that names no town goes to the plain form's route, which knows the hospitals and
    // otherwise lands on the Spanish towns list (tests/integration/find.test.ts).
    const submitted: { action: string; lang: string | null; q: string | null }[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      const data = new FormData(this);
      submitted.push({ action: this.getAttribute("action") ?? "", lang: data.get("lang") as string | null, q: data.get("q") as string | null });
    });
    await enter(input);
    expect(assigned).toEqual([]);
    expect(submitted).toEqual([{ action: "/api/find", lang: "es", q: "zzqx" }]);
  });

  it("a hospital's name goes to the plain form's route, a town's name stays a town", async () => {
    await act(async () => root.render(<CitySearch variant="hero" locale="es" />));
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    await enter(await type("good samaritan"));
    expect(submit).toHaveBeenCalledTimes(1);
    await enter(await type("kearney"));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(assigned).toEqual(["/es/ciudades/kearney/"]);
  });
});
