import { cn } from "#app/lib/cn.ts";
import { PRODUCT_NAME } from "#core/config/site";
import { fixedPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { CHROME_TEXT } from "./chrome-text";

/** A five-petal bloom drawn inline: no image request, crisp at any size. */
export function BloomMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className={className}>
      <g fill="#e58fa9">
        {[0, 72, 144, 216, 288].map((angle) => (
          <ellipse key={angle} cx="20" cy="11" rx="6.5" ry="9" transform={`rotate(${angle} 20 20)`} />
        ))}
      </g>
      <circle cx="20" cy="20" r="5" fill="#a8284f" />
      <circle cx="20" cy="20" r="2" fill="#f9d9e2" />
    </svg>
  );
}

export function Logo({ className, locale }: { className?: string; locale: Locale }) {
  return (
    <a href={fixedPathIn(locale, "/")} className={cn("flex items-center gap-2 rounded-md", className)} aria-label={CHROME_TEXT[locale].homeLink(PRODUCT_NAME)}>
      <BloomMark className="size-9 shrink-0" />
      <span className="font-display text-lg leading-tight font-semibold text-foreground sm:text-xl">
        Nebraska <span className="text-primary">Flower</span> Delivery
      </span>
    </a>
  );
}
