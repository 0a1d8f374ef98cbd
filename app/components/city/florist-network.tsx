import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import type { TownLink } from "#core/content/city-page";
import { LinkedText } from "./linked-text";

/** Our own illustration (public/images); sized so it never shifts the layout while it loads. */
const ILLUSTRATION = { src: "/images/florist-at-work.svg", width: 640, height: 480 };

export function FloristNetwork({ title, paragraphs, towns = [] }: { title: string; paragraphs: readonly string[]; towns?: readonly TownLink[] }) {
  return (
    <section aria-labelledby="florist-network-title" data-slot="florist-network" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="florist-network-title" title={title} align="left" className="mb-5" />
          <div className="space-y-4 leading-relaxed text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <LinkedText text={paragraph} towns={towns} />
              </p>
            ))}
          </div>
        </div>
        <img
          src={ILLUSTRATION.src}
          width={ILLUSTRATION.width}
          height={ILLUSTRATION.height}
          loading="lazy"
          decoding="async"
          alt="A florist arranging roses and daisies in a vase at her workbench"
          className="h-auto w-full rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
        />
      </div>
    </section>
  );
}
