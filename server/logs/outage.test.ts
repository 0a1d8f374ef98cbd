import { describe, expect, it } from "vitest";
import { createOutageLog } from "./outage";

function recorder() {
  const lines: { level: string; outage?: string; failures?: number; msg: string }[] = [];
  const logger = {
    warn: (object: object, msg: string) => lines.push({ level: "warn", ...(object as { outage?: string }), msg }),
    info: (object: object, msg: string) => lines.push({ level: "info", ...(object as { outage?: string }), msg }),
  };
  return { lines, logger };
}

describe("createOutageLog", () => {
  it("logs a failure when it starts, at most once per interval while it lasts, and when it ends", () => {
    const { lines, logger } = recorder();
    let time = 0;
    const log = createOutageLog({ logger, now: () => time, everyMs: 60_000 });
    // An hour of renders, three a second, all failing.
    for (; time < 3_600_000; time += 333) log.failed("https://partner.test/a", { url: "a" }, "crawl failed");
    const during = lines.length;
    expect(lines[0]).toMatchObject({ level: "warn", outage: "started", msg: "crawl failed" });
    expect(during).toBeLessThanOrEqual(61);
    expect(lines.slice(1).every((line) => line.outage === "continues")).toBe(true);
    log.recovered("https://partner.test/a", { url: "a" }, "partner answers again");
    expect(lines.at(-1)).toMatchObject({ level: "info", outage: "ended" });
    expect(lines.at(-1)?.failures).toBeGreaterThan(10_000);
    expect(log.failing("https://partner.test/a")).toBe(false);
  });

  it("keeps keys apart, and says nothing of a recovery that had no failure", () => {
    const { lines, logger } = recorder();
    const log = createOutageLog({ logger, now: () => 0 });
    log.recovered("a", {}, "back");
    log.failed("a", {}, "down");
    log.failed("b", {}, "down");
    log.failed("a", {}, "down");
    expect(lines.map((line) => line.outage)).toEqual(["started", "started"]);
    // A second outage of the same key starts again.
    log.recovered("a", {}, "back");
    log.failed("a", {}, "down");
    expect(lines.map((line) => line.outage)).toEqual(["started", "started", "ended", "started"]);
  });
});
