import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";
import { spanishDateOf } from "./spanish-date";

/** A legal page's own words: its title, its search description and the line under the title. */
export type LegalPageWords = { title: string; description: string; intro: string };

/**
 * The legal pages' words, per edition (issue 41): the document's frame and each page's
 * title and intro. The sections themselves are content modules, one per language
 * (privacy-sections.tsx, privacy-sections-es.tsx, terms-sections.tsx, terms-sections-es.tsx).
 */
export type LegalText = {
  eyebrow: string;
  /** Followed by the date. */
  lastUpdated: string;
  /** A date as the English page writes it ("November 27, 2026"), in this edition's words. */
  date(english: string): string;
  onThisPage: string;
  privacy: LegalPageWords;
  terms: LegalPageWords;
};

export const LEGAL_TEXT = {
  en: {
    eyebrow: "Legal",
    lastUpdated: "Last updated: ",
    date: (english) => english,
    onThisPage: "On this page",
    privacy: {
      title: "Privacy Policy",
      description: "What Nebraska Flower Delivery collects, how it is used, how partner referrals work and how to reach us. No accounts, no tracking cookies.",
      intro: "We keep this simple: we collect as little as we can, we never sell it, and we tell you where your information goes when you order from a partner.",
    },
    terms: {
      title: "Terms of Service",
      description: "Terms for using Nebraska Flower Delivery: a referral site for partner florists, affiliate commissions, limits of liability and acceptable use.",
      intro: "Please read these terms before using the site. They explain what we do, what our partners do, and what we are not responsible for.",
    },
  },
  es: {
    eyebrow: "Información legal",
    lastUpdated: "Última actualización: ",
    // Read from the English date, so both editions tell one day (decision 0038).
    date: spanishDateOf,
    onThisPage: "En esta página",
    privacy: {
      title: "Política de privacidad",
      description:
        `Qué recopilamos, cómo lo usamos, cómo funcionan los enlaces a ${GLOSSARY.partner} y cómo escribirnos. Sin cuentas ni cookies de rastreo.`,
      intro:
        `Lo hacemos sencillo: recopilamos lo menos posible, nunca lo vendemos y le decimos a dónde va su información cuando hace un pedido con ${GLOSSARY.partner}.`,
    },
    terms: {
      title: "Términos del servicio",
      description: `Términos de uso: un ${GLOSSARY.referralSite} que lleva a las ${GLOSSARY.florists} de ${GLOSSARY.partner}, comisiones de afiliado y límites de responsabilidad.`,
      intro: `Lea estos términos antes de usar el sitio. Explican lo que hacemos nosotros, lo que hace ${GLOSSARY.partner} y de qué no somos responsables.`,
    },
  },
} as const satisfies Record<Locale, LegalText>;
