import { useEffect, useRef } from "react";
import { data } from "react-router";
import { CityHero } from "~/components/city/city-hero";
import { cityBreadcrumb, cityMeta } from "~/components/city/city-meta";
import { cityPageData } from "~/components/city/city-page-data";
import { FloristNetwork } from "~/components/city/florist-network";
import { ServiceArea } from "~/components/city/service-area";
import { ServiceCards } from "~/components/city/service-cards";
import { WhyChoose } from "~/components/city/why-choose";
import { ZipCodes } from "~/components/city/zip-codes";
import { DeliveryChecker } from "~/components/delivery/delivery-checker";
import { ProductCarousel } from "~/components/products/product-carousel";
import { FaqSection } from "~/components/seo/faq-section";
import { siteConfigFrom } from "~/lib/seo";
import type { Route } from "./+types/city";

export function loader({ params }: Route.LoaderArgs) {
  const page = cityPageData(params.city);
  if (!page) throw data(null, { status: 404 });
  // A town we do not know still gets its page (spec §2), but as a 404 so that
  // search engines never index an endless space of made-up towns.
  return page.known ? page : data(page, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? cityMeta(loaderData, siteConfigFrom(matches)) : [];

/** Spec §2: the page scrolls to the top when the city changes (not on first load, so #anchors still work). */
function useScrollTopOnChange(slug: string) {
  const previous = useRef(slug);
  useEffect(() => {
    if (previous.current === slug) return;
    previous.current = slug;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [slug]);
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { content, timeZone, coordinates } = loaderData;
  const { cityName, slug } = content;
  useScrollTopOnChange(slug);
  return (
    <>
      <CityHero
        cityName={cityName}
        slug={slug}
        intro={content.heroIntro}
        highlights={content.highlights ?? []}
        breadcrumb={cityBreadcrumb(cityName)}
        coordinates={coordinates}
      />
      <ZipCodes title={content.zipTitle} description={content.zipDescription} zipCodes={content.zipCodes} />
      <ProductCarousel city={cityName} variant="featured" offset={0} />
      <ProductCarousel city={cityName} variant="bestsellers" offset={10} />
      <ServiceCards title={content.servicesTitle} subtitle={content.servicesSubtitle} cards={content.serviceCards} slug={slug} />
      <DeliveryChecker cityName={cityName} timeZone={timeZone} />
      <FloristNetwork title={content.floristNetwork.title} paragraphs={content.floristNetwork.paragraphs} />
      <WhyChoose title={content.whyChoose.title} subtitle={content.whyChoose.subtitle} paragraphs={content.whyChoose.paragraphs} slug={slug} />
      <FaqSection title={content.faq.title} subtitle={content.faq.subtitle} entries={content.faq.entries} />
      <ServiceArea
        title={content.serviceArea.title}
        description={content.serviceArea.description}
        related={content.serviceArea.related}
      />
    </>
  );
}
