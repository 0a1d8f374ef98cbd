import { PARTNER_LINK_REL } from "@core/affiliate/links";
import type { Placement, TargetKind } from "@core/clicks/types";
import type * as React from "react";

export type { Placement, TargetKind } from "@core/clicks/types";

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

/**
 * The only element that renders a link to the partner: tracked, marked sponsored, new tab.
 * Its data attributes are what the page's one delegated listener reports on a click
 * (app/lib/click-listener.ts), so the link works the same rendered statically or in an island.
 */
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
