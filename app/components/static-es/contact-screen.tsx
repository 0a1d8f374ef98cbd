import { fixedPathIn } from "#core/i18n/edition-paths";
import { GLOSSARY } from "#core/i18n/glossary";
import { Clock, Mail, MapPin, ShoppingBag } from "#app/components/ui/icons.tsx";
import type * as React from "react";
import { PageIntro } from "#app/components/static/page-intro.tsx";
import type { PageHead } from "#app/lib/seo.ts";
import { useSiteConfig } from "#app/lib/site-config.ts";
import { pageHead } from "#app/lib/seo.ts";

/** "Monday-Friday 8 AM - 6 PM CT", as the Spanish edition writes hours. */
export const SUPPORT_HOURS_ES = `de lunes a viernes, de 8:00 a. m. a 6:00 p. m., ${GLOSSARY.centralTime}`;

export const head = (): PageHead =>
  pageHead({
    title: "Contáctenos | Nebraska Flower Delivery",
    description: `¿Preguntas sobre la ${GLOSSARY.flowerDelivery} en Nebraska? Escríbanos: respondemos ${SUPPORT_HOURS_ES}.`,
    path: fixedPathIn("es", "/contact/"),
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

/** The Spanish contact page (/es/contacto/); `form` is the Spanish contact form island (an Astro slot). */
export function ContactScreenEs({ form }: { form?: React.ReactNode }) {
  const config = useSiteConfig();
  return (
    <>
      <PageIntro
        eyebrow="Contacto"
        title="Comuníquese con nosotros"
        intro="¿Tiene preguntas sobre la entrega en una ciudad de Nebraska, sobre una floristería de nuestro socio o sobre este sitio? Mándenos un mensaje y le responderemos."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.3fr_0.7fr]">
        <section aria-labelledby="contact-form-title" className="rounded-3xl border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-8">
          <h2 id="contact-form-title" className="mb-4 text-2xl font-semibold">
            Envíenos un mensaje
          </h2>
          {form}
        </section>
        <aside aria-labelledby="contact-info-title" className="space-y-6">
          <h2 id="contact-info-title" className="text-2xl font-semibold">
            Información de contacto
          </h2>
          <ul className="space-y-5">
            <InfoItem icon={Mail} title="Correo electrónico">
              <a href={`mailto:${config.contactEmail}`} className="font-medium text-primary underline-offset-2 hover:underline">
                {config.contactEmail}
              </a>
            </InfoItem>
            <InfoItem icon={MapPin} title="Zona de servicio">
              Todo el estado de Nebraska
            </InfoItem>
            <InfoItem icon={Clock} title="Horario de atención">
              {SUPPORT_HOURS_ES.charAt(0).toUpperCase() + SUPPORT_HOURS_ES.slice(1)}
            </InfoItem>
            <InfoItem icon={ShoppingBag} title="¿Preguntas sobre un pedido?">
              Los pedidos se hacen con las floristerías de nuestro socio ({config.partnerName}), que también los entregan.
              Para cambios, seguimiento o reembolsos, comuníquese con ellos con los datos que vienen en la confirmación de su
              pedido.
            </InfoItem>
          </ul>
        </aside>
      </div>
    </>
  );
}
