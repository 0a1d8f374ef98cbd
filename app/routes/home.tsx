import { PRODUCT_NAME } from "@core/config/site";
import { HOME_FAQ } from "@core/content/home";
import { faqJsonLd, localBusinessJsonLd } from "@core/seo/structured-data";
import { Benefits } from "~/components/home/benefits";
import { CategoryGrid } from "~/components/home/category-grid";
import { FeaturedCities } from "~/components/home/featured-cities";
import { HomeHero } from "~/components/home/hero";
import { TrustedNetwork } from "~/components/home/trusted-network";
import { useHashScroll } from "~/components/home/use-hash-scroll";
import { ProductCarousel } from "~/components/products/product-carousel";
import { FaqSection } from "~/components/seo/faq-section";
import { pageMeta, siteConfigFrom } from "~/lib/seo";
import type { Route } from "./+types/home";

const TITLE = "Nebraska Flower Delivery | Same Day Flowers from Local Florists";
const DESCRIPTION =
  "Same-day flower delivery across Nebraska from local florists. Search by city or ZIP for Omaha, Lincoln, Grand Island and 100+ towns.";

const MAJOR_CITIES = ["Omaha", "Lincoln", "Grand Island", "Bellevue", "Fremont", "Kearney", "Norfolk", "North Platte"];

const HOME_SERVICES = [
  "Same Day Flower Delivery in Nebraska",
  "Birthday Flower Delivery",
  "Anniversary Flower Delivery",
  "Sympathy and Funeral Flower Delivery",
  "Wedding and Event Flower Delivery",
  "University Campus Flower Delivery",
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteConfig = siteConfigFrom(matches);
  return pageMeta({
    siteConfig,
    title: TITLE,
    description: DESCRIPTION,
    path: "/",
    structuredData: [
      localBusinessJsonLd({
        siteUrl: siteConfig.siteUrl,
        path: "/",
        businessName: `${PRODUCT_NAME} - Nebraska`,
        description: DESCRIPTION,
        serviceArea: ["Nebraska", ...MAJOR_CITIES.map((city) => `${city}, NE`)],
        services: HOME_SERVICES,
        email: siteConfig.contactEmail,
      }),
      faqJsonLd([...HOME_FAQ]),
    ],
  });
};

export default function HomePage() {
  useHashScroll("categories");
  return (
    <>
      <HomeHero />
      <CategoryGrid />
      <FeaturedCities />
      <Benefits />
      <ProductCarousel variant="featured" />
      <FaqSection
        id="home-faq"
        title="Nebraska Flower Delivery FAQ"
        subtitle="Quick answers about delivery areas, timing and occasions across the state."
        entries={[...HOME_FAQ]}
      />
      <TrustedNetwork />
    </>
  );
}
