import { cn } from "#app/lib/cn.ts";

/** The heading block every section starts with: an h2, an optional subtitle. */
export function SectionHeading({
  id,
  title,
  subtitle,
  align = "center",
  className,
}: {
  id?: string;
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  align?: "center" | "left";
  className?: string;
}) {
  return (
    <div data-slot="section-heading" className={cn("mb-8", align === "center" && "mx-auto max-w-2xl text-center", className)}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
