import { getAllCities } from "#core/nebraska/directory";
import { cityPathIn, fixedPathIn, townsPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import type { ReactNode } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { CHROME_TEXT } from "./chrome-text";

/** How many of the largest towns the 404 page offers. */
const LARGEST = 8;
const LARGEST_TOWNS = [...getAllCities()].sort((a, b) => b.population - a.population).slice(0, LARGEST);

/**
 * The 404 screen (docs/product.md, "Not found"): the spec's heading and home link, then a
 * way on: the town search (`search`, an island slot; its plain form works without script)
 * and the largest towns. The page logs the missing path with a small inline script.
 */
export function NotFoundScreen({ search, locale }: { search?: ReactNode; locale: Locale }) {
  const text = CHROME_TEXT[locale];
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-20">
      {/* text-primary: the petal pink (flower-strong) was 2.25:1 on the cream, under the 3:1 large text needs. */}
      <p className="font-display text-6xl font-semibold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{text.notFoundTitle}</h1>
      <p className="mt-4 text-muted-foreground">{text.notFoundText}</p>
      <div className="mt-6 w-full max-w-xl text-left">{search}</div>
      <h2 className="mt-10 text-lg font-semibold">{text.largestTowns}</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {LARGEST_TOWNS.map((city) => (
          <li key={city.slug}>
            <a href={cityPathIn(locale, city.slug)} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {city.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <a href={fixedPathIn(locale, "/")} className={buttonVariants({ size: "lg" })}>
          {text.returnHome}
        </a>
        <a href={townsPathIn(locale)} className={buttonVariants({ variant: "outline", size: "lg" })}>
          {text.allTowns}
        </a>
      </p>
    </section>
  );
}
