import { CATEGORIES } from "../content/categories";
import { categoryPathIn, fixedPathIn, townsPathIn } from "../routes/routes";
import { MCP_TOOL_NAMES } from "../mcp/inputs";

/** Where assistants find the site's description and its MCP endpoint (issue 51). */
export const LLMS_TXT_PATH = "/llms.txt";
export const MCP_PATH = "/mcp";

/**
 * /llms.txt (llmstxt.org): what the site is, for a model to read: a referral site, the MCP
 * endpoint and its tools, and the key pages, with a Spanish section. Plain Markdown, written
 * from the same paths the pages use, so a renamed page cannot leave a dead link here.
 */
export function llmsTxt(siteUrl: string): string {
  const page = (path: string) => `${siteUrl}${path}`;
  const sympathy = CATEGORIES.find((category) => category.slug === "sympathy-funeral");
  return `# Nebraska Flower Delivery

> A referral site for sending flowers to towns across Nebraska. It does not take orders or payments: each order is placed with its partner florist network (FloristOne), which a local florist delivers. The site earns a commission on orders; its links to the partner are tracked referral links.

What it answers, per town: the partner's own delivery days for the town's ZIP, the 2 PM order-by in the recipient's own time zone (Central, or Mountain in the west), delivered totals (service charge and tax) where the partner's API gives them, and, for a funeral or memorial service, which delivery day to choose. In English and Spanish.

## For assistants (MCP)

- Endpoint: ${page(MCP_PATH)} (Model Context Protocol, Streamable HTTP, stateless, JSON answers; read-only, no account)
- Tools: ${MCP_TOOL_NAMES.join(", ")}; each takes \`language\`: \`en\` or \`es\`
- Links in the answers go through ${page("/go/")} and on to the partner's tracked page

## Key pages

- [Home](${page("/")}): occasions and featured flowers
- [All Nebraska towns](${page(townsPathIn("en"))}): one page per town, with delivery days and prices
${sympathy ? `- [Sympathy and funeral flowers](${page(categoryPathIn("en", sympathy.slug))}): when to order for a service\n` : ""}- [About](${page(fixedPathIn("en", "/about/"))}): who runs the site and how it earns
- [Data sources](${page(fixedPathIn("en", "/data-sources/"))}): where the town figures come from

## En español

Nebraska Flower Delivery es un sitio de recomendaciones para enviar flores a ciudades de Nebraska. No recibe pedidos ni pagos: cada pedido se hace con la red de florerías de nuestra tienda asociada (FloristOne), cuyo sitio está en inglés. Las herramientas de ${page(MCP_PATH)} responden en español con \`language: "es"\`.

- [Inicio](${page(fixedPathIn("es", "/"))})
- [Todas las ciudades de Nebraska](${page(townsPathIn("es"))})
${sympathy ? `- [Flores para funerales](${page(categoryPathIn("es", sympathy.slug))})\n` : ""}- [Quiénes somos](${page(fixedPathIn("es", "/about/"))})
`;
}
