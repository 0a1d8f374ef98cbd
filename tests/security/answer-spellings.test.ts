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
const SPELLINGS_COUNT = 12;
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const spellings = (day: string) => [
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
    // Each try asks a question not asked before (another service day), so spellings kept apart would
    // render again on every try; a try may only be spoiled by the answer's own data settling late on a
    // busy machine (a delivered price arriving between two spellings), which another try does not repeat.
    const outcomes: string[] = [];
    for (const days of [9, 10, 11]) {
      const SPELLINGS = spellings(dayIn(days));
      // Settled: a request renders nothing and no render finishes in the half second after it.
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
      outcomes.push(`+${days} days: ${rendered} more renders, ${new Set(bodies).size} answer(s)`);
      if (rendered !== 0 || new Set(bodies).size !== 1) continue;
      // The answer names the town as the directory does, whatever was typed.
      expect(bodies[0]).toContain('value="Omaha"');
      // Another question is another answer.
      await (await site().request(`/categories/sympathy-funeral/?town=Kearney&date=${dayIn(days)}&time=morning`)).text();
      expect((await okRenders()) - before).toBe(1);
      break;
    }
    console.log(`${SPELLINGS_COUNT} spellings of one settled sympathy answer: ${outcomes.join("; ")}`);
    expect(outcomes.at(-1), outcomes.join("; ")).toMatch(/: 0 more renders, 1 answer\(s\)$/);
  });
});
