import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";
import type { ReactNode } from "react";
import { CONTACT_FORM_TEXT, type ContactFormText } from "./contact-form-text";

/**
 * The contact page's words, per edition (issue 41); the form island's and the mail draft's
 * are in contact-form-text.tsx. Sentences around a value are fragments with the children the page has
 * always had, so each edition's HTML is what it was.
 */
type ContactPageText = {
  seoTitle: string;
  seoDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  formTitle: string;
  infoTitle: string;
  serviceArea: string;
  statewide: string;
  supportHours: string;
  hours: string;
  orderQuestion: string;
  orderHelp(partner: string): ReactNode;
};

/** "Monday-Friday 8 AM - 6 PM CT", as the Spanish edition writes hours. */
const SUPPORT_HOURS_ES = `de lunes a viernes, de 8:00 a. m. a 6:00 p. m., ${GLOSSARY.centralTime}`;

/** The page's words; the form's (CONTACT_FORM_TEXT) are part of them, as the screen shows both. */
export type ContactText = ContactPageText & ContactFormText;

const CONTACT_PAGE_TEXT = {
  en: {
    seoTitle: "Contact Us | Nebraska Flower Delivery",
    seoDescription:
      "Questions about flower delivery in Nebraska? Write to us: we answer Monday-Friday 8 AM - 6 PM CT and cover towns statewide across Nebraska.",
    eyebrow: "Contact",
    title: "Get in Touch",
    intro: "Questions about delivery to a Nebraska town, a partner florist or this site? Send us a note and we will get back to you.",
    formTitle: "Send us a message",
    infoTitle: "Contact information",
    serviceArea: "Service area",
    statewide: "Statewide across Nebraska",
    supportHours: "Support hours",
    hours: "Monday-Friday 8 AM - 6 PM CT",
    orderQuestion: "Questions about an order?",
    orderHelp: (partner) => (
      <>
        Orders are placed with and delivered by our partner florists ({partner}). For changes, tracking or
        refunds, contact them using the details in your order confirmation.
      </>
    ),
  },
  es: {
    seoTitle: "Contáctenos | Nebraska Flower Delivery",
    seoDescription: `¿Preguntas sobre la ${GLOSSARY.flowerDelivery} en Nebraska? Escríbanos: respondemos ${SUPPORT_HOURS_ES}.`,
    eyebrow: "Contacto",
    title: "Comuníquese con nosotros",
    intro:
      `¿Tiene preguntas sobre la entrega en una ciudad de Nebraska, sobre una florería de ${GLOSSARY.partner} o sobre este sitio? Mándenos un mensaje y le responderemos.`,
    formTitle: "Envíenos un mensaje",
    infoTitle: "Información de contacto",
    serviceArea: "Zona de servicio",
    statewide: "Todo el estado de Nebraska",
    supportHours: "Horario de atención",
    hours: SUPPORT_HOURS_ES.charAt(0).toUpperCase() + SUPPORT_HOURS_ES.slice(1),
    orderQuestion: "¿Preguntas sobre un pedido?",
    orderHelp: (partner) => (
      <>
        Los pedidos se hacen con las florerías de {GLOSSARY.partner} ({partner}), que también los entregan.
        Para cambios, seguimiento o reembolsos, comuníquese con ellos con los datos que vienen en la confirmación de su
        pedido.
      </>
    ),
  },
} as const satisfies Record<Locale, ContactPageText>;

export const CONTACT_TEXT: Record<Locale, ContactText> = {
  en: { ...CONTACT_PAGE_TEXT.en, ...CONTACT_FORM_TEXT.en },
  es: { ...CONTACT_PAGE_TEXT.es, ...CONTACT_FORM_TEXT.es },
};
