import type { IconName } from "#core/content/types";
import {
  Baby,
  BellRing,
  Building2,
  Cake,
  Clock,
  CloudSnow,
  Flower,
  Flower2,
  Gift,
  GraduationCap,
  Heart,
  HeartPulse,
  MapPin,
  Palette,
  Sparkles,
  Store,
  Users,
  type LucideIcon,
} from "lucide-react";

/** Every icon content may name, imported one by one so no page carries the whole icon set. */
const ICONS: Record<IconName, LucideIcon> = {
  Baby,
  BellRing,
  Building2,
  Cake,
  Clock,
  CloudSnow,
  Flower,
  Flower2,
  Gift,
  GraduationCap,
  Heart,
  HeartPulse,
  MapPin,
  Palette,
  Sparkles,
  Store,
  Users,
};

/** A decorative icon named by content (categories, home benefits, city service cards). */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
