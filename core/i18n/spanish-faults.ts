/**
 * Words a native reader marked wrong on the Spanish pages (issue 50), as patterns a test can
 * look for in any Spanish text: each with what to say instead, so a failure says how to mend it.
 * The glossary (./glossary.ts) holds the right terms; this list holds the wrong ones.
 */
export type SpanishFault = Readonly<{ pattern: RegExp; instead: string }>;

const SPANISH_FAULTS: readonly SpanishFault[] = [
  { pattern: /\barreglados\b/, instead: "arregladas (las flores)" },
  { pattern: /\bni algunos días festivos/, instead: "ni en algunos días festivos" },
  { pattern: /\b(?:le|lo) referimos\b/, instead: "lo enviamos / los pedidos que hacen quienes llegan desde aquí" },
  { pattern: /\ble (?:llevamos|mandamos|enviamos)\b/, instead: "lo llevamos / lo enviamos" },
  { pattern: /\bsocios?\b/i, instead: "nuestra tienda asociada (GLOSSARY.partner)" },
  { pattern: /\bNochevieja\b/, instead: "Fin de Año" },
  { pattern: /\bflorister[ií]as?\b/i, instead: "florería" },
  { pattern: /Día de la Independencia(?! de EE\. UU\.)/, instead: "4 de julio (Día de la Independencia de EE. UU.)" },
  { pattern: /Día del Trabajo(?! de EE\. UU\.)/, instead: "Día del Trabajo de EE. UU." },
  { pattern: /10,000 habitantes o más/, instead: "la ciudad grande más cercana" },
  { pattern: /página en este sitio/, instead: "say the place, not the site" },
  { pattern: /de la oficina de correos/, instead: "el del correo" },
  { pattern: /del sitio con cifra/, instead: "cuya población se conoce" },
  { pattern: /\blo pedido antes de\b/i, instead: "si pide antes de" },
  { pattern: /para recibir entrega el mismo día/, instead: "y casi siempre llega el mismo día" },
  { pattern: /sitio de (?:referencias|referidos)/, instead: "sitio de recomendaciones (GLOSSARY.referralSite)" },
  { pattern: /Acerca de nosotros/, instead: "Quiénes somos (GLOSSARY.aboutUs)" },
  { pattern: /\bCategorías\b/, instead: "Ocasiones (GLOSSARY.occasions)" },
  { pattern: /\bcaen? muy cerca\b/, instead: "in 2026 May 10 is the US Mother's Day itself, a Sunday" },
  { pattern: /\bde el (?!que\b)/, instead: "del (de + el)" },
  { pattern: /\bnuestr[oa]s? nuestr/i, instead: "one possessive: nuestra tienda asociada (GLOSSARY.partner)" },
];

/** The faults found in `text`, each as the words found and what to say instead. */
export function spanishFaultsIn(text: string): string[] {
  return SPANISH_FAULTS.flatMap(({ pattern, instead }) => {
    const found = pattern.exec(text);
    return found ? [`"${found[0]}" → ${instead}`] : [];
  });
}
