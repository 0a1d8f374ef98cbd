import type { Locale } from "#core/i18n/locale";
import { navLinks } from "#core/site/nav";
import { Clock, MapPin, Search, ShoppingBag } from "#app/components/ui/icons.tsx";
import type * as React from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { CHROME_TEXT } from "./chrome-text";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";
import { PartnerLink } from "./partner-link";

const navLinkClass =
  "rounded-full px-3 py-2 text-sm font-medium text-foreground/90 transition-colors hover:bg-muted hover:text-primary aria-[current=page]:text-primary";

type HeaderProps = {
  /** The page's canonical path, to mark the current navigation entry. */
  currentPath: string;
  /** The search island (an Astro slot): the header itself never hydrates. */
  search?: React.ReactNode;
  /** A second search island for small screens, inside the search disclosure. */
  menuSearch?: React.ReactNode;
  locale: Locale;
};

export function Header({ currentPath, search, menuSearch, locale }: HeaderProps) {
  const text = CHROME_TEXT[locale];
  return (
    <header data-slot="header" className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      {/* First in the header, not before it: Astro writes its island style and script just before the
          header (the search islands are its first), and a <style> in <body> must come first (Nu HTML Checker). */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
      >
        {text.skipToContent}
      </a>
      <div className="hidden bg-primary text-primary-foreground lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-center gap-8 px-6 py-1.5 text-xs font-medium">
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5" /> {text.sameDay}
          </span>
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-3.5" /> {text.serving}
          </span>
        </div>
      </div>
      {/* .header-bar (app.css): below lg a grid whose rows have their final sizes from the start. */}
      <div className="header-bar mx-auto max-w-7xl items-center px-4 py-2 sm:px-6 lg:py-3">
        <Logo className="justify-self-start [grid-area:logo]" locale={locale} />
        <nav aria-label="Main" className="-mx-2 flex items-center gap-1 overflow-x-auto [grid-area:nav] lg:mx-0">
          {navLinks("header", locale).map((link) => (
            <a key={link.href} href={link.href} className={navLinkClass} aria-current={currentPath === link.href ? "page" : undefined}>
              {link.label}
            </a>
          ))}
          <LanguageLink currentPath={currentPath} locale={locale} className={navLinkClass} />
        </nav>
        <div className="ml-auto hidden w-48 lg:block xl:w-72">
          {search}
        </div>
        {menuSearch && (
          // <details> opens and closes without script, so the search is in reach before any island loads.
          <details data-slot="search-disclosure" className="group justify-self-end [grid-area:search] lg:hidden">
            <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-foreground/90 hover:bg-muted hover:text-primary group-open:bg-muted group-open:text-primary [&::-webkit-details-marker]:hidden">
              <Search aria-hidden="true" className="size-5" />
              <span className="sr-only">{text.searchTowns}</span>
            </summary>
            <div className="absolute inset-x-0 top-full border-b border-border bg-background px-4 py-3 shadow-[var(--shadow-card)] sm:px-6">
              {menuSearch}
            </div>
          </details>
        )}
        <PartnerLink
          to={{ kind: "nebraska" }}
          placement="header-order"
          className={cn(
            buttonVariants({ size: "sm" }),
            menuSearch ? "justify-self-start [grid-area:order] sm:justify-self-end" : "justify-self-end [grid-area:search]",
          )}
        >
          <ShoppingBag aria-hidden="true" />
          {text.orderNow}
        </PartnerLink>
      </div>
    </header>
  );
}
