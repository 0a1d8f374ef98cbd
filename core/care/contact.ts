import type { Facility } from "./types";

/** "(308) 865-7100" as a tel: address. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "")}`;
}

/** A phone number as link text that never breaks across lines: a no-break space and a non-breaking hyphen. */
export function telText(phone: string): string {
  return phone.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}

/** The street address with town, state and ZIP, as a visitor types it at checkout. */
export function fullAddress(facility: Pick<Facility, "address" | "zip">, town: string): string {
  return `${facility.address}, ${town}, NE ${facility.zip}`;
}
