import type { PartnerTarget } from "#core/affiliate/target";
import type { Locale } from "#core/i18n/locale";
import { CHROME_TEXT } from "./chrome-text";
import { ExternalLink } from "#app/components/ui/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { PartnerLink, type Placement } from "./partner-link";

/** The hero's main call to action on town and category pages: one look, one wording. */
export function OrderForDelivery({ to, placement, locale }: { to: PartnerTarget; placement: Placement; locale: Locale }) {
  return (
    <PartnerLink to={to} placement={placement} className={buttonVariants({ variant: "hero", size: "lg" })}>
      {CHROME_TEXT[locale].orderForDelivery}
      <ExternalLink aria-hidden="true" />
    </PartnerLink>
  );
}
