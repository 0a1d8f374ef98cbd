import { PRODUCT_NAME } from "#core/config/site";
import { CATEGORIES } from "#core/content/categories";
import { FEATURED_CITIES } from "#core/content/featured-cities";
import { careIndexPathIn, categoryPathIn, cityPathIn, townsPathIn } from "#core/routes/routes";
import { CARE_LIST_TEXT } from "#core/care/care-list-text";
import type { Locale } from "#core/i18n/locale";
import { navLinks } from "#core/site/nav";
import { Mail, MapPin } from "#app/components/ui/icons.tsx";
import { useSiteConfig } from "#app/lib/site-config.ts";
import { useCurrentYear } from "#app/lib/use-current-year.ts";
import { CHROME_TEXT } from "./chrome-text";
import { BloomMark } from "./logo";
import { PartnerLink } from "./partner-link";

const linkClass = "text-sm text-background/80 underline-offset-4 hover:text-background hover:underline";
const headingClass = "mb-3 font-display text-base font-semibold text-background";

export function Footer({ locale }: { locale: Locale }) {
  const text = CHROME_TEXT[locale];
  const config = useSiteConfig();
  const year = useCurrentYear();
  return (
    <footer data-slot="footer" className="mt-16 bg-foreground text-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="flex items-center gap-2 font-display text-lg font-semibold">
            <BloomMark className="size-8" /> {PRODUCT_NAME}
          </h2>
          <p className="mt-3 text-sm text-background/80">{text.footerAbout}</p>
          <p className="mt-3 text-sm font-medium text-flower">{text.footerAffiliate}</p>
          <p className="mt-1 text-sm text-background/80">{text.footerTagline}</p>
        </section>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={headingClass}>
            {text.footerCategories}
          </h2>
          <ul className="space-y-2">
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <a href={categoryPathIn(locale, category.slug)} className={linkClass}>
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-cities">
          <h2 id="footer-cities" className={headingClass}>
            {text.footerCities}
          </h2>
          <ul className="space-y-2">
            {FEATURED_CITIES.map((city) => (
              <li key={city.slug}>
                <a href={cityPathIn(locale, city.slug)} className={linkClass}>
                  {city.name}
                </a>
              </li>
            ))}
            <li>
              <a href={townsPathIn(locale)} className={`${linkClass} font-semibold`}>
                {text.allCities}
              </a>
            </li>
            <li>
              <a href={careIndexPathIn(locale)} className={linkClass}>
                {CARE_LIST_TEXT[locale].footer}
              </a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="min-w-0">
          <h2 id="footer-contact" className={headingClass}>
            {text.footerContact}
          </h2>
          <ul className="space-y-3 text-sm">
            <li className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${config.contactEmail}`} className={`${linkClass} break-all`}>
                {config.contactEmail}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="block font-medium">{text.statewide}</span>
                <span className="text-background/80">{text.coverage}</span>
              </span>
            </li>
            <li>
              <PartnerLink to={{ kind: "nebraska" }} placement="footer" className={linkClass}>
                {text.orderOn(config.partnerName)}
              </PartnerLink>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-background/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-background/80 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © <span suppressHydrationWarning>{year}</span> {PRODUCT_NAME}. {text.referral}
          </p>
          <nav aria-label={text.legal} className="flex flex-wrap gap-x-4 gap-y-2">
            {navLinks("footer", locale).map((link) => (
              <a key={link.href} href={link.href} className={linkClass}>
                {link.label}
              </a>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
