import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { boundedStdout, createLogger } from "./logger";

/** A sink that takes nothing: everything written stays buffered, as on a pipe nobody reads. */
function stalledSink() {
  const sink = Object.assign(new EventEmitter(), {
    lines: [] as string[],
    writableLength: 0,
    write(line: string) {
      sink.lines.push(line);
      sink.writableLength += line.length;
      return false;
    },
  });
  return sink;
}

describe("boundedStdout", () => {
  it("holds at most its bound while the sink stalls, then counts the drops once it reads again", () => {
    const sink = stalledSink();
    const destination = boundedStdout(1_000, sink as unknown as NodeJS.WriteStream);
    const logger = createLogger("info", destination);
    for (let index = 0; index < 100; index += 1) logger.info({ index }, "request");
    expect(sink.writableLength).toBeLessThanOrEqual(1_000);
    const dropped = destination.droppedTotal();
    expect(dropped).toBeGreaterThan(80);
    // The reader catches up: the next line is preceded by the count of what was lost.
    sink.writableLength = 0;
    logger.info("after");
    const notice = JSON.parse(sink.lines.at(-2) ?? "{}") as { msg?: string; dropped?: number };
    expect(notice.msg).toMatch(/dropped/);
    expect(notice.dropped).toBe(dropped);
    expect(sink.lines.at(-1)).toContain('"after"');
  });

  it("survives a reader that went away", () => {
    const sink = stalledSink();
    boundedStdout(1_000, sink as unknown as NodeJS.WriteStream);
    expect(() => sink.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }))).not.toThrow();
  });
});
