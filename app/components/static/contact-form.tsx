import type { Locale } from "#core/i18n/locale";
import { Mail, Send } from "#app/components/ui/icons.tsx";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { CONTACT_FORM_TEXT } from "./contact-form-text";
import { contactMailto, type ContactDraft } from "./mail-draft";

const fieldClass =
  "mt-1.5 w-full rounded-xl border border-input bg-card px-4 py-2.5 text-base text-foreground placeholder:text-muted-foreground/90 focus-visible:border-primary";

/**
 * docs/product.md: fill-in only, nothing required, email typed as email. Submit opens
 * the visitor's mail program with a prefilled draft in the page's language; no request is sent.
 */
export function ContactForm({ to, locale }: { to: string; locale: Locale }) {
  const text = CONTACT_FORM_TEXT[locale];
  const [draft, setDraft] = useState<ContactDraft>({ name: "", email: "", message: "" });
  const [opened, setOpened] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const set = (field: keyof ContactDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = contactMailto(to, draft, locale);
    setOpened(url);
    window.location.href = url;
  };

  return (
    <form
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby="contact-form-note"
      data-hydrated={hydrated ? "true" : undefined}
    >
      <p id="contact-form-note" className="text-sm text-muted-foreground">
        {text.formNote(to)}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="text-sm font-medium">
            {text.name}
          </label>
          <input id="contact-name" name="name" type="text" autoComplete="name" value={draft.name} onChange={set("name")} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="contact-email" className="text-sm font-medium">
            {text.email}
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={set("email")}
            className={fieldClass}
          />
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className="text-sm font-medium">
          {text.message}
        </label>
        <textarea id="contact-message" name="message" rows={6} value={draft.message} onChange={set("message")} className={fieldClass} />
      </div>
      <Button type="submit" size="lg">
        <Send aria-hidden="true" />
        {text.send}
      </Button>
      {opened && (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-sage-soft p-4 text-sm">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage" />
          <span>
            {text.opened}{" "}
            <a href={opened} className="font-semibold text-primary underline underline-offset-2" data-testid="mail-draft-link">
              {text.openAgain}
            </a>{" "}
            {text.orWriteTo}
            <a href={`mailto:${to}`} className="font-semibold text-primary underline underline-offset-2">{to}</a>.
          </span>
        </p>
      )}
    </form>
  );
}
