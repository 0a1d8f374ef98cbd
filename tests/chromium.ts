/**
 * Debian's Chromium and the flags it needs on our machines: root (no sandbox), no GPU,
 * and no background networking (the closed network refuses those connections).
 * Shared by Playwright and the Lighthouse benchmark.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
