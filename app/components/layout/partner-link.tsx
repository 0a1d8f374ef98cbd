import { PARTNER_LINK_REL } from "@core/affiliate/links";
import type * as React from "react";

/** Where on our pages a partner link sits; reported with each outbound click. */
export type Placement =
  | "header-order"
  | "header-search"
  | "hero"
  | "hero-search"
  | "search-empty"
  | "footer"
  | "city-order"
  | "city-service-card"
  | "city-why-choose"
  | "category-order"
  | "category-collection"
  | "collection-card"
  | "carousel-card"
  | "carousel-more";

export type TargetKind = "nebraska" | "city" | "category" | "product" | "home";

type PartnerLinkProps = Omit<React.ComponentProps<"a">, "href" | "rel"> & {
  /** An address already built by core/affiliate (tracked). */
  href: string;
  placement: Placement;
  targetKind: TargetKind;
  /** City or category slug, or the product title. */
  targetId?: string;
  /** Search results navigate in the same tab (spec §5); everything else opens a new one. */
  sameTab?: boolean;
};

/** The only element that renders a link to the partner: tracked, marked sponsored, new tab. */
export function PartnerLink({ href, placement, targetKind, targetId, sameTab = false, children, ...props }: PartnerLinkProps) {
  return (
    <a
      data-slot="partner-link"
      data-placement={placement}
      data-target-kind={targetKind}
      data-target-id={targetId}
      href={href}
      rel={PARTNER_LINK_REL}
      target={sameTab ? undefined : "_blank"}
      {...props}
    >
      {children}
    </a>
  );
}
