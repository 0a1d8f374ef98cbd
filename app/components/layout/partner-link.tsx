import { PARTNER_LINK_REL, partnerUrl } from "#core/affiliate/links";
import type { PartnerTarget } from "#core/affiliate/target";
import { clickTargetOf } from "#core/clicks/target";
import type { Placement } from "#core/clicks/types";
import type * as React from "react";
import { useSiteConfig } from "#app/lib/site-config.ts";

export type { Placement } from "#core/clicks/types";

type PartnerLinkProps = Omit<React.ComponentProps<"a">, "href" | "rel" | "target"> & {
  /** What the link opens; its address and its click report are both made from this. */
  to: PartnerTarget;
  placement: Placement;
};

/**
 * The only element that renders a link to the partner: tracked, marked sponsored, new tab.
 * Its data attributes are what the page's one delegated listener reports on a click
 * (app/lib/click-listener.ts), so the link works the same rendered statically or in an island.
 */
export function PartnerLink({ to, placement, children, ...props }: PartnerLinkProps) {
  const config = useSiteConfig();
  const click = clickTargetOf(to, placement);
  return (
    <a
      data-slot="partner-link"
      data-placement={click.placement}
      data-target-kind={click.targetKind}
      data-target-id={click.targetId}
      href={partnerUrl(config, to)}
      rel={PARTNER_LINK_REL}
      target="_blank"
      {...props}
    >
      {children}
    </a>
  );
}
