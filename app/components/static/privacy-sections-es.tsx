import { DEFAULT_CLICK_RETENTION_DAYS, type SiteConfig } from "#core/config/site";
import { GLOSSARY } from "#core/i18n/glossary";
import type { LegalSection } from "./legal-document";
import { MailLink } from "./mail-link";

/**
 * The privacy policy in Spanish: the same sections, in the same order, with the same ids and
 * the same facts as privacy-sections.tsx (legal-mirror.test.tsx holds them together).
 * Whoever changes what the English policy says changes this in the same commit.
 */
export function privacySectionsEs(config: SiteConfig): LegalSection[] {
  const mail = <MailLink address={config.contactEmail} />;
  return [
    {
      id: "what-we-collect",
      heading: "Información que recopilamos",
      body: (
        <>
          <p>No ofrecemos cuentas y nunca le pedimos datos de pago. La información que interviene cuando usa este sitio es:</p>
          <ul>
            <li>
              <strong>Preferencias de ubicación y búsquedas.</strong> La ciudad o el {GLOSSARY.zipCode} que escribe en el cuadro de
              búsqueda se compara con nuestra lista de ciudades de Nebraska dentro de su propio navegador, o en nuestro
              servidor si envía la búsqueda antes de que cargue el script de la página; el servidor guarda la ciudad que
              encontró, no lo que usted escribió. Cuando elige un resultado, la ciudad forma parte de la dirección del
              sitio de {GLOSSARY.partner} a la que lo enviamos.
            </li>
            <li>
              <strong>Información del dispositivo y del navegador.</strong> Como cualquier sitio web, nuestro servidor
              recibe con cada solicitud los datos técnicos de costumbre, como la página pedida, la hora, el tipo de
              navegador y su idioma preferido. Guardamos registros técnicos breves (página, estado de la respuesta y
              tiempos) para operar y proteger el sitio; cuando una solicitud falla o un límite la rechaza, el registro de
              errores de nuestro servidor web anota también la dirección IP de origen y la dirección pedida (en una
              búsqueda enviada antes de que cargue el script, eso incluye lo que se escribió). Para frenar el tráfico
              abusivo, el servidor cuenta en memoria las
              solicitudes de cada dirección IP durante más o menos un minuto, y los clics en enlaces a {GLOSSARY.partner} de
              cada dirección IP (en IPv6, de cada red /56, lo que normalmente recibe la conexión de un hogar) hasta que
              termina el día (en {GLOSSARY.centralTime}). Estos conteos del día se guardan en nuestra base de datos bajo un
              código hecho a partir de la dirección, del día y de una clave secreta que está en la configuración
              del servidor y nunca en la base de datos, así que la base de datos por sí sola no permite saber a qué
              dirección corresponde un código. La dirección misma nunca se guarda, y los códigos de cada día se borran
              una vez que se cuentan los clics de un día posterior.
              Ninguno de estos conteos se escribe en nuestros registros.
            </li>
            <li>
              <strong>Patrones de uso anónimos.</strong> Contamos de forma anónima los clics en enlaces a {GLOSSARY.partner}:
              desde cuál de nuestras páginas, en qué botón y hacia qué página de {GLOSSARY.partner}. Estos conteos se hacen sin
              cookies, sin direcciones IP y sin ningún identificador que pueda distinguirlo a usted. Cada clic se guarda
              durante {config.clickRetentionDays ?? DEFAULT_CLICK_RETENTION_DAYS} días y después se borra.
            </li>
            <li>
              <strong>Datos de referencia.</strong> Los enlaces a {GLOSSARY.partner} son enlaces de afiliado: llevan nuestros
              parámetros (source_id y AffiliateID) para que {GLOSSARY.partner} nos acredite la referencia. Identifican a este sitio,
              no a usted.
            </li>
          </ul>
          <p>
            Para cargar más rápido, su navegador puede guardar copias de los listados de productos de {GLOSSARY.partner} en su
            almacenamiento local hasta por 24 horas. No contienen información personal, y usted puede borrarlas desde la
            configuración de datos de sitios de su navegador.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      heading: "Cómo usamos la información",
      body: (
        <ul>
          <li>Para sugerirle ciudades mientras escribe y enviarlo a la página correcta de {GLOSSARY.partner}.</li>
          <li>Para que el sitio funcione, sea seguro y rápido, y para corregir errores.</li>
          <li>Para entender, en conjunto, qué páginas y ocasiones les sirven a los visitantes, y así mejorarlas.</li>
          <li>Para responder los mensajes que usted decida mandarnos por correo electrónico.</li>
        </ul>
      ),
    },
    {
      id: "third-parties",
      heading: "Terceros",
      body: (
        <>
          <p>
            Los pedidos se hacen en el mercado de {GLOSSARY.florists} de {GLOSSARY.partner} ({config.partnerName}), y los
            preparan y entregan sus {GLOSSARY.florists} locales. Cuando sigue un enlace hacia {GLOSSARY.partner}, sale de este
            sitio: desde ese momento, la política de privacidad y los términos de la propia tienda asociada se aplican a todo lo que
            haga ahí, incluidos los datos del pedido, del pago y de la entrega que usted le dé.
          </p>
          <p>No vendemos información personal, y no usamos cookies de publicidad ni de rastreo entre sitios.</p>
        </>
      ),
    },
    {
      id: "email",
      heading: "Mensajes que nos envía",
      body: (
        <p>
          El formulario de contacto no envía nada a nuestro servidor: abre su propio programa de correo con un borrador.
          Si usted lo envía, recibimos por correo electrónico su nombre, su dirección de correo y su mensaje, y los usamos
          solo para responderle.
        </p>
      ),
    },
    {
      id: "retention",
      heading: "Cuánto tiempo guardamos los datos y sus opciones",
      body: (
        <p>
          Los registros técnicos se guardan solo el tiempo necesario para operar el sitio. Los conteos de clics son
          totales anónimos. Puede preguntarnos por cualquier mensaje que nos haya enviado, o pedirnos que lo borremos,
          escribiendo a {mail}.
        </p>
      ),
    },
    {
      id: "children",
      heading: "Menores de edad",
      body: <p>Este sitio está pensado para adultos que organizan entregas de flores y no está dirigido a menores de 13 años.</p>,
    },
    {
      id: "changes",
      heading: "Cambios a esta política",
      body: <p>Si cambiamos la forma en que manejamos la información, actualizaremos esta página y la fecha que aparece arriba.</p>,
    },
    {
      id: "contact",
      heading: "Contáctenos",
      body: <p>¿Preguntas sobre esta política o sobre su información? Escriba a {mail}.</p>,
    },
  ];
}
