import { z } from "../zod";

/**
 * The tools' structured answers as JSON Schema for an assistant (issue 51): the SDK publishes
 * them with each tool and checks every answer against its own before it leaves, so an answer
 * that drifts from what is promised fails in the tests rather than in an assistant.
 */
const town = z.object({
  name: z.string(),
  slug: z.string(),
  county: z.string().nullable(),
  timeZone: z.enum(["America/Chicago", "America/Denver"]),
  zone: z.enum(["CT", "MT"]),
  deliveryZip: z.string().nullable(),
  zipCodes: z.array(z.string()),
  pages: z.object({ en: z.string(), es: z.string() }).describe("Our town page in English and in Spanish."),
});

const link = z.string().describe("A tracked referral link: /go/… on this site, which redirects to the partner florist's page.");

export const findTownOutput = z.object({ towns: z.array(town.extend({ orderLink: link })) });

export const deliveryDaysOutput = z.object({
  town,
  zip: z.string().describe("The ZIP the partner was asked about."),
  timeZone: z.enum(["America/Chicago", "America/Denver"]),
  source: z.enum(["partner", "rules"]).describe("partner: the partner's own calendar for the ZIP; rules: the site's calendar rules (the partner did not answer)."),
  cutoff: z.string().describe("Orders for a day close at this time on the day, in the town's zone."),
  from: z.string(),
  to: z.string(),
  dates: z.array(z.object({ date: z.string(), orderBy: z.string().describe("ISO instant: 2 PM on the day, in the town's zone."), orderByText: z.string() })),
});

export const flowersOutput = z.object({
  town,
  zip: z.string().nullable(),
  occasion: z.string().nullable(),
  status: z.string().describe("How fresh the partner's list is: fresh, stale_but_acceptable, expired_but_served or unavailable."),
  flowers: z.array(
    z.object({
      title: z.string(),
      holds: z.string().nullable(),
      size: z.string().nullable(),
      price: z.string().nullable().describe("The partner's list price."),
      delivered: z
        .object({ zip: z.string(), charge: z.string(), tax: z.string(), total: z.string(), pricedAt: z.string() })
        .nullable()
        .describe("The partner's delivered total to the ZIP (service charge and tax), where its API gave one."),
      link,
    }),
  ),
});

export const serviceDeliveryOutput = z.object({
  town,
  timeZone: z.enum(["America/Chicago", "America/Denver"]),
  service: z.string(),
  time: z.enum(["morning", "afternoon"]),
  source: z.enum(["partner", "rules"]).nullable(),
  answer: z.enum(["deliver", "too-late"]),
  delivery: z.string().optional().describe("The delivery date to choose at the florist's checkout."),
  label: z.string().optional(),
  orderBy: z.string().optional().describe("ISO instant the order must be in by."),
  orderByText: z.string().optional(),
  why: z.array(z.string()).optional(),
  reason: z.enum(["past", "closed"]).optional(),
  home: z.object({ date: z.string(), label: z.string(), orderByText: z.string() }).nullable().optional(),
  orderLink: link,
});

export const careFacilitiesOutput = z.object({
  town,
  sources: z
    .array(z.object({ roster: z.enum(["hospital", "alf"]), title: z.string(), date: z.string().describe("The roster's own date, YYYY-MM-DD."), publisher: z.string() }))
    .describe("The Nebraska DHHS rosters the list comes from, with their dates."),
  facilities: z.array(
    z.object({
      name: z.string().describe("The name the public uses."),
      kind: z.enum(["general", "critical-access", "childrens", "long-term", "rehabilitation", "psychiatric", "rural-emergency", "assisted-living"]),
      kindLabel: z.string(),
      roster: z.enum(["hospital", "alf"]),
      address: z.string().describe("Street address, as a delivery driver reads it."),
      zip: z.string(),
      phone: z.string(),
      flowers: z.boolean().describe("false: the place often refuses flowers (psychiatric-only, no inpatients); we do not suggest sending there."),
      pages: z.object({ en: z.string(), es: z.string() }).nullable().describe("Our page for the hospital in English and Spanish; null where it has none."),
      writeAtCheckout: z.array(z.string()).describe("What to write in the florist's delivery form."),
    }),
  ),
  leftOut: z.number().int().describe("Facilities in the town not listed because the answer is bounded."),
});
