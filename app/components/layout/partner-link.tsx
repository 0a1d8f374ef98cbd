import { PARTNER_LINK_REL } from "@core/affiliate/links";
import type { Placement, TargetKind } from "@core/clicks/types";
import type * as React from "react";
import { reportClick } from "~/lib/beacon";

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
 * Following it reports the click (see app/lib/beacon.ts); the default action is never
 * prevented, so the browser navigates at once. A middle click opens a tab without a
 * click event, hence onAuxClick too.
 */
export function PartnerLink({ href, placement, targetKind, targetId, sameTab = false, children, onClick, onAuxClick, ...props }: PartnerLinkProps) {
  const report = () => reportClick({ placement, targetKind, targetId });
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
      onClick={(event) => {
        report();
        onClick?.(event);
      }}
      onAuxClick={(event) => {
        if (event.button === 1) report();
        onAuxClick?.(event);
      }}
    >
      {children}
    </a>
  );
}
