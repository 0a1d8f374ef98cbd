/**
 * The partner's gettotal as the simulator speaks it (issue 29): the products and the
 * recipient's ZIP as JSON in the query, answered with the order's subtotal, the
 * partner's service charge, tax and total. Tax is charged on the products and the
 * service charge at the recipient ZIP's rate. Pure.
 */

export const SERVICE_CHARGE = 14.99;

/** Simulated combined sales-tax rates: Nebraska's 5.5 % plus a town's own. */
const TOWN_RATES: Record<string, number> = {
  "68845": 0.075, // Kearney
  "68847": 0.075,
  "68848": 0.075,
  "68849": 0.075,
  "68822": 0.07, // Broken Bow
  "68102": 0.07, // Omaha
  "68508": 0.0725, // Lincoln
};

export function taxRate(zip: string): number {
  return TOWN_RATES[zip] ?? 0.055 + (Number(zip) % 5) * 0.0025;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export const TOTAL_FAULTS = ["none", "forbidden", "error500", "errors", "garbage", "absurd", "wrong-sum"] as const;
export type TotalFault = (typeof TOTAL_FAULTS)[number];

type Line = { code: string; zip: string };

function linesOf(params: URLSearchParams): Line[] | string {
  const raw = params.get("products");
  if (!raw || raw.length > 20_000) return "products is required";
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return "products is not JSON";
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 50) return "products must be a list of 1-50 products";
  const topZip = params.get("zipcode") ?? "";
  const lines: Line[] = [];
  for (const item of parsed as unknown[]) {
    const record = (typeof item === "object" && item !== null ? item : {}) as { CODE?: unknown; RECIPIENT?: { ZIPCODE?: unknown } };
    const code = typeof record.CODE === "string" ? record.CODE : "";
    const zip = typeof record.RECIPIENT?.ZIPCODE === "string" ? record.RECIPIENT.ZIPCODE : topZip;
    if (!code) return "every product needs a CODE";
    if (!/^\d{5}$/.test(zip)) return "invalid zipcode";
    lines.push({ code, zip });
  }
  return lines;
}

/**
 * The gettotal answer: the partner's own price for each code (whatever PRICE was sent),
 * one service charge per recipient, tax at the recipient's rate.
 */
export function getTotalAnswer(params: URLSearchParams, priceOf: (code: string) => number | undefined): { status: number; body: unknown } {
  const lines = linesOf(params);
  if (typeof lines === "string") return { status: 200, body: { errors: [lines] } };
  let subtotal = 0;
  for (const line of lines) {
    const price = priceOf(line.code);
    if (price === undefined) return { status: 200, body: { errors: [`invalid product code ${line.code.slice(0, 40)}`] } };
    subtotal += price;
  }
  const zips = [...new Set(lines.map((line) => line.zip))];
  const charge = cents(SERVICE_CHARGE * zips.length);
  // One ZIP per order here: tax on products and charge at that ZIP's rate.
  const rate = taxRate(zips[0] as string);
  const tax = cents((subtotal + charge) * rate);
  return {
    status: 200,
    body: {
      SUBTOTAL: cents(subtotal),
      FLORISTONESERVICECHARGE: charge,
      TAXTOTAL: tax,
      FLORISTONETAX: cents(charge * rate),
      ORDERTOTAL: cents(subtotal + charge + tax),
      ORDERNO: 0,
    },
  };
}

/** The answer with a gettotal fault applied (forbidden and error500 are answered by the server). */
export function faultyTotal(fault: TotalFault, body: unknown): string {
  if (fault === "errors") return JSON.stringify({ errors: ["The server is unable to calculate totals at this time."] });
  if (fault === "garbage") return "<html><body>Service Unavailable</body></html>";
  if (fault === "absurd") return JSON.stringify({ ...(body as object), ORDERTOTAL: 1e9, TAXTOTAL: -5 });
  if (fault === "wrong-sum") {
    const record = body as { ORDERTOTAL?: number };
    return JSON.stringify({ ...record, ORDERTOTAL: (record.ORDERTOTAL ?? 0) + 10 });
  }
  return JSON.stringify(body);
}
