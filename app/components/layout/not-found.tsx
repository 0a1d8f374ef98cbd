import { getAllCities } from "#core/nebraska/directory";
import { cityPath } from "#core/site/pages";
import type { ReactNode } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";

/** How many of the largest towns the 404 page offers. */
const LARGEST = 8;
const LARGEST_TOWNS = [...getAllCities()].sort((a, b) => b.population - a.population).slice(0, LARGEST);

/**
 * The 404 screen (docs/product.md, "Not found"): the spec's heading and home link, then a
 * way on: the town search (`search`, an island slot; its plain form works without script)
 * and the largest towns. The page logs the missing path with a small inline script.
 */
export function NotFoundScreen({ search }: { search?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-20">
      {/* text-primary: the petal pink (flower-strong) was 2.25:1 on the cream, under the 3:1 large text needs. */}
      <p className="font-display text-6xl font-semibold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-muted-foreground">The page you are looking for does not exist or has moved. Where are the flowers going?</p>
      <div className="mt-6 w-full max-w-xl text-left">{search}</div>
      <h2 className="mt-10 text-lg font-semibold">Or pick one of the largest towns</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {LARGEST_TOWNS.map((city) => (
          <li key={city.slug}>
            <a href={cityPath(city.slug)} className={buttonVariants({ variant: "outline", size: "sm" })}>
              {city.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2">
        <a href="/" className={buttonVariants({ size: "lg" })}>
          Return to Home
        </a>
        <a href="/cities/" className={buttonVariants({ variant: "outline", size: "lg" })}>
          All Nebraska towns
        </a>
      </p>
    </section>
  );
}
