import { PRODUCT_NAME } from "#core/config/site";
import { GLOSSARY } from "#core/i18n/glossary";
import type { Locale } from "#core/i18n/locale";
import type { ReactNode } from "react";

/**
 * The contact page's words, per edition (issue 41): the screen, the form island and the mail
 * draft it opens. Sentences around a value are fragments with the children the page has
 * always had, so each edition's HTML is what it was.
 */
export type ContactText = {
  seoTitle: string;
  seoDescription: string;
  eyebrow: string;
  title: string;
  intro: string;
  formTitle: string;
  infoTitle: string;
  email: string;
  serviceArea: string;
  statewide: string;
  supportHours: string;
  hours: string;
  orderQuestion: string;
  orderHelp(partner: string): ReactNode;
  // The form; its labels are also the draft's.
  formNote(to: string): ReactNode;
  name: string;
  message: string;
  send: string;
  /** After the draft opened: "… If it did not," then the link, then "or write to " and the address. */
  opened: string;
  openAgain: string;
  orWriteTo: string;
  /** The draft's subject, with the name when one was given. */
  subject(name: string): string;
};

/** "Monday-Friday 8 AM - 6 PM CT", as the Spanish edition writes hours. */
const SUPPORT_HOURS_ES = `de lunes a viernes, de 8:00 a. m. a 6:00 p. m., ${GLOSSARY.centralTime}`;

export const CONTACT_TEXT = {
  en: {
    seoTitle: "Contact Us | Nebraska Flower Delivery",
    seoDescription:
      "Questions about flower delivery in Nebraska? Write to us: we answer Monday-Friday 8 AM - 6 PM CT and cover towns statewide across Nebraska.",
    eyebrow: "Contact",
    title: "Get in Touch",
    intro: "Questions about delivery to a Nebraska town, a partner florist or this site? Send us a note and we will get back to you.",
    formTitle: "Send us a message",
    infoTitle: "Contact information",
    email: "Email",
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
    formNote: (to) => <>Sending opens your email program with a draft to {to}. Nothing is sent until you press send there.</>,
    name: "Name",
    message: "Message",
    send: "Send Message",
    opened: "Your email program should open with the draft. If it did not,",
    openAgain: "open the draft again",
    orWriteTo: "or write to ",
    subject: (name) => (name ? `Message from ${name} via ${PRODUCT_NAME}` : `Message via ${PRODUCT_NAME}`),
  },
  es: {
    seoTitle: "Contáctenos | Nebraska Flower Delivery",
    seoDescription: `¿Preguntas sobre la ${GLOSSARY.flowerDelivery} en Nebraska? Escríbanos: respondemos ${SUPPORT_HOURS_ES}.`,
    eyebrow: "Contacto",
    title: "Comuníquese con nosotros",
    intro:
      "¿Tiene preguntas sobre la entrega en una ciudad de Nebraska, sobre una floristería de nuestro socio o sobre este sitio? Mándenos un mensaje y le responderemos.",
    formTitle: "Envíenos un mensaje",
    infoTitle: "Información de contacto",
    email: "Correo electrónico",
    serviceArea: "Zona de servicio",
    statewide: "Todo el estado de Nebraska",
    supportHours: "Horario de atención",
    hours: SUPPORT_HOURS_ES.charAt(0).toUpperCase() + SUPPORT_HOURS_ES.slice(1),
    orderQuestion: "¿Preguntas sobre un pedido?",
    orderHelp: (partner) => (
      <>
        Los pedidos se hacen con las floristerías de nuestro socio ({partner}), que también los entregan.
        Para cambios, seguimiento o reembolsos, comuníquese con ellos con los datos que vienen en la confirmación de su
        pedido.
      </>
    ),
    formNote: (to) => (
      <>
        Al enviar, se abre su programa de correo con un borrador dirigido a {to}. No se manda nada hasta que usted lo
        envíe desde ahí.
      </>
    ),
    name: "Nombre",
    message: "Mensaje",
    send: "Enviar mensaje",
    opened: "Su programa de correo debería abrirse con el borrador. Si no se abrió,",
    openAgain: "abra el borrador otra vez",
    orWriteTo: "o escriba a ",
    subject: (name) => (name ? `Mensaje de ${name} a través de ${PRODUCT_NAME}` : `Mensaje a través de ${PRODUCT_NAME}`),
  },
} as const satisfies Record<Locale, ContactText>;
