import type { ComponentProps, ReactElement } from "react";
import sprite from "#app/assets/icons.svg?url&no-inline";

/**
 * The app's icons: lucide's drawings kept once in a hashed, cached sprite (app/assets/icons.svg,
 * made by scripts/build-icons.ts), so a page's HTML and an island's JS carry a reference instead
 * of path data (docs/decisions/0042-one-icon-sprite.md). Names, classes and aria-hidden follow
 * lucide-react, so call sites and selectors read as before.
 */
export type IconProps = ComponentProps<"svg">;
export type LucideIcon = (props: IconProps) => ReactElement;

/** lucide-react's rule: any aria-*, role or title prop (or children) makes the icon meaningful. */
function hasA11yProp(props: Record<string, unknown>) {
  return Object.entries(props).some(([key, value]) => (key.startsWith("aria-") || key === "role" || key === "title") && value != null);
}

/**
 * `fill="none"` sits on the outer <svg>, as lucide puts it there, so a fill utility on the icon
 * (the "Popular" star's fill-current) still wins; the stroke settings live on the symbol.
 * Marked free of side effects so the bundler drops the icons no chunk uses.
 */
/* @__NO_SIDE_EFFECTS__ */
function icon(id: string): LucideIcon {
  const base = `lucide lucide-${id}`;
  return function Icon({ className, children, ...rest }: IconProps) {
    const classes = className ? [...new Set(`${base} ${className}`.split(/\s+/).filter(Boolean))].join(" ") : base;
    return (
      <svg className={classes} width="24" height="24" fill="none" aria-hidden={children || hasA11yProp(rest) ? undefined : "true"} {...rest}>
        <use href={`${sprite}#${id}`} />
        {children}
      </svg>
    );
  };
}

// One line per icon: the export is lucide-react's name, the argument its kebab-case id (the
// symbol's id in the sprite). After adding one, run `npm run icons:build`.
export const ArrowRight = icon("arrow-right");
export const Baby = icon("baby");
export const BellRing = icon("bell-ring");
export const Building2 = icon("building-2");
export const Cake = icon("cake");
export const CalendarCheck = icon("calendar-check");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const Check = icon("check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleAlert = icon("circle-alert");
export const CircleCheck = icon("circle-check");
export const Clock = icon("clock");
export const CloudSnow = icon("cloud-snow");
export const Database = icon("database");
export const Download = icon("download");
export const ExternalLink = icon("external-link");
export const Flower = icon("flower");
export const Flower2 = icon("flower-2");
export const Gift = icon("gift");
export const GraduationCap = icon("graduation-cap");
export const Handshake = icon("handshake");
export const Heart = icon("heart");
export const HeartPulse = icon("heart-pulse");
export const Info = icon("info");
export const KeyRound = icon("key-round");
export const LogIn = icon("log-in");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Palette = icon("palette");
export const RefreshCw = icon("refresh-cw");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const ShieldCheck = icon("shield-check");
export const ShoppingBag = icon("shopping-bag");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const Store = icon("store");
export const Trash2 = icon("trash-2");
export const Truck = icon("truck");
export const Users = icon("users");
