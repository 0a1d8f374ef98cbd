import { pino } from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Secrets must never reach a log line, even through a logged request or config object.
    redact: ["req.headers.authorization", "*.ADMIN_TOKEN", "*.FIRECRAWL_API_KEY", "authorization"],
  });
}
