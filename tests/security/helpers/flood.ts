/**
 * Bounded loopback load for the flood tests: a pipelined burst on one socket that never
 * reads, many ordinary connections, slow sockets, and the figures they are judged by
 * (health latency from another loopback address, the server's resident memory).
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { connect, type Socket } from "node:net";

/** Health probes come from here, as a load balancer's would come from its own address. */
export const PROBE_ADDRESS = "127.0.0.2";

/** The process's resident set in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return Number.NaN; // the process has ended
  }
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

/** One GET /api/health; resolves with its latency in ms, or null when it failed or took longer than timeoutMs. */
export function probeHealth(port: number, timeoutMs: number): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/health", localAddress: PROBE_ADDRESS, agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200 || res.statusCode === 503 ? performance.now() - started : null));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(null));
    req.end();
  });
}

/** CPU seconds the process has used (user + system), from /proc (Linux; clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Connections waiting to be accepted on a listening loopback port (the listen socket's queue in /proc/net/tcp). */
export function waitingConnections(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const [, local, , state, queues] = line.trim().split(/\s+/);
    if (state === "0A" && local?.endsWith(`:${hexPort}`)) return Number.parseInt(queues?.split(":")[1] ?? "0", 16);
  }
  return 0;
}

export type Watch = {
  stop(): Promise<{ probes: number; failed: number; worstMs: number; peakRssMb: number; startRssMb: number; cpuShare: number; peakWaiting: number }>;
};

/** Probes health every `everyMs` (each with its own timeout) and samples RSS until stopped. */
export function watchServer(port: number, pid: number, { everyMs = 250, timeoutMs = 10_000 } = {}): Watch {
  const startRssMb = rssMb(pid);
  let peakRssMb = startRssMb;
  const startCpu = cpuSeconds(pid);
  const started = performance.now();
  let peakWaiting = 0;
  const latencies: Array<Promise<number | null>> = [];
  const timer = setInterval(() => {
    const rss = rssMb(pid);
    if (!Number.isNaN(rss)) peakRssMb = Math.max(peakRssMb, rss);
    peakWaiting = Math.max(peakWaiting, waitingConnections(port));
    latencies.push(probeHealth(port, timeoutMs));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      // Of one core: 1.75 is the 175 % of the two cores.
      const cpuShare = Math.round(((cpuSeconds(pid) - startCpu) / ((performance.now() - started) / 1000)) * 100) / 100;
      const results = await Promise.all(latencies);
      const ok = results.filter((value): value is number => value !== null);
      return { probes: results.length, failed: results.length - ok.length, worstMs: Math.round(Math.max(0, ...ok)), peakRssMb, startRssMb, cpuShare, peakWaiting };
    },
  };
}

/** Writes `paths` as pipelined GETs on one socket that never reads; resolves once written, with the socket to destroy later. */
export function pipelinedBurst(port: number, paths: readonly string[]): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.pause();
      const text = paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`).join("");
      socket.write(text, () => resolve(socket));
    });
    socket.on("error", reject);
  });
}

/** `connections` clients, each asking for `pathOf(i)` one after another until `durationMs` is over; counts answers by status. */
export async function ordinaryClients(port: number, connections: number, durationMs: number, pathOf: (n: number) => string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  const deadline = Date.now() + durationMs;
  let n = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      const status = await new Promise<string>((resolve) => {
        const req = request({ host: "127.0.0.1", port, path: pathOf(n++), agent: false, timeout: 15_000 }, (res) => {
          res.resume();
          res.on("end", () => resolve(String(res.statusCode)));
        });
        req.on("timeout", () => req.destroy());
        req.on("error", () => resolve("error"));
        req.end();
      });
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === "error") await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return statuses;
}

/** Opens `count` sockets that send a partial header and then nothing; resolves with them once connected or refused. */
export async function slowSockets(port: number, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect({ host: "127.0.0.1", port }, () => {
            socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
            resolve();
          });
          // Read whatever the server sends (its 408), so its close is seen.
          socket.resume();
          socket.once("end", () => {
            socket.destroy();
          });
          socket.on("error", () => resolve());
          socket.on("close", () => resolve());
          sockets.push(socket);
        }),
    ),
  );
  return sockets;
}

/** How many of the sockets the server has closed. */
export const closedCount = (sockets: readonly Socket[]) => sockets.filter((socket) => socket.destroyed || socket.readyState === "closed" || socket.readableEnded).length;
