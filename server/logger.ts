import { pino } from "pino";

export type Logger = pino.Logger;

/** Most log output held in memory while the sink is not reading; past it lines are dropped and counted. */
const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

type Sink = Pick<NodeJS.WriteStream, "write" | "writableLength" | "on">;

/**
 * A pino destination on stdout that never blocks and never grows without bound.
 * Node writes to a pipe asynchronously, holding what the reader has not taken;
 * pino's own destination (sonic-boom) instead spun in Atomics.wait flushing a
 * full pipe at exit, so a stalled log shipper hung shutdown for good. Here a stalled sink costs at most `maxBytes`; the lines past it are
 * counted, and the count is logged once the sink takes lines again.
 */
export function boundedStdout(maxBytes = LOG_BUFFER_BYTES, out: Sink = process.stdout) {
  let dropped = 0;
  let droppedTotal = 0;
  // A reader that went away (EPIPE) must not crash the server.
  out.on("error", () => undefined);
  return {
    write(line: string): void {
      if (out.writableLength + line.length > maxBytes) {
        dropped += 1;
        droppedTotal += 1;
        return;
      }
      if (dropped > 0) {
        out.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: "log lines dropped while the log sink was not reading", dropped })}\n`);
        dropped = 0;
      }
      out.write(line);
    },
    /** Lines dropped since start. */
    droppedTotal: () => droppedTotal,
  };
}

export function createLogger(level: string, destination: { write(line: string): void } = boundedStdout()): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Secrets must never reach a log line, even through a logged request or config object.
      redact: ["req.headers.authorization", "*.ADMIN_TOKEN", "*.FIRECRAWL_API_KEY", "authorization"],
    },
    destination,
  );
}
