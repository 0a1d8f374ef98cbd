import { CC_BY_URL, GEONAMES_URL } from "#core/content/data-sources";
import { fixedPathIn } from "#core/i18n/edition-paths";
import { ArrowRight, Database } from "#app/components/ui/icons.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

const linkClass = "font-medium text-primary underline underline-offset-2 hover:no-underline";

/**
 * The Spanish twin of static/data-sources.tsx: About's short "where our figures come from",
 * with the GeoNames credit its CC BY 4.0 licence asks for; the detail is on the Spanish
 * data-sources page. The id stays, as in English.
 */
export function DataSourcesEs() {
  return (
    <section id="data-sources" aria-labelledby="data-sources-title" className="scroll-mt-24 py-14">
      <SectionHeading id="data-sources-title" title="De dónde vienen los datos de nuestras ciudades" />
      <div className="mx-auto flex max-w-3xl items-start gap-4 rounded-2xl border border-border bg-card p-6 shadow-[var(--shadow-card)]">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-sage sm:flex">
          <Database aria-hidden="true" className="size-5" />
        </span>
        <div className="space-y-3 text-foreground/90">
          <p>
            La población, los códigos postales, los condados, las distancias y las zonas horarias de nuestras páginas de
            ciudades vienen de fuentes públicas: la población y los lugares, de{" "}
            <a href={GEONAMES_URL} className={linkClass}>
              GeoNames
            </a>{" "}
            (compartidos bajo la licencia{" "}
            <a href={CC_BY_URL} className={linkClass}>
              CC BY 4.0
            </a>
            ); los códigos postales, de la lista pública de oficinas de correos de EE. UU.; y los contornos de los
            condados, de la Oficina del Censo de EE. UU. (US Census Bureau). Cada ciudad tiene una sola cifra de población,
            la misma en todo el sitio.
          </p>
          <p>
            {/* Inline, so on a phone the arrow wraps with the last word instead of standing apart. */}
            <a href={fixedPathIn("es", "/data-sources/")} className={linkClass}>
              Cada fuente, su licencia y cómo la usamos
              <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
