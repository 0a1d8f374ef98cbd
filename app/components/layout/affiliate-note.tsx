import { Info } from "#app/components/ui/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { fixedPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { CHROME_TEXT } from "./chrome-text";

/** Plain-language disclosure placed near order buttons and product sections. */
export function AffiliateNote({ className, locale }: { className?: string; locale: Locale }) {
  const text = CHROME_TEXT[locale];
  return (
    <p data-slot="affiliate-note" className={cn("flex items-start gap-1.5 text-xs text-muted-foreground", className)}>
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {text.affiliateNote}{" "}
        <a href={fixedPathIn(locale, "/terms-of-service/")} className="underline underline-offset-2 hover:text-primary">
          {text.howItWorks}
        </a>
      </span>
    </p>
  );
}
