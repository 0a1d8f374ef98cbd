import { Info } from "#app/components/ui/icons.tsx";
import { cn } from "#app/lib/cn.ts";

/** Plain-language disclosure placed near order buttons and product sections. */
export function AffiliateNote({ className }: { className?: string }) {
  return (
    <p data-slot="affiliate-note" className={cn("flex items-start gap-1.5 text-xs text-muted-foreground", className)}>
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        We are a referral site: orders are placed and delivered by our partner florists, and we may earn a commission at
        no extra cost to you.{" "}
        <a href="/terms-of-service/" className="underline underline-offset-2 hover:text-primary">
          How this works
        </a>
      </span>
    </p>
  );
}
