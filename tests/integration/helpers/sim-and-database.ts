import type { SiteConfig } from "#core/config/site";
import { startPartnerSim, type PartnerSim } from "../../partner-sim/server";
import { type DatabaseKind, openTestDatabase, type TestDatabase } from "./databases";

export type SimAndDatabase = { sim: PartnerSim; database: TestDatabase; site: SiteConfig };

/** The partner simulator, a test database of one engine, and the site's settings pointing at the simulator. */
export async function openSimAndDatabase(kind: DatabaseKind): Promise<SimAndDatabase> {
  const sim = await startPartnerSim();
  const database = await openTestDatabase(kind);
  const site: SiteConfig = {
    siteUrl: "http://localhost:3000",
    partnerBaseUrl: sim.url,
    partnerName: "FloristOne",
    affiliateSourceId: "aff",
    affiliateId: "1234567890",
    contactEmail: "info@example.com",
    partnerCtaUrl: sim.url,
  };
  return { sim, database, site };
}

export async function closeSimAndDatabase({ sim, database }: Pick<SimAndDatabase, "sim" | "database">): Promise<void> {
  await database.cleanup();
  await sim.close();
}
