import { fixedPathIn } from "#core/i18n/edition-paths";
import { Info } from "#app/components/ui/icons.tsx";
import { cn } from "#app/lib/cn.ts";

/** The Spanish twin of layout/affiliate-note.tsx: the same disclosure, linking the Spanish terms. */
export function AffiliateNoteEs({ className }: { className?: string }) {
  return (
    <p data-slot="affiliate-note" className={cn("flex items-start gap-1.5 text-xs text-muted-foreground", className)}>
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        Somos un sitio de referencias: los pedidos se hacen con las floristerías de nuestro socio, que también los
        entregan, y podemos ganar una comisión sin costo adicional para usted.{" "}
        <a href={fixedPathIn("es", "/terms-of-service/")} className="underline underline-offset-2 hover:text-primary">
          Cómo funciona
        </a>
      </span>
    </p>
  );
}
