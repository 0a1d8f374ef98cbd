import { cn } from "#app/lib/cn.ts";
import { siteConfig } from "#app/lib/site-config.ts";

/**
 * Said once per product collection whose cards show the partner's list prices without a
 * delivered total (the crawler, the partner's totals failing, or no town to price for), so
 * no card repeats it (issue 37: twenty cards once said it twenty times).
 */
export function CheckoutNote({ className }: { className?: string }) {
  return (
    <p data-slot="checkout-note" className={cn("text-sm text-muted-foreground", className)}>
      {`${siteConfig.partnerName}'s service charge and tax are added at checkout.`}
    </p>
  );
}
