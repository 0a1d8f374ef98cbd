import type { DeliveryResult } from "#core/delivery/check-delivery";
import type { Locale } from "#core/i18n/locale";
import { CircleAlert, CircleCheck, Clock, ExternalLink } from "#app/components/ui/icons.tsx";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { CHECKER_TEXT } from "./checker-text";

/**
 * The verdict of the checker. The caller keeps the live region mounted so changes are announced.
 * A "yes" offers the town's partner page right there, tracked under its own placement; a
 * day that cannot be had offers the same page for the next real delivery day it names.
 */
export function DeliveryResultView({
  result,
  citySlug,
  zoneKnown = true,
  locale,
}: {
  result: DeliveryResult;
  citySlug: string;
  zoneKnown?: boolean;
  /** The page's language (issue 41); the result's own words come in that language already. */
  locale: Locale;
}) {
  const text = CHECKER_TEXT[locale];
  const Icon = result.deliverable ? CircleCheck : CircleAlert;
  // "Next business day" is not a clock time, so it takes no zone label.
  const clockTime = result.case !== "same-day-missed";
  return (
    <div
      data-slot="delivery-result"
      data-deliverable={result.deliverable}
      className={cn(
        "rounded-2xl border p-4",
        result.deliverable ? "border-sage/30 bg-sage-soft" : "border-flower-strong/40 bg-accent",
      )}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", result.deliverable ? "text-sage" : "text-primary")} />
        <span data-slot="delivery-message">{result.message}</span>
      </p>
      <p className="mt-2 flex items-center gap-2 pl-7 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {text.deadline}
          <span data-slot="delivery-deadline" className="font-medium text-foreground">
            {result.deadline}
          </span>
          {clockTime && !zoneKnown && text.recipientTime}
          {clockTime && zoneKnown && text.zoneWritten && (
            <>
              {" "}
              <span data-slot="delivery-zone" className="rounded bg-card px-1.5 py-0.5 text-xs font-semibold text-foreground">
                {text.zoneName[result.zoneLabel]}
              </span>
            </>
          )}
          {clockTime && zoneKnown && !text.zoneWritten && (
            <>
              {" "}
              <abbr
                data-slot="delivery-zone"
                title={text.zoneName[result.zoneLabel]}
                className="rounded bg-card px-1.5 py-0.5 text-xs font-semibold text-foreground no-underline"
              >
                {result.zoneLabel}
              </abbr>
            </>
          )}
        </span>
      </p>
      {!result.deliverable && result.orderFor && (
        <PartnerLink
          to={{ kind: "city", slug: citySlug }}
          placement="delivery-checker-order"
          className={cn(buttonVariants({ size: "sm" }), "mt-4 ml-7")}
        >
          {text.orderFor(result.orderFor.label)}
          <ExternalLink aria-hidden="true" />
        </PartnerLink>
      )}
      {result.deliverable && (
        <PartnerLink
          to={{ kind: "city", slug: citySlug }}
          placement="delivery-checker-order"
          className={cn(buttonVariants({ size: "sm" }), "mt-4 ml-7")}
        >
          {text.orderForDelivery}
          <ExternalLink aria-hidden="true" />
        </PartnerLink>
      )}
    </div>
  );
}
