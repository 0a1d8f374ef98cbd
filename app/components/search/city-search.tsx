import type { Locale } from "#core/i18n/locale";
import { FIND_LANG_FIELD, FIND_QUERY_MAX_LENGTH } from "#core/search/find";
import { noMatchText, SEARCH_TEXT, type SearchVariant } from "#core/search/messages";
import { resolveSearchTarget, suggestionTarget } from "#core/search/resolve-target";
import { suggestCities } from "#core/search/suggest";
import type { SearchCity } from "#core/search/search-index";
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from "downshift";
import { MapPin, Search } from "#app/components/ui/icons.tsx";
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { useSiteConfig } from "#app/lib/site-config.ts";
import { CITY_SEARCH_INDEX, goToLanding, type SearchPlacement } from "./search-data";
import { SearchPopover } from "./search-popover";

/**
 * Downshift closes on blur itself and toggles on click; we keep the menu open on
 * click (it opens on focus, docs/product.md "Search") and close on blur ourselves, so a click on
 * the empty-result link is not lost to an early close.
 */
function stateReducer(state: UseComboboxState<SearchCity>, { type, changes }: UseComboboxStateChangeOptions<SearchCity>) {
  switch (type) {
    case useCombobox.stateChangeTypes.InputBlur:
      return state;
    case useCombobox.stateChangeTypes.InputClick:
      return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
    default:
      return changes;
  }
}

/** Downshift writes aria-activedescendant="" when nothing is highlighted: not a valid ID reference. */
function withoutEmptyActiveDescendant<T extends { "aria-activedescendant"?: string }>(props: T): T {
  if (props["aria-activedescendant"]) return props;
  const { "aria-activedescendant": _empty, ...rest } = props;
  return rest as T;
}

type CitySearchProps = {
  variant: SearchVariant;
  /** The copy in the header's search disclosure on phones: header wording, its own ids and click placement. */
  menu?: boolean;
  className?: string;
  /**
   * The page's language (issue 41). Spanish: Spanish words, and every search (suggestion,
   * Enter, Find, the plain form with `lang=es`) lands on the Spanish town page or the Spanish
   * towns list in the same tab.
   */
  locale: Locale;
};

/**
 * The city/ZIP search of docs/product.md, "Search": a WAI-ARIA combobox (downshift) inside a
 * form, so Enter and the Find button share one code path and the form still
 * does something useful before hydration. The header opens the partner in a
 * new tab; the hero navigates in the same tab.
 */
export function CitySearch({ variant, menu = false, className, locale }: CitySearchProps) {
  const config = useSiteConfig();
  const text = SEARCH_TEXT[locale];
  const hero = variant === "hero";
  // Two header boxes can share a page (large screens, phones): each needs its own ids.
  const key = menu ? "menu" : variant;
  const placement: SearchPlacement = menu ? "menu-search" : hero ? "hero-search" : "header-search";
  const [input, setInput] = useState("");
  const items = useMemo(() => suggestCities(CITY_SEARCH_INDEX, input), [input]);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);

  const combobox = useCombobox<SearchCity>({
    id: `city-search-${key}`,
    inputId: `city-search-${key}-input`,
    items,
    inputValue: input,
    selectedItem: null,
    itemToString: (city) => city?.name ?? "",
    itemToKey: (city) => city?.slug,
    stateReducer,
    onInputValueChange: ({ inputValue }) => setInput(inputValue ?? ""),
    onSelectedItemChange: ({ selectedItem, type }) => {
      if (selectedItem && type === useCombobox.stateChangeTypes.ItemClick) {
        goToLanding(config, suggestionTarget(selectedItem), placement, locale);
      }
    },
    getA11yStatusMessage: ({ isOpen }) => {
      if (!isOpen || input.trim() === "") return "";
      if (items.length === 0) return noMatchText(input, variant, locale);
      return text.found(items.length);
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getLabelProps, openMenu, closeMenu } = combobox;

  useEffect(() => {
    setHydrated(true);
    // The island wakes on first focus: what was typed while it loaded is in the field
    // (a controlled input keeps its DOM value on hydration) but not in our state.
    const field = document.getElementById(`city-search-${key}-input`);
    if (!(field instanceof HTMLInputElement) || field.value === "") return;
    setInput(field.value);
    if (document.activeElement === field) openMenu();
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const formRef = useRef<HTMLFormElement>(null);
  const find = () => {
    closeMenu();
    const target = resolveSearchTarget(CITY_SEARCH_INDEX, input);
    // Text that names no town may name a hospital (issue 49): the plain form's route knows the
    // facility table, which stays out of this bundle, and lands the rest where we would have.
    if (target.kind === "nebraska" && input.trim() !== "" && formRef.current) return formRef.current.submit();
    goToLanding(config, target, placement, locale);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    find();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    // Enter is ours: a highlighted suggestion goes to its town, anything else follows the Find rules.
    (event.nativeEvent as KeyboardEvent["nativeEvent"] & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    event.preventDefault();
    const chosen = isOpen && highlightedIndex >= 0 ? items[highlightedIndex] : undefined;
    if (!chosen) return find();
    closeMenu();
    goToLanding(config, suggestionTarget(chosen), placement, locale);
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && popoverRef.current?.contains(next)) return;
    if (next && next === document.getElementById(`city-search-${key}-input`)) return;
    closeMenu();
  };

  return (
    <form
      ref={formRef}
      role="search"
      // Home and the 404 page carry the hero's search beside the header's: each landmark needs a name of its own.
      aria-label={text.formName[variant]}
      // Before the island wakes (or without script) the server resolves the query with the same
      // rules and redirects to the tracked partner page (server/http/find.ts); the header's opens a new tab.
      // A Spanish page's box says `lang=es`: the server lands it on a Spanish page of ours, in the same tab.
      action="/api/find"
      method="get"
      target={hero || locale !== "en" ? undefined : "_blank"}
      onSubmit={onSubmit}
      className={cn("relative", className)}
      data-variant={key}
      data-hydrated={hydrated ? "true" : undefined}
    >
      <input type="hidden" name="from" value={placement} />
      {locale !== "en" && <input type="hidden" name={FIND_LANG_FIELD} value={locale} />}
      <label {...getLabelProps()} className="sr-only">
        {text.label[variant]}
      </label>
      <div className={cn("flex gap-2", hero && "flex-col sm:flex-row")}>
        <div className="relative min-w-0 flex-1">
          {hero ? (
            <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-primary" />
          ) : (
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          )}
          <input
            {...withoutEmptyActiveDescendant(getInputProps({
              // Set our state in the same event: downshift reports controlled changes after render,
              // which would briefly reset the field and drop keystrokes typed quickly.
              onChange: (event: ChangeEvent<HTMLInputElement>) => setInput(event.currentTarget.value),
              onKeyDown,
              onFocus: () => openMenu(),
              onBlur: closeWhenFocusLeaves,
            }))}
            type="text"
            name="q"
            maxLength={FIND_QUERY_MAX_LENGTH}
            inputMode="search"
            enterKeyHint="go"
            spellCheck={false}
            placeholder={text.placeholder[variant]}
            className={cn(
              "w-full border border-input bg-card text-foreground placeholder:text-muted-foreground/90 focus-visible:border-primary",
              hero ? "h-14 rounded-full pr-4 pl-12 text-base shadow-sm" : "h-10 rounded-full pr-11 pl-9 text-sm",
            )}
          />
          {!hero && (
            <button
              type="submit"
              aria-label={text.submit}
              className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary-hover"
            >
              <Search aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        {hero && (
          <Button type="submit" variant="hero" size="lg" className="h-14">
            <Search aria-hidden="true" />
            {text.heroButton}
          </Button>
        )}
      </div>
      <SearchPopover
        ref={popoverRef}
        combobox={combobox}
        items={items}
        input={input}
        variant={variant}
        wide={menu}
        onFocusLeave={closeWhenFocusLeaves}
        locale={locale}
      />
    </form>
  );
}
