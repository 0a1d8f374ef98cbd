import type { Locale } from "#core/i18n/locale";
import { spanishLandingPath } from "#core/search/landing";
import { noMatchHint, noMatchText, SEARCH_TEXT, type SearchVariant } from "#core/search/messages";
import type { SearchCity } from "#core/search/search-index";
import type { UseComboboxReturnValue } from "downshift";
import { MapPin, SearchX } from "#app/components/ui/icons.tsx";
import type { FocusEvent, Ref } from "react";
import { PartnerLink } from "#app/components/layout/partner-link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { suggestionDetail } from "./search-data";

type SearchPopoverProps = {
  ref: Ref<HTMLDivElement>;
  combobox: UseComboboxReturnValue<SearchCity>;
  items: SearchCity[];
  input: string;
  variant: SearchVariant;
  /** As wide as the form (the phone disclosure), instead of the narrow header box's leftward list. */
  wide?: boolean;
  onFocusLeave: (event: FocusEvent<HTMLElement>) => void;
  /** The page's language: Spanish words, and no match leads to the Spanish towns list. */
  locale: Locale;
};

/**
 * Suggestions (at most 6, list capped at about 20rem) or the no-match panel of
 * docs/product.md, "Search". Mouse-down is swallowed so the input keeps focus while an option or
 * the fallback link is clicked.
 */
export function SearchPopover({ ref, combobox, items, input, variant, wide = false, onFocusLeave, locale }: SearchPopoverProps) {
  const { isOpen, highlightedIndex, getMenuProps, getItemProps } = combobox;
  const hasText = input.trim() !== "";
  const showList = isOpen && items.length > 0;
  const showEmpty = isOpen && hasText && items.length === 0;

  return (
    <div
      ref={ref}
      onMouseDown={(event) => event.preventDefault()}
      onBlur={onFocusLeave}
      className={cn(
        "absolute top-full z-50 mt-2 overflow-hidden rounded-2xl border border-border bg-card text-left shadow-[var(--shadow-card)]",
        !showList && !showEmpty && "hidden",
        // The header box is narrow: its list grows leftwards from the box's right edge.
        variant === "header" && !wide ? "right-0 w-72" : "inset-x-0",
      )}
    >
      <ul {...getMenuProps()} hidden={!showList} className="max-h-80 overflow-y-auto py-1.5">
        {showList &&
          items.map((city, index) => (
            <li
              key={city.slug}
              {...getItemProps({ item: city, index })}
              className={cn(
                "flex cursor-pointer items-center gap-3 px-4 py-2.5",
                highlightedIndex === index && "bg-secondary text-secondary-foreground",
              )}
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{city.name}</span>
                <span className="block truncate text-xs text-muted-foreground">{suggestionDetail(city, input, locale)}</span>
              </span>
            </li>
          ))}
      </ul>
      {showEmpty && (
        <div className="flex flex-col items-start gap-1 p-4">
          <p className="flex items-center gap-2 font-medium">
            <SearchX aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {noMatchText(input, variant, locale)}
          </p>
          <p className="text-sm text-muted-foreground">{noMatchHint(variant, locale)}</p>
          {locale === "en" ? (
            <PartnerLink
              to={{ kind: "nebraska" }}
              placement="search-empty"
              className={cn(buttonVariants({ variant: "sage", size: "sm" }), "mt-2 h-auto min-h-9 py-2 whitespace-normal")}
            >
              {SEARCH_TEXT.en.anywhere}
            </PartnerLink>
          ) : (
            <a
              href={spanishLandingPath({ kind: "nebraska" }, locale)}
              data-slot="search-towns-list"
              className={cn(buttonVariants({ variant: "sage", size: "sm" }), "mt-2 h-auto min-h-9 py-2 whitespace-normal")}
            >
              {SEARCH_TEXT[locale].anywhere}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
