import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { isPartnerUrl } from "#core/affiliate/links";
import type { PartnerTarget } from "#core/affiliate/target";
import { toClickEvent } from "#core/clicks/event";
import type { SiteConfig } from "#core/config/site";
import { isoDay } from "#core/delivery/calendar-day";
import { zoneName } from "#core/delivery/service-date";
import { cityPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { deliveryDaysAnswer, deliveryRange, MCP_TEXT, McpInputError, townFacts } from "#core/mcp/answers";
import { careFacilitiesAnswer } from "#core/mcp/care-facilities";
import { careFacilitiesInput, deliveryDaysInput, findTownInput, flowersInput, MAX_FLOWERS, MAX_TOWNS, type McpToolName, serviceDeliveryInput } from "#core/mcp/inputs";
import { careFacilitiesOutput, deliveryDaysOutput, findTownOutput, flowersOutput, serviceDeliveryOutput } from "#core/mcp/outputs";
import { getCityBySlug } from "#core/nebraska/directory";
import { townOf } from "#core/nebraska/town-zip";
import type { City } from "#core/nebraska/types";
import { priceText } from "#core/products/price-text";
import { deliveredTo } from "#core/products/delivered-to";
import { directorySearchIndex } from "#core/search/directory-index";
import { suggestCities } from "#core/search/suggest";
import type { DeliveryService } from "../delivery/service";
import type { ServiceAnswers } from "../delivery/service-answer";
import { countToolCall } from "../metrics";
import type { ProductsService } from "../products/service";
import { signLink } from "./link-token";

/** The most characters of one tool answer (text and structured together): an answer is bounded by construction, this is the backstop. */
const MAX_ANSWER_CHARS = 64_000;

export type McpToolDeps = {
  siteUrl: string;
  /** The same services the pages and /api read (server/runtime.ts builds them once). */
  delivery: Pick<DeliveryService, "datesFor" | "now">;
  products: Pick<ProductsService, "get">;
  serviceAnswer: ServiceAnswers;
  /** Signs /go/ links (MCP_LINK_SECRET). */
  linkSecret: string;
  /** The partner's address: a product card elsewhere is never linked (the /go/ redirect would refuse it). */
  site: SiteConfig;
};

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** A directory town from a name, slug or ZIP, else the search box's first suggestion (as the products' town box finds it). */
function townFrom(text: string, locale: Locale): City {
  const city = townOf(text) ?? getCityBySlug(suggestCities(directorySearchIndex(), text, 1)[0]?.slug ?? "");
  if (!city) throw new McpInputError(MCP_TEXT[locale].unknownTown(text));
  return city;
}

/**
 * One MCP server with the site's read-only tools, made per request (stateless: nothing is kept
 * between calls). care_facilities reads the same table the hospital pages read (core/care).
 */
export function createMcpServer(deps: McpToolDeps): McpServer {
  const server = new McpServer(
    { name: "nebraska-flower-delivery", version: "1.0.0" },
    {
      instructions:
        "Nebraska Flower Delivery is a referral site: orders are placed with its partner florist network (FloristOne), never here. " +
        "Use find_town for a town or ZIP, delivery_days for the days flowers can arrive and when to order, flowers for bouquets with their delivered totals, " +
        "service_delivery for a funeral or memorial service, care_facilities for a town's hospitals and assisted-living homes and what to write at checkout. Every answer can be asked in English (en) or Spanish (es); links are tracked referral links.",
    },
  );
  /** A tracked link; one that cannot be signed as a link /go/ accepts (an overlong product address) opens the town's page instead. */
  const link = (path: string, target: PartnerTarget, town: City) => {
    const token = signLink(deps.linkSecret, { path, target }) ?? signLink(deps.linkSecret, { path, target: { kind: "city", slug: town.slug } });
    if (token === null) throw new Error(`no link for ${town.slug}`);
    return `${deps.siteUrl}/go/${token}`;
  };

  /** Runs a tool: counted by name and outcome, a McpInputError (or a zod issue) becomes the tool's error, the answer bounded. */
  const run = async (tool: McpToolName, answer: () => Promise<{ text: string; structured: Record<string, unknown> }>): Promise<CallToolResult> => {
    try {
      const { text, structured } = await answer();
      if (text.length + JSON.stringify(structured).length > MAX_ANSWER_CHARS) throw new Error("answer too large");
      countToolCall(tool, "ok");
      return { content: [{ type: "text", text }], structuredContent: structured };
    } catch (error) {
      const known = error instanceof McpInputError;
      countToolCall(tool, known ? "bad_input" : "failed");
      return { content: [{ type: "text", text: known ? error.message : "The site could not answer this just now; try again in a minute." }], isError: true };
    }
  };

  server.registerTool(
    "find_town",
    {
      title: "Find a Nebraska town",
      description:
        "Finds the Nebraska towns this site delivers flowers to from a name, part of a name or a ZIP code: each town's delivery ZIP, its ZIP codes, time zone, and its pages in English and Spanish, with a tracked link to order there.",
      inputSchema: findTownInput,
      outputSchema: findTownOutput,
      annotations: READ_ONLY,
    },
    ({ query, language }) =>
      run("find_town", async () => {
        const found = suggestCities(directorySearchIndex(), query, MAX_TOWNS).flatMap((entry) => getCityBySlug(entry.slug) ?? []);
        if (found.length === 0) throw new McpInputError(MCP_TEXT[language].noTown(query));
        const towns = found.map((city) => ({ ...townFacts(city, deps.siteUrl), orderLink: link(cityPathIn(language, city.slug), { kind: "city", slug: city.slug }, city) }));
        const text = MCP_TEXT[language];
        const lines = towns.map((town) => `${text.town(town.name, town.deliveryZip ?? "", zoneName(town.timeZone, language))} ${text.page}: ${town.pages[language]}`);
        return { text: lines.join("\n"), structured: { towns } };
      }),
  );

  server.registerTool(
    "delivery_days",
    {
      title: "Delivery days for a Nebraska town",
      description:
        "The days flowers can be delivered to a Nebraska town or ZIP over the next 60 days (the partner's own calendar for the town's ZIP when it answers, else the site's rules, said in `source`), each with its order-by moment: 2 PM on the day in the recipient's own time zone (Central, or Mountain in the west). Optional from/to narrow the range.",
      inputSchema: deliveryDaysInput,
      outputSchema: deliveryDaysOutput,
      annotations: READ_ONLY,
    },
    ({ town, from, to, language }) =>
      run("delivery_days", async () => {
        const city = townFrom(town, language);
        const now = deps.delivery.now();
        const range = deliveryRange({ from, to }, city, now, language);
        const answer = await deps.delivery.datesFor(city);
        return deliveryDaysAnswer(answer, townFacts(city, deps.siteUrl), range, now, language);
      }),
  );

  server.registerTool(
    "flowers",
    {
      title: "Flowers to send to a Nebraska town",
      description:
        "Up to 12 of the partner florist's bouquets for a Nebraska town or ZIP, optionally for an occasion and under a budget: what each holds, its list price and, where the partner's API gives it, the delivered total to that ZIP (service charge and tax included), with a tracked link to order it.",
      inputSchema: flowersInput,
      outputSchema: flowersOutput,
      annotations: READ_ONLY,
    },
    ({ town, occasion, budget, language }) =>
      run("flowers", async () => {
        const city = townFrom(town, language);
        const zip = deliveredTo(town)?.zip;
        const answer = await deps.products.get(occasion ? { kind: "category", slug: occasion, ...(zip ? { zip } : {}) } : { kind: "featured", ...(zip ? { zip } : {}) });
        const page = cityPathIn(language, city.slug);
        const cards = (answer?.products ?? [])
          .filter((card) => isPartnerUrl(card.url, deps.site))
          .filter((card) => budget === undefined || (card.priceCents ?? Number.POSITIVE_INFINITY) <= budget * 100)
          .slice(0, MAX_FLOWERS);
        // The answer's money written once, here, in the asked language.
        const money = (cents: number) => priceText(cents, language);
        const flowers = cards.map((card) => {
          const title = toClickEvent(page, { placement: "assistant", targetKind: "product", targetId: card.title }).targetId ?? "";
          return {
            title: card.title,
            holds: card.description ?? null,
            size: card.size ?? null,
            price: card.priceCents === undefined ? null : money(card.priceCents),
            delivered: card.delivered
              ? { zip: card.delivered.zip, charge: money(card.delivered.chargeCents), tax: money(card.delivered.taxCents), total: money(card.delivered.totalCents), pricedAt: card.delivered.pricedAt }
              : null,
            link: link(page, { kind: "product", url: card.url, title }, city),
          };
        });
        const es = language === "es";
        const lines = flowers.map((flower) =>
          `- ${flower.title}: ${flower.price ?? "?"}${flower.delivered ? (es ? `; total con entrega al ${flower.delivered.zip}: ${flower.delivered.total}` : `; ${flower.delivered.total} delivered to ${flower.delivered.zip}`) : ""} ${flower.link}`,
        );
        const head = es ? `Flores para ${city.name} (código postal ${zip ?? "?"}):` : `Flowers for ${city.name} (ZIP ${zip ?? "?"}):`;
        const none = es ? "Por ahora nuestra tienda asociada no muestra flores." : "The partner showed no flowers just now.";
        // As the town page says when the partner gave no delivered total: never a figure it did not give.
        const atCheckout = es ? "El cargo por servicio y los impuestos se suman al pagar, en el sitio de nuestra tienda asociada." : "The service charge and tax are added at the partner's checkout.";
        const untotalled = flowers.length > 0 && flowers.every((flower) => !flower.delivered);
        const status = answer?.cacheStatus ?? "unavailable";
        return { text: [head, ...(lines.length > 0 ? lines : [none]), ...(untotalled ? [atCheckout] : [])].join("\n"), structured: { town: townFacts(city, deps.siteUrl), zip: zip ?? null, occasion: occasion ?? null, status, flowers } };
      }),
  );

  server.registerTool(
    "service_delivery",
    {
      title: "Flowers for a funeral or memorial service",
      description:
        "For a service in a Nebraska town on a date (morning or afternoon): the delivery day to choose at the florist's checkout and the moment the order must be in, in the town's own time zone, as the site's sympathy page answers it; or, when it is too late, the nearest day flowers can still reach the family's home.",
      inputSchema: serviceDeliveryInput,
      outputSchema: serviceDeliveryOutput,
      annotations: READ_ONLY,
    },
    ({ town, date, time, language }) =>
      run("service_delivery", async () => {
        const { query, answer, source } = await deps.serviceAnswer(new URLSearchParams({ town, date, time }), language);
        if (query.kind !== "valid" || !answer) throw new McpInputError(query.kind === "invalid" ? query.errors.join(" ") : MCP_TEXT[language].unknownTown(town));
        const es = language === "es";
        if (answer.kind === "too-far") throw new McpInputError(es ? `date debe caer dentro de los próximos ${answer.horizonDays} días.` : `date must be within ${answer.horizonDays} days of today.`);
        const base = { town: townFacts(query.city, deps.siteUrl), timeZone: answer.timeZone, service: isoDay(answer.service.day), time: answer.time, source };
        const orderLink = link(cityPathIn(language, query.city.slug), { kind: "category", slug: "sympathy-funeral" }, query.city);
        if (answer.kind === "too-late") {
          const home = answer.home ? { date: isoDay(answer.home.day), label: answer.home.label, orderByText: answer.home.orderByText } : null;
          const text = es
            ? `Ya es tarde para que las flores lleguen al servicio del ${answer.service.label}.${home ? ` Todavía pueden llegar a la casa de la familia el ${home.label}; pida antes de ${home.orderByText}.` : ""}`
            : `It is too late for flowers to reach the service on ${answer.service.label}.${home ? ` They can still reach the family's home on ${home.label}; order by ${home.orderByText}.` : ""}`;
          return { text, structured: { ...base, answer: "too-late", reason: answer.reason, home, orderLink } };
        }
        const text = es
          ? `Elija el ${answer.delivery.label} como día de entrega y haga el pedido antes de ${answer.orderByText} (${answer.why.join("; ")}).`
          : `Choose ${answer.delivery.label} as the delivery date and order by ${answer.orderByText} (${answer.why.join("; ")}).`;
        return {
          text: `${text}\n${orderLink}`,
          structured: { ...base, answer: "deliver", delivery: isoDay(answer.delivery.day), label: answer.delivery.label, orderBy: answer.orderBy.toISOString(), orderByText: answer.orderByText, why: answer.why, orderLink },
        };
      }),
  );

  server.registerTool(
    "care_facilities",
    {
      title: "Hospitals and assisted-living homes in a Nebraska town",
      description:
        "The licensed hospitals and assisted-living homes in a Nebraska town or ZIP, from the Nebraska DHHS rosters (dated): each one's public name, kind, street address, ZIP, main phone, whether we suggest flowers there, our hospital page in English and Spanish where it has one, and what to write at the florist's checkout (the patient's or resident's full name, the facility's name, the room or apartment if known).",
      inputSchema: careFacilitiesInput,
      outputSchema: careFacilitiesOutput,
      annotations: READ_ONLY,
    },
    ({ town, language }) => run("care_facilities", async () => careFacilitiesAnswer(townFrom(town, language), deps.siteUrl, language)),
  );

  return server;
}
