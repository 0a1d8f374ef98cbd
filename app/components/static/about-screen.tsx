import { TOWN_COUNT_LABEL } from "#core/content/town-count";
import { Flower2, Handshake, Heart, MapPin, Sparkles, Store } from "#app/components/ui/icons.tsx";
import { AffiliateNote } from "#app/components/layout/affiliate-note.tsx";
import { DataSources } from "#app/components/static/data-sources.tsx";
import { PageIntro } from "#app/components/static/page-intro.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { type PageHead, pageHead } from "#app/lib/seo.ts";

const VALUES = [
  {
    icon: Sparkles,
    title: "Quality First",
    text: "We point you to florists who arrange fresh, hand-tied flowers and stand behind their work, so what arrives looks like what you chose.",
  },
  {
    icon: MapPin,
    title: "Local Focus",
    text: "Orders go to a florist near the recipient, a shop that knows the town, its hospitals and churches, and how to reach a farm at the end of a gravel road.",
  },
  {
    icon: Store,
    title: "Wide Coverage",
    text: `From the Omaha metro and Lincoln to Grand Island, Kearney, North Platte and the Panhandle, we cover ${TOWN_COUNT_LABEL} and the country around them.`,
  },
  {
    icon: Handshake,
    title: "Trusted Partners",
    text: "We refer you only to established florist networks that handle checkout, support and delivery, and we say plainly that we earn a commission.",
  },
];

export const head = (): PageHead =>
  pageHead({
    title: "About Us | Nebraska Flower Delivery",
    description:
      `Who we are: a Nebraska flower delivery guide that connects you with local florists in ${TOWN_COUNT_LABEL} across the state through trusted partner networks.`,
    path: "/about/",
  });

export function AboutScreen() {
  return (
    <>
      <PageIntro
        eyebrow="About us"
        title="Connecting Nebraska with Its Local Florists"
        intro="Nebraska Flower Delivery helps you send flowers to anyone in the state, from a downtown Omaha office to a small town in the Sandhills."
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <section aria-labelledby="story-title" className="grid gap-10 py-6 lg:grid-cols-[1.2fr_0.8fr] lg:items-center">
          <div className="max-w-2xl space-y-4 text-foreground/90">
            <h2 id="story-title" className="text-2xl font-semibold sm:text-3xl">
              Our story
            </h2>
            <p>
              Sending flowers to Nebraska from out of state, or even from the other end of it, used to mean guessing
              which shop would really deliver to a town of a few hundred people, and whether the bouquet would survive a
              January afternoon on the porch.
            </p>
            <p>
              We built this site to make that easy. For each city and town we collect what matters for delivery there:
              ZIP codes, nearby hospitals, campuses and landmarks, timing for same-day orders, and the occasions people
              send flowers for. Then we send you to our partner florist marketplace, where a local florist takes the
              order, arranges it by hand and delivers it.
            </p>
            <p>
              We are a referral site: we do not take orders or payments ourselves. Our partners handle checkout,
              customer support and delivery.
            </p>
          </div>
          <div className="rounded-3xl bg-sage-soft p-8 text-center">
            <p className="font-display text-6xl font-semibold text-sage">10,000+</p>
            <p className="mt-2 text-lg font-medium">local florists in the partner networks we refer you to</p>
            <p className="mt-3 text-sm text-muted-foreground">
              So there is nearly always a shop close to the person receiving your flowers.
            </p>
          </div>
        </section>

        <section aria-labelledby="values-title" className="py-14">
          <SectionHeading id="values-title" title="What we value" subtitle="Four promises behind every page on this site." />
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

        <DataSources />

        <section
          aria-labelledby="about-cta-title"
          className="flex flex-col items-start gap-5 rounded-3xl border border-border bg-card p-6 shadow-[var(--shadow-card)] sm:p-10 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="max-w-xl">
            <h2 id="about-cta-title" className="flex items-start gap-2 text-2xl font-semibold sm:items-center">
              <Heart aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary sm:mt-0" /> Ready to send something beautiful?
            </h2>
            <p className="mt-2 text-muted-foreground">Start with the occasion, or with the town the flowers are going to.</p>
            <AffiliateNote className="mt-4" />
          </div>
          {/* On a phone the two buttons stack at one width rather than ragged. */}
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
            <a href="/#categories" className={buttonVariants({ size: "lg" })}>
              <Flower2 aria-hidden="true" />
              Browse Flower Categories
            </a>
            <a href="/cities/" className={buttonVariants({ variant: "outline", size: "lg" })}>
              <MapPin aria-hidden="true" />
              Find Your City
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
