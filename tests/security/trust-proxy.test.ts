/**
 * Issue 39, row 11: TRUST_PROXY with no proxy in front. The built server (node
 * build/node/server.js) and a client that talks to it directly with a new X-Forwarded-For each time.
 * A hop count (`1`) believes it: 80 clicks in a minute from one client all stored past the 60 a
 * minute limit (the attack, unchanged by design), and the server now says so at start. Named
 * proxy addresses believe only the proxy: the same client is one client and is limited.
 */
import { describe, expect, it } from "vitest";
import { useProcessSite, type ProcessSite } from "./helpers/server-process";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

function onSocket(site: () => ProcessSite) {
  const base = () => site().url;
  /** 80 clicks, each claiming another address; how many were stored. */
  return async (): Promise<number> => {
    let stored = 0;
    for (let n = 0; n < 80; n++) {
      const answer = await fetch(`${base()}/api/clicks`, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": BROWSER, "x-forwarded-for": `203.0.113.${n}` },
        body: JSON.stringify({ path: "/cities/omaha/", placement: "city-order", targetKind: "city", targetId: "omaha" }),
      });
      await answer.arrayBuffer();
      if (answer.status === 204) stored += 1;
    }
    return stored;
  };
}

const forgedWarning = (site: ProcessSite) => site.output().split("\n").some((line) => line.includes('"level":40') && line.includes("can forge its address"));

describe("TRUST_PROXY=1 with no proxy in front", () => {
  const site = useProcessSite({ TRUST_PROXY: "1" });
  const flood = onSocket(site);

  it("lets a forged X-Forwarded-For pass the limits, and warned about it at start", async () => {
    const stored = await flood();
    console.info(`row 11: TRUST_PROXY=1, 80 forged clicks from one client: ${stored} stored; warning at start: ${forgedWarning(site())}`);
    expect(stored).toBe(80);
    expect(forgedWarning(site())).toBe(true);
  });
});

describe("TRUST_PROXY naming the proxy (10.0.0.0/8), the client not one", () => {
  const site = useProcessSite({ TRUST_PROXY: "10.0.0.0/8" });
  const flood = onSocket(site);

  it("ignores the forged header: one client, 60 clicks a minute; no warning", async () => {
    const stored = await flood();
    console.info(`row 11: TRUST_PROXY=10.0.0.0/8, 80 forged clicks from one client: ${stored} stored`);
    expect(stored).toBe(60);
    expect(forgedWarning(site())).toBe(false);
  });
});
