import type { SiteConfig } from "#core/config/site";
import { fixedPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { useSiteConfig } from "#app/lib/site-config.ts";
import { LegalDocument, type LegalSection } from "./legal-document";
import { LEGAL_TEXT } from "./legal-text";

type LegalPage = {
  /** Which page: its words in LEGAL_TEXT. */
  page: "privacy" | "terms";
  /** The English canonical path; each edition's is its twin. */
  path: "/privacy-policy/" | "/terms-of-service/";
  /** Each edition's sections, the same ids in the same order (legal-mirror.test.tsx). */
  sections: Record<Locale, (config: SiteConfig) => LegalSection[]>;
  /** "Last updated", as the English page writes it; the product's date (LEGAL_LAST_UPDATED) when absent. */
  lastUpdated?: string;
};

/** A legal page's head and screen in either edition: the privacy policy and the terms are built alike. */
export function legalPage({ page, path, sections, lastUpdated }: LegalPage) {
  return {
    head: (locale: Locale): PageHead => {
      const { title, description } = LEGAL_TEXT[locale][page];
      return pageHead({ title: `${title} | Nebraska Flower Delivery`, description, path: fixedPathIn(locale, path) });
    },
    Screen: function LegalScreen({ locale }: { locale: Locale }) {
      const config = useSiteConfig();
      const { title, intro } = LEGAL_TEXT[locale][page];
      return <LegalDocument title={title} intro={intro} sections={sections[locale](config)} lastUpdated={lastUpdated} locale={locale} />;
    },
  };
}
