import type { SiteConfig } from "@core/config/site";
import { useRouteLoaderData } from "react-router";

/** The public configuration, sent once with the root loader data. */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData("root") as { siteConfig: SiteConfig } | undefined;
  if (!data) throw new Error("useSiteConfig must be used below the root route");
  return data.siteConfig;
}
