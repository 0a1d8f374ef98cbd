import { PRODUCT_NAME } from "#core/config/site";
import type { ContactDraft } from "#app/components/static/mail-draft.ts";

/**
 * The Spanish twin of static/mail-draft.ts: the mailto: address the Spanish contact form
 * opens, with a Spanish subject and Spanish labels in the body. Every part is
 * percent-encoded, so line breaks, '&' and '?' in the message survive.
 */
export function contactMailtoEs(to: string, draft: ContactDraft): string {
  const name = draft.name.trim();
  const subject = name ? `Mensaje de ${name} a través de ${PRODUCT_NAME}` : `Mensaje a través de ${PRODUCT_NAME}`;
  const body = [`Nombre: ${name}`, `Correo electrónico: ${draft.email.trim()}`, "", "Mensaje:", draft.message.trim()].join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
