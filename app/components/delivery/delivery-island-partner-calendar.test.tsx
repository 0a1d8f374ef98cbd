// @vitest-environment happy-dom
import type { DeliveryDatesResponse } from "#core/delivery/dates-response";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "#app/lib/query-client.ts";
import { CalendarIsland, ResultIsland } from "./delivery-island";

// A build with the partner's own calendar (PARTNER_PROVIDER=floristone-api and its credentials).
vi.mock("#app/lib/site-config.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("#app/lib/site-config.ts")>();
  return { ...original, siteConfig: { ...original.siteConfig, partnerCalendar: true } };
});

const NOTE = "The florists' own delivery calendar could not be reached, so the days shown follow the usual rules: no deliveries on Sundays or on the holidays listed.";
// Tuesday 24 November 2026, 10:00 CT.
const NOW = new Date("2026-11-24T16:00:00Z");
const PARTNER: DeliveryDatesResponse = {
  city: "omaha",
  zip: "68102",
  timeZone: "America/Chicago",
  dates: ["2026-11-24", "2026-11-25", "2026-11-27", "2026-11-28", "2026-11-29", "2026-12-01"],
  source: "partner",
  cutoff: "14:00",
};

let root: Root;
let host: HTMLElement;
let asked: string[];

/** Answers every request with `respond`; a held answer waits until the returned function is called. */
function answerWith(respond: () => Promise<Response>, { held = false } = {}): () => void {
  asked = [];
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    await gate;
    return respond();
  });
  return release;
}

/** Rendered as the browser does, outside act(): the query's answer lands whenever it comes. */
async function renderIsland(known = true) {
  root.render(<CalendarIsland locale="en" now={NOW} timeZone="America/Chicago" slug="omaha" known={known} selected={undefined} onSelect={() => undefined} labelledBy="date" />);
  await vi.waitFor(() => expect(sunday()).not.toBeNull());
}

const note = () => host.querySelector('[data-slot="delivery-rules-note"]');
const sunday = () => host.querySelector('[data-day="2026-11-29"] button');

beforeEach(() => {
  getQueryClient().clear();
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  root.unmount();
  host.remove();
  vi.unstubAllGlobals();
});

describe("the checker's calendar on a site that promises the florists' own calendar", () => {
  const failures: [string, () => Promise<Response>][] = [
    ["a 500", async () => new Response("Internal Server Error", { status: 500 })],
    ["a body that is not JSON", async () => new Response("<html>oops</html>", { status: 200 })],
    ["JSON that is not a delivery-dates answer", async () => Response.json({ dates: "soon" })],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the server's own fallback to the rules", async () => Response.json({ ...PARTNER, source: "rules" })],
  ];

  for (const [what, respond] of failures) {
    it(`after ${what}, says plainly that the usual rules decide, in a status region that was there before`, async () => {
      const release = answerWith(respond, { held: true });
      await renderIsland();
      const region = note();
      expect(region?.getAttribute("role")).toBe("status");
      expect(region?.textContent).toBe("");
      release();
      await vi.waitFor(() => expect(note()?.textContent?.replace(/\s+/g, " ")).toBe(NOTE), { timeout: 5_000 });
      // The same element, filled: a live region inserted with its text would go unannounced.
      expect(note()).toBe(region);
      // The rules decide: the Sunday is closed.
      expect(sunday()?.hasAttribute("disabled")).toBe(true);
      expect(asked.every((url) => url === "/api/delivery-dates?city=omaha")).toBe(true);
    });
  }

  it("says nothing when the partner's dates come, and they decide", async () => {
    answerWith(async () => Response.json(PARTNER));
    await renderIsland();
    await vi.waitFor(() => expect(sunday()?.hasAttribute("disabled")).toBe(false), { timeout: 5_000 });
    expect(note()?.textContent).toBe("");
    expect(asked).toEqual(["/api/delivery-dates?city=omaha"]);
  });

  it("the result island, mounted once a day and a slot are picked, reads the same failed answer: nothing asked again, the note stays", async () => {
    answerWith(async () => new Response("", { status: 500 }));
    await renderIsland();
    await vi.waitFor(() => expect(note()?.textContent).not.toBe(""), { timeout: 5_000 });
    const before = asked.length;
    const resultHost = document.createElement("div");
    document.body.append(resultHost);
    const result = createRoot(resultHost);
    result.render(<ResultIsland locale="en" now={NOW} timeZone="America/Chicago" slug="omaha" known date={new Date(2026, 11, 1)} slot={{ value: 15, label: "3:00 PM" }} cityName="Omaha" />);
    await vi.waitFor(() => expect(resultHost.textContent).toContain("Order by the day before"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(before);
    expect(note()?.textContent).not.toBe("");
    result.unmount();
    resultHost.remove();
  });

  it("a made-up town asks nothing and is told nothing", async () => {
    answerWith(async () => Response.json(PARTNER));
    await renderIsland(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(note()?.textContent).toBe("");
    expect(sunday()?.hasAttribute("disabled")).toBe(true);
  });

  it("asks once more after a failure (shouldRetry), and never again after a 429", async () => {
    answerWith(async () => new Response("", { status: 503 }));
    await renderIsland();
    await vi.waitFor(() => expect(note()?.textContent).not.toBe(""), { timeout: 5_000 });
    expect(asked).toHaveLength(2);

    root.unmount();
    getQueryClient().clear();
    root = createRoot(host);
    answerWith(async () => new Response("", { status: 429 }));
    await renderIsland();
    await vi.waitFor(() => expect(note()?.textContent).not.toBe(""), { timeout: 5_000 });
    expect(asked).toHaveLength(1);
  });
});
