import { PRODUCT_NAME } from "#core/config/site";
import type { Locale } from "#core/i18n/locale";
import type { ReactNode } from "react";

/**
 * The contact form island's words and the mail draft's, per edition (issue 41): only what the
 * island shows, so its chunk does not carry the page's own text or the glossary.
 */
export type ContactFormText = {
  formNote(to: string): ReactNode;
  /** The form's labels are also the draft's. */
  name: string;
  email: string;
  message: string;
  send: string;
  /** After the draft opened: "… If it did not," then the link, then "or write to " and the address. */
  opened: string;
  openAgain: string;
  orWriteTo: string;
  /** The draft's subject, with the name when one was given. */
  subject(name: string): string;
};

export const CONTACT_FORM_TEXT = {
  en: {
    formNote: (to) => <>Sending opens your email program with a draft to {to}. Nothing is sent until you press send there.</>,
    name: "Name",
    email: "Email",
    message: "Message",
    send: "Send Message",
    opened: "Your email program should open with the draft. If it did not,",
    openAgain: "open the draft again",
    orWriteTo: "or write to ",
    subject: (name) => (name ? `Message from ${name} via ${PRODUCT_NAME}` : `Message via ${PRODUCT_NAME}`),
  },
  es: {
    formNote: (to) => (
      <>
        Al enviar, se abre su programa de correo con un borrador dirigido a {to}. No se manda nada hasta que usted lo
        envíe desde ahí.
      </>
    ),
    name: "Nombre",
    email: "Correo electrónico",
    message: "Mensaje",
    send: "Enviar mensaje",
    opened: "Su programa de correo debería abrirse con el borrador. Si no se abrió,",
    openAgain: "abra el borrador otra vez",
    orWriteTo: "o escriba a ",
    subject: (name) => (name ? `Mensaje de ${name} a través de ${PRODUCT_NAME}` : `Mensaje a través de ${PRODUCT_NAME}`),
  },
} as const satisfies Record<Locale, ContactFormText>;
