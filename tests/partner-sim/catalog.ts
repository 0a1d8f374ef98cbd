/**
 * The simulated partner's catalogue: deterministic products per category page,
 * and the product cards a correct extractor must return for each page. Pure
 * (no Node APIs) so unit tests in core/ can import it.
 */

/** Where the price sits relative to the product link. */
export type PriceLayout = "in-link" | "sibling" | "parent-card" | "none";
/** How the image address is written in the page. */
export type ImageStyle = "absolute-path" | "relative" | "full-url" | "lazy";

export type SimProduct = {
  title: string;
  /** Alt text written in the page ("" when the title must come from elsewhere). */
  alt: string;
  price?: string;
  /** Path (and query) of the product page on the partner origin. */
  href: string;
  /** Path of the product image on the partner origin. */
  imagePath: string;
  layout: PriceLayout;
  imageStyle: ImageStyle;
};

export const PRODUCTS_PER_CATEGORY = 30;

/** Shown first on every category page, so the carousel merge must drop its repeats. */
export const SHARED_PRODUCT = { title: "Classic Dozen Red Roses", slug: "classic-dozen-red-roses-1001" };
/** A product link to another site; extraction keeps it, the API must drop it. */
export const OFFSITE_PRODUCT_URL = "https://offsite.example/product/lookalike-bouquet/";
/** Title written with markup characters (decoded from &amp; &lt; &quot; in the page). */
export const MARKUP_TITLE = 'Roses & Lilies <Deluxe> "Classic"';

/** The catalogue's product without a name (see categoryProducts). */
export const NAMELESS_PRODUCT_TITLE = "View Product";

const COLOURS = ["Ruby", "Blush", "Sunlit", "Ivory", "Lavender", "Coral", "Golden", "Velvet", "Prairie", "Morning"];
const FLOWERS = ["Rose", "Lily", "Tulip", "Orchid", "Peony", "Sunflower", "Daisy", "Hydrangea", "Carnation", "Iris"];
const FORMS = ["Bouquet", "Arrangement", "Basket", "Garden", "Centerpiece", "Posy"];
/** The partner's names run 50-70 characters: flowers, form and what comes with them. */
const EXTRAS = ["in a Clear Glass Vase with Fresh Greens", "with Seasonal Accents and Satin Ribbon", "Hand-Tied with Eucalyptus and Ruscus", "in a Keepsake Ceramic Cachepot, Large"];

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** The 30 products of one category page, in page order. */
export function categoryProducts(categoryPath: string): SimProduct[] {
  const seed = hash(categoryPath);
  const products: SimProduct[] = [];
  for (let index = 0; index < PRODUCTS_PER_CATEGORY; index += 1) {
    const mix = hash(`${seed}:${index}`);
    // Blocks of 31 ids per page never overlap unless two pages share seed % 9973.
    const id = 10_000 + (seed % 9973) * 31 + index;
    let title = `${COLOURS[mix % COLOURS.length]} ${FLOWERS[(mix >>> 4) % FLOWERS.length]} ${FORMS[(mix >>> 8) % FORMS.length]} ${EXTRAS[index % EXTRAS.length]}`;
    if (index === 0) title = SHARED_PRODUCT.title;
    if (index === 7) title = MARKUP_TITLE;
    const slug = index === 0 ? SHARED_PRODUCT.slug : `${slugify(title)}-${id}`;
    // As long as the partner's real addresses: 80-120 characters with the origin.
    const href = index % 2 === 0 ? `/flowers/product/${slug}/` : `/flowers/item.asp?sku=F${id}&occasion=${categoryPath.replace(/\//g, "")}&name=${slugify(title).slice(0, 30)}`;
    const layouts: PriceLayout[] = ["in-link", "sibling", "parent-card"];
    const layout: PriceLayout = index % 10 === 9 ? "none" : (layouts[index % 3] as PriceLayout);
    const styles: ImageStyle[] = ["absolute-path", "relative", "full-url", "lazy"];
    const imageStyle = styles[index % 4] as ImageStyle;
    // Real photographs (JPEG), at the partner's large size; see photos.ts.
    const picture = index === 0 ? slug : `${slugify(title).slice(0, 55)}-${id}`;
    const imagePath = imageStyle === "relative" ? `${categoryPath}images/p/${picture}.jpg` : `/images/products/${picture}.jpg`;
    const cents = (mix >>> 12) % 3 === 0 ? ".00" : ".99";
    // Product 11 has no alt and no link text (the API names it "View Product"): it has no name, and must not be shown.
    const alt = index === 11 ? "" : title;
    products.push({
      title: index === 11 ? NAMELESS_PRODUCT_TITLE : title,
      alt,
      ...(layout === "none" ? {} : { price: `$${29 + (mix % 150)}${cents}` }),
      href,
      imagePath,
      layout,
      imageStyle,
    });
  }
  return products;
}

export type ExpectedCard = { title: string; price?: string; image: string; url: string };

/** What a correct extractor returns for the category page (on-origin, named products only). */
export function expectedProducts(categoryPath: string, origin: string, limit: number = PRODUCTS_PER_CATEGORY): ExpectedCard[] {
  return categoryProducts(categoryPath)
    .filter((product) => product.title !== NAMELESS_PRODUCT_TITLE)
    .slice(0, limit)
    .map((product) => ({
      title: product.title,
      ...(product.price ? { price: product.price } : {}),
      image: `${origin}${product.imagePath}`,
      url: `${origin}${product.href}`,
    }));
}
