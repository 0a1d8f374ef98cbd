import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../server/db/create";
import { migrations } from "../../server/db/migrations";
import { listOperations } from "../../server/page-cache/repository";
import { startPartnerSim, type PartnerSim } from "../partner-sim/server";
import { runTogether } from "./helpers/child";
import { DATABASE_KINDS, openFreshTarget } from "./helpers/databases";

const PATH = "/funeral-flowers/";

type Summary = { applied: string[]; successes: number; fromCache: number; errors: string[] };

describe.each(DATABASE_KINDS)("two processes sharing one $kind database", ({ kind, skip }) => {
  let sim: PartnerSim;
  let target: Awaited<ReturnType<typeof openFreshTarget>>;

  beforeAll(async () => {
    if (skip) return;
    sim = await startPartnerSim();
    target = await openFreshTarget(kind);
  });
  afterAll(async () => {
    if (skip) return;
    await target.cleanup();
    await sim.close();
  });

  it.skipIf(skip)("migrate the empty database together, then crawl a cold URL exactly once between them", async () => {
    sim.setMode("slow", { slowMs: 600 });
    const env = {
      DATABASE_URL: target.url,
      PG_SCHEMA: target.pgSchema ?? "",
      PARTNER_URL: sim.url,
      TARGET_URL: `${sim.url}${PATH}`,
      CONCURRENCY: "25",
    };
    const summaries = (await runTogether("./crawl-child.ts", [env, env])).map((line) => JSON.parse(line) as Summary);
    // Each migration ran in exactly one of the two processes.
    expect(summaries.flatMap((summary) => summary.applied).sort()).toEqual(Object.keys(migrations).sort());
    expect(summaries.map((summary) => summary.errors)).toEqual([[], []]);
    expect(summaries.map((summary) => summary.successes)).toEqual([25, 25]);
    expect(sim.stats().byPath[PATH]).toBe(1);

    const db = createDb(target.url, target.pgSchema ? { pgSchema: target.pgSchema } : {});
    try {
      const actions = (await listOperations(db, 50)).map((operation) => operation.action);
      expect(actions.filter((action) => action === "crawl")).toHaveLength(1);
      // The process that lost the lock waited for the other one's page.
      expect(actions).toContain("lock_wait");
    } finally {
      await db.destroy();
    }
  });
});
