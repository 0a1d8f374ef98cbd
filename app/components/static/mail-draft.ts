import type { Locale } from "#core/i18n/locale";
import { CONTACT_FORM_TEXT } from "./contact-form-text";

/** Contact form draft: every field optional. */
export type ContactDraft = { name: string; email: string; message: string };

/**
 * The mailto: address the contact form opens (docs/product.md, "Routes"): a subject and a body
 * holding name, email and message, in the page's language. Every part is percent-encoded, so
 * line breaks, '&' and '?' in the message survive.
 */
export function contactMailto(to: string, draft: ContactDraft, locale: Locale): string {
  const text = CONTACT_FORM_TEXT[locale];
  const name = draft.name.trim();
  const body = [`${text.name}: ${name}`, `${text.email}: ${draft.email.trim()}`, "", `${text.message}:`, draft.message.trim()].join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(text.subject(name))}&body=${encodeURIComponent(body)}`;
}
