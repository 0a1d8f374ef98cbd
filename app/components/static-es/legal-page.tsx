import type { SiteConfig } from "#core/config/site";
import type { LegalSection } from "#app/components/static/legal-document.tsx";
import type { PageHead } from "#app/lib/seo.ts";
import { useSiteConfig } from "#app/lib/site-config.ts";
import { LegalDocumentEs } from "./legal-document";
import { pageHead } from "#app/lib/seo.ts";

type LegalPageEs = {
  title: string;
  description: string;
  /** The canonical (Spanish) path. */
  path: string;
  intro: string;
  sections: (config: SiteConfig) => LegalSection[];
  /** The English page's "Last updated" string; the product's date (LEGAL_LAST_UPDATED) when absent. */
  lastUpdated?: string;
};

/** The Spanish twin of static/legal-page.tsx: a legal page's head and screen, from its words. */
export function legalPageEs({ title, description, path, intro, sections, lastUpdated }: LegalPageEs) {
  return {
    head: (): PageHead => pageHead({ title: `${title} | Nebraska Flower Delivery`, description, path }),
    Screen: function LegalScreenEs() {
      const config = useSiteConfig();
      return <LegalDocumentEs title={title} intro={intro} sections={sections(config)} lastUpdated={lastUpdated} />;
    },
  };
}
