import { partnerCityPageUrl, partnerNebraskaPageUrl } from "#core/affiliate/links";
import type { SiteConfig } from "#core/config/site";
import { resolveCitySlug } from "#core/nebraska/slug";
import type { OnDemandPage } from "#core/site/page-route";
import type { RenderPage } from "./page-renderer";

type GoneTowns = () => ReadonlySet<string>;
type LinkConfig = Pick<SiteConfig, "partnerBaseUrl" | "affiliateSourceId" | "affiliateId">;

const townOf = (path: string) => {
  const slug = /^\/cities\/([^/]+)\/$/.exec(path)?.[1];
  return slug === undefined ? undefined : resolveCitySlug(slug);
};

/**
 * Town pages whose partner page is gone link to the partner's Nebraska page instead,
 * until the link checker sees the page again. The rendered page is rewritten (every
 * tracked link to the town's partner page, fragment kept) rather than the components
 * taught about link health: the address is made in one place and matched exactly here.
 */
export function withTownFallback(render: RenderPage, goneTowns: GoneTowns, site: LinkConfig): RenderPage {
  const nebraska = `${partnerNebraskaPageUrl(site)}?`;
  return async (request, locals) => {
    const response = await render(request, locals);
    const slug = townOf(new URL(request.url).pathname);
    if (slug === undefined || !goneTowns().has(slug)) return response;
    const html = (await response.text()).split(`${partnerCityPageUrl(site, slug)}?`).join(nebraska);
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(html, { status: response.status, headers });
  };
}

/** Part of a rendered page's memo key: a town page is rendered again when its partner page goes or comes back. */
export function townFallbackVariant(goneTowns: GoneTowns) {
  return (page: OnDemandPage): string => {
    const slug = townOf(page.path);
    return slug !== undefined && goneTowns().has(slug) ? "nebraska-link" : "";
  };
}
