/**
 * Issue 52, row 5: one sympathy answer written many ways is one answer. The town's spellings and
 * ZIPs resolve to the town, unknown budget and order values and stray parameters are dropped,
 * before the answer's key is made, so twelve spellings of one question render once (before: 11 more).
 * Counted with the render gate's own counter, in process against the built renderer.
 */
import { describe, expect, it } from "vitest";
import { renders } from "../../server/metrics/registry";
import { useBuiltSite } from "./helpers/app";

const okRenders = async () => (await renders.get()).values.find((value) => value.labels.outcome === "ok")?.value ?? 0;
const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);

const SPELLINGS = [
  `town=Omaha&date=${day}&time=morning`,
  `town=omaha,ne&date=${day}&time=morning`,
  `town=68104&date=${day}&time=morning`,
  `town=68102&date=${day}&time=morning`,
  `town=Omaha,%20NE&date=${day}&time=morning`,
  `town=%20OMAHA%20&date=${day}&time=morning`,
  `town=omaha&date=${day}&time=morning&budget=junk3`,
  `town=omaha&date=${day}&time=morning&order=cheapest-first`,
  `town=Omaha&date=${day}&time=morning&to=omaha`,
  `town=Omaha&date=${day}&time=morning&utm_source=news&x=1`,
  `time=morning&date=${day}&town=omaha`,
  `town=omaha&date=%20${day}&time=morning&to=68104`,
];

describe("answers keyed by what they mean", () => {
  const site = useBuiltSite();

  it("renders twelve spellings of one question once, and answers each of them", async () => {
    // The first spelling until its answer is settled (the page's products and extras loaded: what it is made of stays put).
    // Settled means a request renders nothing and no render finishes in the half second after it
    // (a render the previous request set going behind the visitor ends there, not among the spellings).
    for (let tries = 0; tries < 20; tries += 1) {
      const start = await okRenders();
      await (await site().request(`/categories/sympathy-funeral/?${SPELLINGS[0]}`)).text();
      await new Promise((resolve) => setTimeout(resolve, 500));
      if ((await okRenders()) === start && tries > 0) break;
    }
    const before = await okRenders();
    const bodies: string[] = [];
    for (const query of SPELLINGS) {
      const response = await site().request(`/categories/sympathy-funeral/?${query}`);
      expect(response.status, query).toBe(200);
      bodies.push(await response.text());
    }
    const rendered = (await okRenders()) - before;
    console.log(`${SPELLINGS.length} spellings of one settled sympathy answer: ${rendered} more renders`);
    expect(rendered).toBe(0);
    expect(new Set(bodies).size).toBe(1);
    // The answer names the town as the directory does, whatever was typed.
    expect(bodies[0]).toContain('value="Omaha"');
    // Another question is another answer.
    await (await site().request(`/categories/sympathy-funeral/?town=Kearney&date=${day}&time=morning`)).text();
    expect((await okRenders()) - before).toBe(1);
  });
});
