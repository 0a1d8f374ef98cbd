import { describe, expect, it } from "vitest";
import { createWriteHealth, PROBE_EVERY_MS } from "./write-health";

describe("write health", () => {
  it("clears failing writes once a probe write is taken, probing at most every PROBE_EVERY_MS", async () => {
    let clock = 1_000_000;
    let accepts = false;
    let probes = 0;
    const writes = createWriteHealth(
      () => clock,
      async () => {
        probes += 1;
        if (!accepts) throw new Error("database is locked");
      },
    );
    await writes.recheck();
    expect(probes).toBe(0);
    writes.failed("clicks");
    await writes.recheck();
    expect(writes.failing()).toEqual(["clicks"]);
    accepts = true;
    clock += PROBE_EVERY_MS - 1;
    await writes.recheck();
    expect([probes, writes.failing()]).toEqual([1, ["clicks"]]);
    clock += 1;
    await writes.recheck();
    expect([probes, writes.failing()]).toEqual([2, []]);
  });

  it("keeps a failure newer than the probe's start", async () => {
    let clock = 0;
    const writes = createWriteHealth(
      () => clock,
      async () => {
        clock += 10;
        writes.failed("page cache");
      },
    );
    writes.failed("clicks");
    await writes.recheck();
    expect(writes.failing()).toEqual(["page cache"]);
  });

  it("without a probe, a failure is reported for a minute", () => {
    let clock = 0;
    const writes = createWriteHealth(() => clock);
    writes.failed("clicks");
    clock = 59_999;
    expect(writes.failing()).toEqual(["clicks"]);
    clock = 60_000;
    expect(writes.failing()).toEqual([]);
  });
});
