import type { SiteConfig } from "#core/config/site";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { useSiteConfig } from "#app/lib/site-config.ts";
import { LegalDocument, type LegalSection } from "./legal-document";

type LegalPage = {
  title: string;
  description: string;
  /** The canonical path. */
  path: string;
  intro: string;
  sections: (config: SiteConfig) => LegalSection[];
  /** "Last updated"; the product's date (LEGAL_LAST_UPDATED) when absent. */
  lastUpdated?: string;
};

/** A legal page's head and screen, from its words: the privacy policy and the terms are built alike. */
export function legalPage({ title, description, path, intro, sections, lastUpdated }: LegalPage) {
  return {
    head: (): PageHead => pageHead({ title: `${title} | Nebraska Flower Delivery`, description, path }),
    Screen: function LegalScreen() {
      const config = useSiteConfig();
      return <LegalDocument title={title} intro={intro} sections={sections(config)} lastUpdated={lastUpdated} />;
    },
  };
}
