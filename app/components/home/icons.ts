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

/**
 * Content names its icons as strings (core/ stays React-free); only the icons
 * the home page uses are imported, so the bundle stays small.
 */
const ICONS: Record<string, LucideIcon> = {
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

export function iconByName(name: string): LucideIcon {
  return ICONS[name] ?? Flower2;
}
