import type { Locale } from "../i18n/locale";
import { townOf } from "../nebraska/town-zip";
import { MAX_TOWN_TEXT } from "../nebraska/zip";
import type { ProductCard } from "./schema";

/**
 * Budget and order on a category page (issue 29): plain links with a query string, so they
 * work without script; the filter and the order are applied to the category's own list,
 * so a budget on the birthday page shows birthday products only, for every provider whose
 * cards carry a price. The page without either is the one canonical page; a filtered view
 * is `noindex, follow`.
 */
export const BUDGETS = [
  { key: "all", label: "All prices", minCents: 0, maxCents: Infinity },
  { key: "under-60", label: "Under $60", minCents: 0, maxCents: 60_00 },
  { key: "60-80", label: "$60–$80", minCents: 60_00, maxCents: 80_00 },
  { key: "80-100", label: "$80–$100", minCents: 80_00, maxCents: 100_00 },
  { key: "100-up", label: "$100 and up", minCents: 100_00, maxCents: Infinity },
] as const;

export const ORDERS = [
  { key: "partner", label: "As the partner ranks them" },
  { key: "price-low", label: "Price: low to high" },
  { key: "price-high", label: "Price: high to low" },
] as const;

export type BudgetKey = (typeof BUDGETS)[number]["key"];
export type OrderKey = (typeof ORDERS)[number]["key"];

type ViewLabels = { budget: Record<BudgetKey, string>; order: Record<OrderKey, string> };

/** The budget and order links' words in each edition (issue 41); English is BUDGETS' and ORDERS' own. */
export const VIEW_LABELS = {
  en: {
    budget: Object.fromEntries(BUDGETS.map((entry) => [entry.key, entry.label])) as Record<BudgetKey, string>,
    order: Object.fromEntries(ORDERS.map((entry) => [entry.key, entry.label])) as Record<OrderKey, string>,
  },
  es: {
    budget: { all: "Todos los precios", "under-60": "Menos de $60", "60-80": "$60–$80", "80-100": "$80–$100", "100-up": "$100 o más" },
    order: { partner: "Como los ordena nuestra tienda asociada", "price-low": "Precio: de menor a mayor", "price-high": "Precio: de mayor a menor" },
  },
} as const satisfies Record<Locale, ViewLabels>;
/**
 * `to`: the town (its slug) the view's cards are priced delivered to, when a town page led
 * here (issue 37); every budget and order link carries it, so choosing a budget never loses
 * the delivered price.
 */
export type ShopView = { budget: BudgetKey; order: OrderKey; to?: string };

export const DEFAULT_VIEW: ShopView = { budget: "all", order: "partner" };


/**
 * The town a view is priced for: `to`, else the sympathy form's `town` (a town page links the
 * form with its town, and a service answer names one), as one of our towns (a slug, a name or
 * a ZIP). The set of towns is closed, so these views are too.
 */
function townOfView(search: URLSearchParams): string | undefined {
  const asked = search.getAll("to").length > 0 ? search.getAll("to") : search.getAll("town");
  return asked.length === 1 && (asked[0] ?? "").length <= MAX_TOWN_TEXT ? townOf(asked[0] ?? "")?.slug : undefined;
}

/**
 * The view a query string asks for. An unknown or repeated value is the default: a stray
 * or hostile parameter shows the canonical page rather than an error or an empty list.
 */
export function shopViewOf(search: URLSearchParams): ShopView {
  const budget = search.getAll("budget");
  const order = search.getAll("order");
  const knownBudget = budget.length === 1 ? BUDGETS.find((entry) => entry.key === budget[0]) : undefined;
  const knownOrder = order.length === 1 ? ORDERS.find((entry) => entry.key === order[0]) : undefined;
  const to = townOfView(search);
  return { budget: knownBudget?.key ?? "all", order: knownOrder?.key ?? "partner", ...(to ? { to } : {}) };
}

export function isDefaultView(view: ShopView): boolean {
  return view.budget === "all" && view.order === "partner" && view.to === undefined;
}

/** The query string of a view: "" for the canonical page. */
export function viewSearch(view: ShopView): string {
  const params = new URLSearchParams();
  if (view.budget !== "all") params.set("budget", view.budget);
  if (view.order !== "partner") params.set("order", view.order);
  if (view.to) params.set("to", view.to);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The products of a view: within the budget (in cents, lower bound included, upper bound not;
 * a product without a price is in no budget but "all"), in the partner's order or by price
 * (products without a price last, otherwise the partner's order kept for equal prices).
 */
export function applyView<T extends Pick<ProductCard, "priceCents">>(products: readonly T[], view: ShopView): T[] {
  const band = BUDGETS.find((entry) => entry.key === view.budget) ?? BUDGETS[0];
  const priced = products.map((product, index) => ({ product, index, cents: product.priceCents }));
  const kept = view.budget === "all" ? priced : priced.filter((entry) => entry.cents !== undefined && entry.cents >= band.minCents && entry.cents < band.maxCents);
  if (view.order !== "partner") {
    const sign = view.order === "price-low" ? 1 : -1;
    kept.sort((a, b) => {
      if (a.cents === undefined || b.cents === undefined) return (a.cents === undefined ? 1 : 0) - (b.cents === undefined ? 1 : 0) || a.index - b.index;
      return sign * (a.cents - b.cents) || a.index - b.index;
    });
  }
  return kept.map((entry) => entry.product);
}
