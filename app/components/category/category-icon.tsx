import { Baby, Cake, Flower, Flower2, Gift, GraduationCap, Heart, HeartPulse, Sparkles, type LucideIcon } from "lucide-react";

/** The icon names the category records use (core/content/category-pages.ts); unknown names get a flower. */
const ICONS: Record<string, LucideIcon> = { Baby, Cake, Flower, Flower2, Gift, GraduationCap, Heart, HeartPulse, Sparkles };

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Flower2;
  return <Icon aria-hidden="true" className={className} />;
}
