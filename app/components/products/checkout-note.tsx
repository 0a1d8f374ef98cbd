import type { Locale } from "#core/i18n/locale";
import { cn } from "#app/lib/cn.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { checkoutLanguageText, PRODUCTS_TEXT } from "./products-text";

/**
 * Said once per product collection whose cards show the partner's list prices without a
 * delivered total (the crawler, the partner's totals failing, or no town to price for), so
 * no card repeats it (issue 37: twenty cards once said it twenty times).
 */
export function CheckoutNote({ className, locale }: { className?: string; locale: Locale }) {
  return (
    <p data-slot="checkout-note" className={cn("text-sm text-muted-foreground", className)}>
      {PRODUCTS_TEXT[locale].checkoutNote(siteConfig.partnerName)}
    </p>
  );
}

/**
 * Where the order is completed (issue 41, item 6): on a Spanish page, once, near its first
 * link to the partner, one plain sentence that the partner's checkout is in English. Renders
 * nothing in English. A collection and a carousel group draw it themselves; a page whose
 * first partner link is elsewhere (a hero's order button) places it there.
 */
export function CheckoutLanguageNote({ locale, className }: { locale: Locale; className?: string }) {
  if (locale !== "es") return null;
  return (
    <p data-slot="checkout-language" lang="es" className={cn("text-sm text-muted-foreground", className)}>
      {checkoutLanguageText(siteConfig.partnerName)}
    </p>
  );
}
