import { CREDITS, DATA_SOURCES, DATA_SOURCES_PAGE, type DataSourceEntry, type Inline, NOT_FROM_DATA } from "#core/content/data-sources";
import { fixedPathIn } from "#core/routes/routes";
import type { Locale } from "#core/i18n/locale";
import type { ReactNode } from "react";
import { CREDITS_ES, DATA_SOURCES_ES, DATA_SOURCES_PAGE_ES, NOT_FROM_DATA_ES } from "./data-sources-es";
import { TextLink } from "./text-link";

/**
 * The data-sources page's words, per edition (issue 41): the page's own labels here, the
 * sources themselves from core/content/data-sources.ts (English) and data-sources-es.ts.
 */
export type DataSourcesText = {
  page: { title: string; seoTitle: string; seoDescription: string; intro: string };
  sources: readonly DataSourceEntry[];
  notFromData: readonly (readonly Inline[])[];
  credits: readonly Inline[];
  eyebrow: string;
  onThisPage: string;
  notFromDataTitle: string;
  source: string;
  licence: string;
  wrongFigure: ReactNode;
};

export const DATA_SOURCES_TEXT = {
  en: {
    page: DATA_SOURCES_PAGE,
    sources: DATA_SOURCES,
    notFromData: NOT_FROM_DATA,
    credits: CREDITS,
    eyebrow: "Data sources",
    onThisPage: "On this page",
    notFromDataTitle: "What is not from these sources",
    source: "Source",
    licence: "Licence",
    wrongFigure: (
      <>
        Seen a figure that looks wrong for your town?{" "}
        <TextLink href={fixedPathIn("en", "/contact/")}>Tell us</TextLink>{" "}
        and we will check it against the source.
      </>
    ),
  },
  es: {
    page: DATA_SOURCES_PAGE_ES,
    sources: DATA_SOURCES_ES,
    notFromData: NOT_FROM_DATA_ES,
    credits: CREDITS_ES,
    eyebrow: "Fuentes de datos",
    onThisPage: "En esta página",
    notFromDataTitle: "Lo que no viene de estas fuentes",
    source: "Fuente",
    licence: "Licencia",
    wrongFigure: (
      <>
        ¿Vio una cifra que parece incorrecta para su ciudad?{" "}
        <TextLink href={fixedPathIn("es", "/contact/")}>Avísenos</TextLink>{" "}
        y la revisaremos con la fuente.
      </>
    ),
  },
} as const satisfies Record<Locale, DataSourcesText>;
