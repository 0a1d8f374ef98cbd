/**
 * Runs the partner simulator: `npm run sim -- --port 4100`.
 * Point PARTNER_BASE_URL (and FIRECRAWL_API_URL) at the printed address.
 */
import { parseArgs } from "node:util";
import { API_FAULTS, API_PATH, type ApiFault, DEFAULT_API_KEY, DEFAULT_API_PASSWORD } from "./api";
import { type Season, SEASONS } from "./codes";
import { HOSTILE_KINDS, type HostileKind } from "./hostile";
import { TOTAL_FAULTS, type TotalFault } from "./totals";
import { SIM_MODES, startPartnerSim, type SimMode, DEFAULT_FIRECRAWL_KEY } from "./server";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4100" },
    host: { type: "string", default: "127.0.0.1" },
    mode: { type: "string", default: "ok" },
    "slow-ms": { type: "string", default: "1500" },
    "firecrawl-key": { type: "string", default: DEFAULT_FIRECRAWL_KEY },
    // With --mode hostile: which hostile page every category serves (tests/partner-sim/hostile.ts).
    hostile: { type: "string", default: "nested-inside" },
    size: { type: "string", default: "200000" },
    // The partner API's fault (tests/partner-sim/api.ts): none, forbidden, error500, truncated, huge, deep, huge-fields, bad-prices, slow.
    "api-fault": { type: "string", default: "none" },
    // gettotal's own fault (tests/partner-sim/totals.ts), and how the holiday codes answer (in, empty, error).
    "total-fault": { type: "string", default: "none" },
    season: { type: "string", default: "in" },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be 0-65535 (got "${values.port}")`);
  process.exit(2);
}
if (!SIM_MODES.includes(values.mode as SimMode)) {
  console.error(`--mode must be one of ${SIM_MODES.join(", ")}`);
  process.exit(2);
}

const sim = await startPartnerSim({
  port,
  host: values.host,
  slowMs: Number(values["slow-ms"]),
  firecrawlKey: values["firecrawl-key"],
});
if (!HOSTILE_KINDS.includes(values.hostile as HostileKind)) {
  console.error(`--hostile must be one of ${HOSTILE_KINDS.join(", ")}`);
  process.exit(2);
}
if (!API_FAULTS.includes(values["api-fault"] as ApiFault)) {
  console.error(`--api-fault must be one of ${API_FAULTS.join(", ")}`);
  process.exit(2);
}
if (!TOTAL_FAULTS.includes(values["total-fault"] as TotalFault) || !SEASONS.includes(values.season as Season)) {
  console.error(`--total-fault must be one of ${TOTAL_FAULTS.join(", ")}; --season one of ${SEASONS.join(", ")}`);
  process.exit(2);
}
sim.setApiFault(values["api-fault"] as ApiFault);
sim.setTotalFault(values["total-fault"] as TotalFault);
sim.setSeason(values.season as Season);
sim.setMode(values.mode as SimMode, { hostile: { kind: values.hostile as HostileKind, size: Number(values.size) || 200_000 } });
console.log(`Partner simulator on ${sim.url} (mode ${sim.mode()})`);
console.log(`  PARTNER_BASE_URL=${sim.url}`);
console.log(`  FIRECRAWL_API_URL=${sim.url} FIRECRAWL_API_KEY=${values["firecrawl-key"]}`);
// Asked as localhost, the API's pictures are on another host than the partner's pages, as the partner's CDN is.
console.log(`  FLORISTONE_API_URL=${sim.url.replace("127.0.0.1", "localhost")}${API_PATH} FLORISTONE_API_KEY=${DEFAULT_API_KEY} FLORISTONE_API_PASSWORD=${DEFAULT_API_PASSWORD}`);
console.log(`  control: POST ${sim.url}/__sim/mode {"mode":"slow"}, POST ${sim.url}/__sim/api-fault {"fault":"truncated"}, GET ${sim.url}/__sim/stats`);
console.log(`           POST ${sim.url}/__sim/total-fault {"fault":"errors"}, POST ${sim.url}/__sim/season {"season":"empty"}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
