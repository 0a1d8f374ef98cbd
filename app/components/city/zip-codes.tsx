import { ChevronDown } from "#app/components/ui/icons.tsx";
import { useId, useState } from "react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/lib/cn.ts";
import type { Locale } from "#core/i18n/locale";
import { CITY_TEXT } from "./city-text";

/** On phones a long list (Omaha has about fifty) is cut to this many until asked for. */
const PHONE_PREVIEW = 12;

/** Rendered only for towns that have ZIP codes (docs/product.md, "Routes"). Every chip stays in the HTML. */
export function ZipCodes({ title, description, zipCodes, locale }: { title: string; description: string; zipCodes: readonly string[]; locale: Locale }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (zipCodes.length === 0) return null;
  const collapsible = zipCodes.length > PHONE_PREVIEW;
  return (
    <section aria-labelledby="zip-codes-title" data-slot="zip-codes" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <SectionHeading id="zip-codes-title" title={title} subtitle={description} />
      <ul id={listId} className="flex flex-wrap justify-center gap-2">
        {zipCodes.map((zip, index) => (
          // The map pin is a ::before in app.css, not an SVG per chip.
          <li
            key={zip}
            data-slot="zip-chip"
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3.5 py-1.5 text-sm font-medium tabular-nums shadow-sm",
              !expanded && index >= PHONE_PREVIEW && "max-sm:hidden",
            )}
          >
            {zip}
          </li>
        ))}
      </ul>
      {collapsible && !expanded && (
        <div className="mt-4 text-center sm:hidden">
          <button
            type="button"
            aria-controls={listId}
            aria-expanded={false}
            onClick={() => setExpanded(true)}
            className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-primary hover:bg-secondary"
          >
            {CITY_TEXT[locale].showAllZips(zipCodes.length)}
            <ChevronDown aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </section>
  );
}
