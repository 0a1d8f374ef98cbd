/** Contact form draft: every field optional. */
export type ContactDraft = { name: string; email: string; message: string };

/**
 * The mailto: address the contact form opens (docs/product.md, "Routes"): a subject and a body
 * holding name, email and message. Every part is percent-encoded, so line
 * breaks, '&' and '?' in the message survive.
 */
export function contactMailto(to: string, draft: ContactDraft): string {
  const name = draft.name.trim();
  const subject = name ? `Message from ${name} via Nebraska Flower Delivery` : "Message via Nebraska Flower Delivery";
  const body = [`Name: ${name}`, `Email: ${draft.email.trim()}`, "", "Message:", draft.message.trim()].join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
