import { centsOfAmount, PRICE_MAX_DOLLARS } from "../products/price";
import { isZip } from "../nebraska/zip";
import { field, parseBoundedJson } from "./json";

/**
 * The partner's delivered price (issue 29, docs/decisions/0029): gettotal answers the
 * subtotal, its service charge, tax for the recipient's ZIP and the order total. Amounts
 * here are whole cents, so sums are exact.
 */
export type PartnerTotal = { subtotal: number; charge: number; tax: number; total: number };

/** A product as gettotal is asked about it. */
export type TotalItem = { code: string; cents: number };

/** Products in one gettotal order, at most (a town page lists 20). */
export const MAX_TOTAL_ITEMS = 24;
/** Highest service charge believed, in cents: the partner's has been $14.99. */
const MAX_CHARGE = 100_00;
/** Highest tax believed, as a share of what it is charged on (Nebraska's combined rates are under 8 %). */
const MAX_TAX_SHARE = 0.2;


const TOTAL_PATH = "/flowershop/gettotal";

/** Whether an address is a gettotal order (under any API base): the one place that knows its shape. */
export function isFloristoneTotalUrl(url: string): boolean {
  return URL.canParse(url) && new URL(url).pathname.endsWith(TOTAL_PATH);
}

/** GET {base}/flowershop/gettotal with the products and the recipient's ZIP as JSON in the query. */
export function floristoneTotalUrl(apiBase: string, items: readonly TotalItem[], zip: string): string {
  if (!isZip(zip)) throw new Error("not a five-digit ZIP code");
  const url = new URL(`${apiBase.replace(/\/+$/, "")}${TOTAL_PATH}`);
  // The partner reads PRICE as a JSON number of dollars (49.99): cents become dollars here and nowhere else.
  const products = items.slice(0, MAX_TOTAL_ITEMS).map((item) => ({ CODE: item.code, PRICE: item.cents / 100, RECIPIENT: { ZIPCODE: zip } }));
  url.searchParams.set("products", JSON.stringify(products));
  return url.toString();
}

/**
 * The amounts of a gettotal answer, or undefined when it is not one: not JSON, an
 * `errors` answer, a missing or negative amount, an absurd charge or tax, or a total that
 * is not the sum of its parts within a cent. A wrong total is never shown.
 */
export function readFloristoneTotal(text: string): PartnerTotal | undefined {
  const answer = parseBoundedJson(text);
  if (answer === undefined || field(answer, "errors") !== undefined) return undefined;
  const subtotal = centsOfAmount(field(answer, "SUBTOTAL"));
  const charge = centsOfAmount(field(answer, "FLORISTONESERVICECHARGE"));
  const tax = centsOfAmount(field(answer, "TAXTOTAL"));
  const total = centsOfAmount(field(answer, "ORDERTOTAL"));
  if (subtotal === undefined || charge === undefined || tax === undefined || total === undefined) return undefined;
  if (subtotal <= 0 || subtotal > PRICE_MAX_DOLLARS * 100 * MAX_TOTAL_ITEMS || charge > MAX_CHARGE) return undefined;
  if (tax > (subtotal + charge) * MAX_TAX_SHARE) return undefined;
  if (Math.abs(subtotal + charge + tax - total) > 1) return undefined;
  return { subtotal, charge, tax, total };
}

/** What the tax is charged on: the products and the service charge, or the products alone. */
export type TaxBase = "products-and-charge" | "products";

/** A ZIP's charge and tax rule, derived from the partner's own answers. */
export type TaxModel = { charge: number; rate: number; base: TaxBase };

export type Delivered = { charge: number; tax: number; total: number };

/** A product's delivered price under a model, in cents. */
export function deliveredOf(cents: number, model: TaxModel): Delivered {
  const taxed = model.base === "products-and-charge" ? cents + model.charge : cents;
  const tax = Math.round(taxed * model.rate);
  return { charge: model.charge, tax, total: cents + model.charge + tax };
}

/** Within a cent of the partner's own total for that product alone. */
function agrees(model: TaxModel, item: TotalItem, answer: PartnerTotal): boolean {
  return answer.subtotal === item.cents && Math.abs(deliveredOf(item.cents, model).total - answer.total) <= 1;
}

/**
 * The ZIP's rule from three answers: `single` (one product alone), `batch` (every product
 * in one order: the tax of a large sum gives the rate to many digits) and `check` (another
 * product alone). The charge must be the same in all three; the rate is the batch's tax over
 * what it is charged on, for each base in turn, and the base kept is the one under which
 * both single products come out at the partner's own totals within a cent. Undefined when
 * none does: then no total is shown.
 */
export function deriveTaxModel(
  single: { item: TotalItem; answer: PartnerTotal },
  batch: { count: number; answer: PartnerTotal },
  check?: { item: TotalItem; answer: PartnerTotal },
): TaxModel | undefined {
  const charge = single.answer.charge;
  // One charge per order, or (should the partner charge per product) one per product.
  if ((batch.answer.charge !== charge && batch.answer.charge !== charge * batch.count) || (check && check.answer.charge !== charge)) return undefined;
  for (const base of ["products-and-charge", "products"] as const) {
    const taxed = base === "products-and-charge" ? batch.answer.subtotal + batch.answer.charge : batch.answer.subtotal;
    if (taxed <= 0) continue;
    const model: TaxModel = { charge, rate: batch.answer.tax / taxed, base };
    if (agrees(model, single.item, single.answer) && (!check || agrees(model, check.item, check.answer))) return model;
  }
  return undefined;
}
