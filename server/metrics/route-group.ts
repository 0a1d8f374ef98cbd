import { parse, type Route } from "#core/routes/routes";
import { onDemandPage, townCalendar } from "#core/site/page-route";

const API_GROUPS = new Set(["products", "clicks", "find", "delivery-dates", "health", "admin"]);
const FEEDS = new Set(["/sitemap.xml", "/sitemap-index.xml", "/rss.xml", "/robots.txt", "/llms.txt"]);

/**
 * A request's route group for the metrics' labels: a fixed, small set whatever
 * the path (a label per path would let anyone grow the registry without bound).
 * `route` is the request's route as the app parsed it, when it did (read, not parsed again).
 */
export function routeGroup(path: string, route?: Route | null): string {
  if (path.startsWith("/api/")) {
    const name = path.slice(5).split("/", 1)[0]?.replace(/\.csv$/, "") ?? "";
    return API_GROUPS.has(name) ? `api_${name.replace("-", "_")}` : "api_other";
  }
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/img/")) return "image";
  if (path === "/metrics") return "metrics";
  // The assistants' endpoint and its links (issue 51).
  if (path === "/mcp") return "mcp";
  if (path.startsWith("/go/")) return "assistant_link";
  if (FEEDS.has(path) || path.startsWith("/sitemap")) return "feed";
  const matched = route === undefined ? parse(path) : route;
  const page = onDemandPage(matched, { admin: true });
  if (page) return page.section === "admin" ? "admin_page" : page.known ? "rendered_page" : "made_up_page";
  const calendar = townCalendar(matched);
  if (calendar) return calendar.town ? "calendar" : "made_up_page";
  return "static";
}
