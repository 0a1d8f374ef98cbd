import type { PartnerTarget } from "#core/affiliate/target";
import { ExternalLink } from "#app/components/ui/icons.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { PartnerLink, type Placement } from "./partner-link";

/** The hero's main call to action on town and category pages: one look, one wording. */
export function OrderForDelivery({ to, placement }: { to: PartnerTarget; placement: Placement }) {
  return (
    <PartnerLink to={to} placement={placement} className={buttonVariants({ variant: "hero", size: "lg" })}>
      Order for Delivery
      <ExternalLink aria-hidden="true" />
    </PartnerLink>
  );
}
