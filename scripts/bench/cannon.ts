/** autocannon, reduced to the figures the report shows. */
import autocannon, { type Options, type Result } from "autocannon";
import { round } from "./stats";

export type CannonSummary = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  total: number;
  non2xx: number;
  status5xx: number;
  /** Connection failures other than timeouts (autocannon counts a timeout as an error too; here it is not). */
  socketErrors: number;
  /** Requests without an answer within the client timeout. */
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Failures by error code (ECONNRESET, ...; a timeout shows as its own code). */
  errorCodes: Record<string, number>;
};

export async function cannon(options: Options): Promise<CannonSummary> {
  const instance = autocannon({ pipelining: 1, timeout: 10, ...options });
  const errorCodes: Record<string, number> = {};
  instance.on("reqError", (error: NodeJS.ErrnoException) => {
    const code = error.code ?? (error.message === "request timed out" ? "timeout" : error.message);
    errorCodes[code] = (errorCodes[code] ?? 0) + 1;
  });
  const result: Result = await instance;
  return {
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    status5xx: result["5xx"],
    socketErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
    errorCodes,
  };
}

/** A short untimed run, so the JIT and caches are warm before the measured one. */
export async function warmUp(url: string, seconds = 2): Promise<void> {
  await cannon({ url, connections: 10, duration: seconds });
}

export async function expectOk(url: string, attempts = 20): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never answered 200`);
}
