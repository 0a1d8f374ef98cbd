/**
 * Every icon content may name (core/content/types.ts's IconName), re-exported one by one;
 * content-icon.tsx reads them as one namespace.
 */
export { Baby, BellRing, Building2, Cake, Clock, CloudSnow, Flower, Flower2, Gift, GraduationCap, Heart, HeartPulse, MapPin, Palette, Sparkles, Store, Users } from "./icons.tsx";
