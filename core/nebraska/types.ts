export type TimeZone = "America/Chicago" | "America/Denver";

export type RegionName =
  | "Eastern Nebraska"
  | "Central Nebraska"
  | "Western Nebraska"
  | "Northeast Nebraska"
  | "Southeast Nebraska";

/** A directory record (docs/product.md), enriched with the facts that make each page unique. */
export type City = {
  name: string;
  slug: string;
  /** 'Nebraska' for towns that are only in the flat list (docs/product.md). */
  region: RegionName | "Nebraska";
  area?: string;
  /** 0 for towns that are only in the flat list (docs/product.md). */
  population: number;
  /** 5-digit strings. */
  zipCodes: string[];
  county?: string;
  timeZone: TimeZone;
  coordinates?: { lat: number; lng: number };
};

export type Coordinates = { lat: number; lng: number };

/** A county's seat (GeoNames) and area (US Census outline), from generated/local-facts.ts. */
export type CountyRecord = { seat: string; lat: number; lng: number; areaSqMi: number };
