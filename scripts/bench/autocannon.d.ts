// The subset of autocannon 8's API the bench uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; total: number; p50: number; p90: number; p99: number; [key: string]: number };

  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Called before each request on a connection; context lives as long as the connection. */
    setupRequest?: (request: Request, context: any) => Request; // eslint-disable-line @typescript-eslint/no-explicit-any -- the caller types its own context
    onResponse?: (status: number, body: string, context: any, headers: Record<string, string>) => void; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };

  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
  };

  export type Instance = EventEmitter & PromiseLike<Result>;

  export default function autocannon(options: Options): Instance;
}
