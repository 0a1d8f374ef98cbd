// @vitest-environment happy-dom
import { englishWordsIn } from "../../../tests/fixtures/english-words";
import { act } from "../../../tests/fixtures/act";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeliveryChecker } from "./delivery-checker";
import { CalendarIsland, ResultIsland } from "./delivery-island";
import { FlowerDatesLink } from "./flower-dates-link";
import { RulesFallbackNote } from "./rules-fallback-note";
import { SpanishCalendarIsland } from "./spanish-calendar-island";
import { TimeSlotPicker } from "./time-slot-picker";

// IS_REACT_ACT_ENVIRONMENT: act() flushes the renders below.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ALLOWED = ["Lexington", "Nebraska Flower Delivery", "FloristOne"];
/** Everything a visitor reads or hears: the text and the accessible names. */
function heard(element: Element): string {
  const names = [...element.querySelectorAll("[aria-label],[title]")].map((node) => `${node.getAttribute("aria-label") ?? ""} ${node.getAttribute("title") ?? ""}`);
  return `${element.textContent ?? ""} ${names.join(" ")}`;
}
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'");

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  // A known town asks for its partner dates: the rules answer here.
  vi.stubGlobal("fetch", async () => new Response("", { status: 503 }));
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

// Monday 3 May 2027, 10:00 in Lexington (CDT).
const NOW = new Date("2027-05-03T15:00:00Z");

describe("the checker's calendar in Spanish", () => {
  it("May 2027: Spanish month and day names, Spanish labels and legend, no English", async () => {
    await act(async () => {
      root.render(<SpanishCalendarIsland now={NOW} timeZone="America/Chicago" slug="lexington" known={false} selected={undefined} onSelect={() => undefined} labelledBy="date" />);
    });
    const text = heard(host);
    expect(text).toContain("mayo");
    expect(host.querySelector('[data-day="2027-05-10"] button')?.getAttribute("aria-label")).toBe("lunes, 10 de mayo de 2027");
    expect(host.querySelector('[data-day="2027-05-03"] button')?.getAttribute("aria-label")).toBe("Hoy, lunes, 3 de mayo de 2027");
    expect(host.querySelector('[data-day="2027-05-09"] button')?.getAttribute("aria-label")).toBe("domingo, 9 de mayo de 2027, No hay entregas los domingos");
    expect(host.querySelector('[data-slot="delivery-legend"]')?.textContent).toBe("Los días tachados no tienen entregas:No hay entregas los domingos");
    // Weeks from Sunday, as US calendars show them.
    expect(host.querySelector("thead th")?.getAttribute("aria-label")).toBe("domingo");
    expect(englishWordsIn(text, ALLOWED)).toEqual([]);
  });

  it("the same calendar in English is as it was", async () => {
    await act(async () => {
      root.render(<CalendarIsland locale="en" now={NOW} timeZone="America/Chicago" slug="lexington" known={false} selected={undefined} onSelect={() => undefined} labelledBy="date" />);
    });
    expect(host.querySelector('[data-day="2027-05-10"] button')?.getAttribute("aria-label")).toBe("Monday, May 10, 2027");
    expect(host.querySelector('[data-slot="delivery-legend"]')?.textContent).toBe("Struck-through days have no deliveries:No deliveries on Sundays");
    expect(host.textContent).toContain("May 2027");
  });

  it("the verdict in Spanish, with the zone written out and the order button", async () => {
    await act(async () => {
      root.render(<ResultIsland now={NOW} timeZone="America/Chicago" slug="lexington" known={false} date={new Date(2027, 4, 9)} slot={{ value: 13, label: "1:00 PM" }} cityName="Lexington" locale="es" />);
    });
    expect(host.textContent).toContain("No hay entregas los domingos. El próximo día de entrega es el lunes 10 de mayo.");
    expect(host.textContent).toContain("Pedir para el lunes 10 de mayo");
    expect(englishWordsIn(heard(host), ALLOWED)).toEqual([]);
    await act(async () => {
      root.render(<ResultIsland now={NOW} timeZone="America/Chicago" slug="lexington" known date={new Date(2027, 4, 10)} slot={{ value: 15, label: "3:00 PM" }} cityName="Lexington" locale="es" />);
    });
    expect(host.querySelector('[data-slot="delivery-zone"]')?.textContent).toBe("hora del Centro");
    expect(host.textContent).toContain("Hora límite para pedir: 9 de mayo");
    expect(englishWordsIn(heard(host), ALLOWED)).toEqual([]);
  });
});

describe("the checker's shell, note, slots and calendar link in Spanish", () => {
  it("the server-rendered shell has no English; English renders the same bytes as before", () => {
    const spanish = renderToStaticMarkup(<DeliveryChecker cityName="Lexington" slug="lexington" timeZone="America/Chicago" locale="es" />);
    expect(spanish).toContain("Días y horas de entrega en Lexington");
    expect(spanish).toContain("2:00 p. m.");
    expect(spanish).toContain("1:00 p. m.");
    expect(englishWordsIn(textOf(spanish), ALLOWED)).toEqual([]);
    const made = renderToStaticMarkup(<DeliveryChecker cityName="Lexington" slug="lexington" timeZone="America/Chicago" known={false} locale="es" />);
    expect(englishWordsIn(textOf(made), ALLOWED)).toEqual([]);
    const english = renderToString(<DeliveryChecker locale="en" cityName="Lincoln" slug="lincoln" timeZone="America/Chicago" />);
    expect(renderToString(<DeliveryChecker cityName="Lincoln" slug="lincoln" timeZone="America/Chicago" locale="en" />)).toBe(english);
    expect(english).toContain("Check Delivery Times in Lincoln");
    expect(english).toContain("Same-day orders close at 2:00 PM local time (CT);");
  });

  it("the rules note and the slots", () => {
    const note = renderToStaticMarkup(<RulesFallbackNote shown locale="es" />);
    expect(englishWordsIn(textOf(note), ALLOWED)).toEqual([]);
    expect(renderToStaticMarkup(<RulesFallbackNote locale="en" shown />)).toContain(
      "The florists&#x27; own delivery calendar could not be reached, so the days shown follow the usual rules: no deliveries on Sundays or on the holidays listed.",
    );
    const slots = renderToStaticMarkup(<TimeSlotPicker value={undefined} onChange={() => undefined} legendId="slot" name="slot" locale="es" />);
    expect(slots).toContain(">9:00 a. m.<");
    expect(slots).toContain(">12:00 p. m.<");
    expect(englishWordsIn(textOf(slots))).toEqual([]);
  });

  it("the flower-dates link points at the Spanish calendar, in Spanish", () => {
    const html = renderToStaticMarkup(<FlowerDatesLink cityName="Lexington" slug="lexington" locale="es" />);
    expect(html).toContain('href="/es/ciudades/lexington/fechas-de-flores.ics"');
    expect(html).toMatch(/href="webcal:\/\/[^"]+\/es\/ciudades\/lexington\/fechas-de-flores\.ics"/);
    expect(englishWordsIn(textOf(html), ALLOWED)).toEqual([]);
    expect(renderToStaticMarkup(<FlowerDatesLink locale="en" cityName="Lexington" slug="lexington" />)).toContain('href="/cities/lexington/flower-dates.ics"');
  });
});
