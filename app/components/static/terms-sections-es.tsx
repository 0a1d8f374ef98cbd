import type { SiteConfig } from "#core/config/site";
import { fixedPathIn } from "#core/routes/routes";
import { GLOSSARY } from "#core/i18n/glossary";
import type { LegalSection } from "./legal-document";
import { MailLink } from "./mail-link";

/**
 * The terms of service in Spanish: the same sections, in the same order, with the same ids as
 * static/terms-sections.tsx (legal-mirror.test.tsx holds them together). One sentence is the
 * Spanish edition's own: the partner's checkout is in English (issue 41).
 */
export function termsSectionsEs(config: SiteConfig): LegalSection[] {
  const mail = <MailLink address={config.contactEmail} />;
  return [
    {
      id: "referral-service",
      heading: "Un sitio de recomendaciones",
      body: (
        <>
          <p>
            Nebraska Flower Delivery es un {GLOSSARY.referralSite}. Le ayudamos a encontrar opciones de{" "}
            {GLOSSARY.flowerDelivery} para ciudades, pueblos y ocasiones en Nebraska, y lo enlazamos con el mercado de{" "}
            {GLOSSARY.florists} de {GLOSSARY.partner} ({config.partnerName}).
          </p>
          <p>
            No vendemos flores, no tomamos pedidos ni procesamos pagos. Los pedidos, el {GLOSSARY.checkout}, la atención
            al cliente y la entrega están a cargo de {GLOSSARY.partner} y de sus {GLOSSARY.florists} locales, bajo sus propios
            términos y políticas. El pedido se completa en {GLOSSARY.partnerSite}, que está en inglés.
          </p>
        </>
      ),
    },
    {
      id: "affiliate-commissions",
      heading: "Comisiones de afiliado",
      body: (
        <p>
          Los enlaces a {GLOSSARY.partner} son enlaces de afiliado: llevan un código de seguimiento. Si hace un pedido después de seguir uno de
          ellos, podemos ganar una comisión de {GLOSSARY.partner}. La comisión la paga la tienda asociada y no cambia el precio que usted paga.
        </p>
      ),
    },
    {
      id: "information",
      heading: "La información de este sitio",
      body: (
        <p>
          Procuramos que las zonas de entrega, los códigos postales, las horas límite y las recomendaciones para cada
          ocasión sean correctos, pero son una orientación general. La {GLOSSARY.sameDayDelivery} depende de la
          florería, la dirección, la hora del pedido y la temporada. El sitio de {GLOSSARY.partner} muestra los productos, los
          precios, las fechas de entrega y los cargos reales de su pedido.
        </p>
      ),
    },
    {
      id: "liability",
      heading: "Límites de nuestra responsabilidad",
      body: (
        <>
          <p>Como nosotros no preparamos ni entregamos los pedidos, no somos responsables de:</p>
          <ul>
            <li>la calidad, frescura, apariencia o entrega de las flores y regalos pedidos a través de {GLOSSARY.partner};</li>
            <li>retrasos y entregas que no se hicieron o que fallaron, incluidas las que se deban al clima, a días festivos o a direcciones incorrectas;</li>
            <li>desacuerdos entre usted y {GLOSSARY.partner} o una florería sobre un pedido, un cambio de producto, un reembolso o un cargo;</li>
            <li>cambios de precios, cargos, promociones o disponibilidad de productos en el sitio de {GLOSSARY.partner}.</li>
          </ul>
          <p>
            Si tiene algún problema con un pedido, por favor plantéeselo a {GLOSSARY.partner}, que es quien puede resolverlo. En la medida en
            que la ley lo permita, este sitio se ofrece “tal cual”, y nuestra responsabilidad total por su uso se limita a
            la cantidad que usted nos pagó, que es cero.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      heading: "Uso aceptable",
      body: (
        <ul>
          <li>Use el sitio de forma legal y solo para buscar información sobre entrega de flores.</li>
          <li>No interfiera con el funcionamiento del sitio, no lo sature con solicitudes automatizadas ni intente burlar su seguridad.</li>
          <li>No copie el contenido del sitio de forma masiva ni lo presente como suyo.</li>
          <li>No altere los enlaces de afiliado ni use el sitio para enviar correo no deseado o pedidos fraudulentos.</li>
        </ul>
      ),
    },
    {
      id: "privacy",
      heading: "Privacidad",
      body: (
        <p>
          La forma en que manejamos la información se describe en nuestra{" "}
          <a href={fixedPathIn("es", "/privacy-policy/")} className="font-medium text-primary underline underline-offset-2">
            Política de privacidad
          </a>
          .
        </p>
      ),
    },
    {
      id: "changes",
      heading: "Cambios a estos términos",
      body: <p>Podemos actualizar estos términos. La fecha que aparece arriba indica la versión más reciente; si sigue usando el sitio, significa que la acepta.</p>,
    },
    {
      id: "contact",
      heading: "Contáctenos",
      body: <p>¿Preguntas sobre estos términos? Escriba a {mail}.</p>,
    },
  ];
}
