import { Clock, Mail, MapPin, ShoppingBag } from "#app/components/ui/icons.tsx";
import type * as React from "react";
import { PageIntro } from "#app/components/static/page-intro.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";
import { useSiteConfig } from "#app/lib/site-config.ts";

export const head = (): PageHead =>
  pageHead({
    title: "Contact Us | Nebraska Flower Delivery",
    description:
      "Questions about flower delivery in Nebraska? Write to us: we answer Monday-Friday 8 AM - 6 PM CT and cover towns statewide across Nebraska.",
    path: "/contact/",
  });

function InfoItem({ icon: Icon, title, children }: { icon: typeof Mail; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="font-sans text-base font-semibold">{title}</h3>
        <div className="mt-0.5 text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** The contact page; `form` is the contact form island (an Astro slot). */
export function ContactScreen({ form }: { form?: React.ReactNode }) {
  const config = useSiteConfig();
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Get in Touch"
        intro="Questions about delivery to a Nebraska town, a partner florist or this site? Send us a note and we will get back to you."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.3fr_0.7fr]">
        <section aria-labelledby="contact-form-title" className="rounded-3xl border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-8">
          <h2 id="contact-form-title" className="mb-4 text-2xl font-semibold">
            Send us a message
          </h2>
          {form}
        </section>
        <aside aria-labelledby="contact-info-title" className="space-y-6">
          <h2 id="contact-info-title" className="text-2xl font-semibold">
            Contact information
          </h2>
          <ul className="space-y-5">
            <InfoItem icon={Mail} title="Email">
              <a href={`mailto:${config.contactEmail}`} className="font-medium text-primary underline-offset-2 hover:underline">
                {config.contactEmail}
              </a>
            </InfoItem>
            <InfoItem icon={MapPin} title="Service area">
              Statewide across Nebraska
            </InfoItem>
            <InfoItem icon={Clock} title="Support hours">
              Monday-Friday 8 AM - 6 PM CT
            </InfoItem>
            <InfoItem icon={ShoppingBag} title="Questions about an order?">
              Orders are placed with and delivered by our partner florists ({config.partnerName}). For changes, tracking or
              refunds, contact them using the details in your order confirmation.
            </InfoItem>
          </ul>
        </aside>
      </div>
    </>
  );
}
