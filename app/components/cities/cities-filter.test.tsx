// @vitest-environment happy-dom
import { TOWN_COUNT } from "#core/content/town-count";
import type { Locale } from "#core/i18n/locale";
import { act } from "../../../tests/fixtures/act";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { CitiesFilter } from "./cities-filter";
import { CitiesScreen } from "./cities-screen";

/**
 * The towns-list filter at work in either edition (issue 41): the list is the screen's plain
 * HTML, the filter hydrates beside it and hides what does not match.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

function mount(locale: Locale) {
  document.body.innerHTML = renderToStaticMarkup(<CitiesScreen locale={locale} />);
  const host = document.createElement("div");
  document.body.prepend(host);
  root = createRoot(host);
  act(() => root?.render(<CitiesFilter locale={locale} />));
  const input = host.querySelector("input");
  if (!input) throw new Error("no filter input");
  const type = (value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  const status = () => host.querySelector('[role="status"]')?.textContent;
  const visible = (href: string) => {
    const item = document.querySelector(`[data-slot="city-list"] a[href="${href}"]`)?.closest("li");
    if (!item) throw new Error(`no ${href} in the list`);
    return !item.hidden;
  };
  const section = (id: string) => document.getElementById(id);
  return { host, type, status, visible, section };
}

const CASES = [
  { locale: "en", town: (slug: string) => `/cities/${slug}/`, one: `1 of ${TOWN_COUNT} towns match.`, label: "Filter towns by name or ZIP code", region: "eastern-nebraska" },
  {
    locale: "es",
    town: (slug: string) => `/es/ciudades/${slug}/`,
    one: `1 de ${TOWN_COUNT} ciudades coincide.`,
    label: "Filtre las ciudades por nombre o código postal",
    region: "este-de-nebraska",
  },
] as const;

describe("the towns-list filter", () => {
  for (const { locale, town, one, label, region } of CASES) {
    it(`${locale}: narrows the list by name and by ZIP, hides empty regions, and says how many match`, async () => {
      const { host, type, status, visible, section } = mount(locale);
      expect(host.querySelector("label")?.textContent).toBe(label);

      await type("kearn");
      expect(status()).toBe(one);
      expect(visible(town("kearney"))).toBe(true);
      expect(visible(town("omaha"))).toBe(false);
      expect(section(region)?.hidden).toBe(true);

      await type("68010");
      expect(visible(town("boys-town"))).toBe(true);
      expect(status()).toBe(one);

      await type("");
      expect(status()).toBe("");
      expect(visible(town("omaha"))).toBe(true);
      expect(section(region)?.hidden).toBe(false);
    });
  }

  it("es: says so when no town matches", async () => {
    const { type, status, visible } = mount("es");
    await type("zzzz");
    expect(status()).toMatch(/^Ninguna ciudad coincide/);
    expect(visible("/es/ciudades/lincoln/")).toBe(false);
  });
});
