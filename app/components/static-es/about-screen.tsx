import { TOWN_COUNT } from "#core/content/town-count";
import { fixedPathIn } from "#core/i18n/edition-paths";
import { GLOSSARY } from "#core/i18n/glossary";
import { Flower2, Handshake, Heart, MapPin, Sparkles, Store } from "#app/components/ui/icons.tsx";
import { PageIntro } from "#app/components/static/page-intro.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { PageHead } from "#app/lib/seo.ts";
import { AffiliateNote } from "#app/components/layout/affiliate-note.tsx";
import { DataSourcesEs } from "./data-sources";
import { pageHead } from "#app/lib/seo.ts";

const { florists, towns, checkout, sameDayDelivery, partnerSite } = GLOSSARY;

/** '189 ciudades'. */
const TOWN_COUNT_LABEL_ES = `${TOWN_COUNT} ${towns}`;

const VALUES = [
  {
    icon: Sparkles,
    title: "La calidad primero",
    text: `Le recomendamos ${florists} que preparan a mano arreglos con flores frescas y responden por su trabajo, para que lo que llegue se vea como lo que usted eligió.`,
  },
  {
    icon: MapPin,
    title: "Enfoque local",
    text: `Los pedidos van a una ${GLOSSARY.florist} cercana a quien recibe las flores, un negocio que conoce la ciudad, sus hospitales e iglesias, y cómo llegar a una granja al final de un camino de grava.`,
  },
  {
    icon: Store,
    title: "Amplia cobertura",
    text: `Desde el área metropolitana de Omaha y Lincoln hasta Grand Island, Kearney, North Platte y el Panhandle, cubrimos ${TOWN_COUNT_LABEL_ES} y el campo que las rodea.`,
  },
  {
    icon: Handshake,
    title: "Socios de confianza",
    text: `Solo lo referimos a redes de ${florists} establecidas que se encargan del ${checkout}, la atención al cliente y la entrega, y le decimos claramente que ganamos una comisión.`,
  },
];

export const head = (): PageHead =>
  pageHead({
    title: "Acerca de nosotros | Nebraska Flower Delivery",
    description: `Quiénes somos: una guía de ${GLOSSARY.flowerDelivery} que lo conecta con ${florists} locales en ${TOWN_COUNT_LABEL_ES} de Nebraska por medio de socios de confianza.`,
    path: fixedPathIn("es", "/about/"),
  });

/** The Spanish twin of static/about-screen.tsx (/es/acerca-de/). */
export function AboutScreenEs() {
  return (
    <>
      <PageIntro
        eyebrow="Acerca de nosotros"
        title="Conectamos a Nebraska con sus floristerías locales"
        intro="Nebraska Flower Delivery le ayuda a enviar flores a cualquier persona en el estado, desde una oficina en el centro de Omaha hasta un pueblo pequeño de los Sandhills."
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <section aria-labelledby="story-title" className="grid gap-10 py-6 lg:grid-cols-[1.2fr_0.8fr] lg:items-center">
          <div className="max-w-2xl space-y-4 text-foreground/90">
            <h2 id="story-title" className="text-2xl font-semibold sm:text-3xl">
              Nuestra historia
            </h2>
            <p>
              Mandar flores a Nebraska desde otro estado, o incluso desde el otro extremo de Nebraska, era como adivinar:
              ¿qué floristería entregaría de verdad en un pueblo de unos cuantos cientos de habitantes? ¿Aguantaría el
              ramo una tarde de enero afuera, en el porche?
            </p>
            <p>
              Hicimos este sitio para que eso sea fácil. Para cada ciudad y pueblo reunimos lo que importa para la entrega
              ahí: códigos postales, hospitales, universidades y lugares conocidos cercanos, los horarios para pedidos con{" "}
              {sameDayDelivery} y las ocasiones en que la gente manda flores. Después lo enviamos al mercado de floristerías
              de nuestro socio, donde una floristería local toma el pedido, prepara el arreglo a mano y lo entrega.
            </p>
            <p>
              Somos un sitio de referencias: nosotros no tomamos pedidos ni recibimos pagos. Nuestros socios se encargan del
              pago, la atención al cliente y la entrega. El pedido se completa en {partnerSite}, que está en inglés.
            </p>
          </div>
          <div className="rounded-3xl bg-sage-soft p-8 text-center">
            <p className="font-display text-6xl font-semibold text-sage">10,000+</p>
            <p className="mt-2 text-lg font-medium">floristerías locales en las redes de socios a las que lo referimos</p>
            <p className="mt-3 text-sm text-muted-foreground">
              Así, casi siempre hay una floristería cerca de la persona que va a recibir sus flores.
            </p>
          </div>
        </section>

        <section aria-labelledby="values-title" className="py-14">
          <SectionHeading id="values-title" title="Lo que valoramos" subtitle="Cuatro compromisos detrás de cada página de este sitio." />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-[var(--shadow-card)]">
                <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <DataSourcesEs />

        <section
          aria-labelledby="about-cta-title"
          className="flex flex-col items-start gap-5 rounded-3xl border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-10 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="max-w-xl">
            <h2 id="about-cta-title" className="flex items-start gap-2 text-2xl font-semibold sm:items-center">
              <Heart aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary sm:mt-0" /> ¿Quiere enviar algo hermoso?
            </h2>
            <p className="mt-2 text-muted-foreground">Empiece por la ocasión o por la ciudad a donde van las flores.</p>
            <AffiliateNote className="mt-4" locale="es" />
          </div>
          {/* On a phone the two buttons stack at one width rather than ragged. */}
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
            <a href={`${fixedPathIn("es", "/")}#categories`} className={buttonVariants({ size: "lg" })}>
              <Flower2 aria-hidden="true" />
              Ver categorías de flores
            </a>
            <a href={fixedPathIn("es", "/cities/")} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <MapPin aria-hidden="true" />
              Buscar su ciudad
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
