import type { IconName } from "#core/content/types";
import type { LucideIcon } from "./icons.tsx";
import * as icons from "./content-icons";

/** Each name content may use has its icon (a missing one fails the typecheck). */
const ICONS = icons satisfies Record<IconName, LucideIcon> as Record<IconName, LucideIcon>;

/** A decorative icon named by content (categories, home benefits, city service cards). */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
