import type { EsFacts } from "./facts";
import { desde, hasta, MissingFact, type Intro } from "./intro-words";
import { INTROS_A_C } from "./intros-a-c";
import { INTROS_C_K } from "./intros-c-k";
import { INTROS_L_R } from "./intros-l-r";
import { INTROS_R_Y } from "./intros-r-y";
import { CUTOFF } from "./words";

/**
 * The hero intros written by hand (issue 50, item 2) for the towns where Spanish speakers are
 * many: what the town is, what it is known for, its people and where florists deliver, said as
 * someone from there would say it. Every fact comes from the town's directory row or its profile
 * (core/content/city-profiles/): the county and its seat, the ZIP, the rivers and places the
 * profile names, the distances the page measures. Nothing here is a figure the data lacks.
 *
 * Each intro says the same-day cut-off once, in the town's own time zone (`f.zona`), so the
 * page's ledger counts it like any other hero's closing line. The two nearest references an
 * intro names are never the same town.
 */
export const SPANISH_SPEAKING_TOWN_INTROS: Readonly<Record<string, Intro>> = {
  Lexington: (f) =>
    `Lexington (código postal 68850) es la sede del condado de Dawson, junto a la I-80 y el río Platte: aquí se vive de la empacadora y del campo, hay familias de muchos orígenes y hasta un museo grande de vehículos militares. ` +
    `Para un cumpleaños, unas mañanitas o un velorio, una florería de por aquí arma el arreglo y lo lleva a la casa, a la iglesia o a la funeraria. ` +
    `Si pide antes de las ${CUTOFF}, ${f.zona}, normalmente llega ese mismo día.`,

  Schuyler: (f) =>
    `A la orilla del río Platte, Schuyler es la sede del condado de Colfax y un pueblo de empacadora, con una comunidad latina grande y raíces checas que vienen de sus familias más antiguas. ` +
    `Para una misa, una quinceañera o un novenario, una florería de la zona arregla las flores y las entrega en mano. ` +
    `Columbus, la ciudad grande más cercana, queda ${hasta(f, "Columbus")}; con el pedido hecho antes de las ${CUTOFF} (${f.zona}), lo más probable es que llegue hoy.`,

  "Grand Island": (f) =>
    `Grand Island es la ciudad que le da vida al centro de Nebraska: aquí se hace la Feria Estatal, en Fonner Park, y en sus colonias viven familias llegadas de muchas partes. ` +
    `Las florerías del condado de Hall reparten desde el centro, por Railside, hasta los barrios cerca del museo Stuhr y el hospital St. Francis. ` +
    `Un ramo pedido antes de las ${CUTOFF} (${f.zona}) por lo general se entrega esa misma tarde.`,

  "South Sioux City": (f) =>
    `South Sioux City está del lado de Nebraska del río Missouri, con puentes que la unen a su vecina del lado de Iowa, en el corazón de la región que aquí todos llaman Siouxland. ` +
    `En el condado de Dakota una florería local arregla las flores y las lleva en mano; la sede del condado, Dakota City, queda ${hasta(f, "Dakota City")}. ` +
    `Haga su pedido antes de las ${CUTOFF}, ${f.zona}, y normalmente sale ese mismo día.`,

  Crete: (f) =>
    `Crete es el pueblo universitario del condado de Saline: Doane University y su campus lleno de árboles, a la orilla del río Big Blue. ` +
    `Las flores para una graduación, un cumpleaños o un funeral las prepara una florería cercana y las entrega en mano, y Lincoln queda ${hasta(f, "Lincoln")}. ` +
    `Lo que se encarga antes de las ${CUTOFF} (${f.zona}) casi siempre llega el mismo día.`,

  Madison: (f) =>
    `Madison es un pueblo del noreste de Nebraska y la sede del condado de Madison. ` +
    `Norfolk, la ciudad grande más cercana, queda ${hasta(f, "Norfolk")}, y una florería de los alrededores lleva los arreglos a casas, iglesias y trabajos del pueblo. ` +
    `Haga su pedido antes de las ${CUTOFF}, ${f.zona}, y por lo general se entrega hoy.`,

  Columbus: (f) =>
    `Columbus, donde el río Loup se junta con el Platte, vive de sus fábricas y del campo; es la sede del condado de Platte y la tierra natal de Andrew Jackson Higgins, el que diseñó la lancha Higgins, recordado con un monumento en el parque Pawnee. ` +
    `Las florerías locales entregan en casas, en los trabajos y en el hospital de la ciudad. ` +
    `Pedido antes de las ${CUTOFF} (${f.zona}), el arreglo suele llegar el mismo día.`,

  Norfolk: (f) =>
    `Norfolk, la ciudad natal de Johnny Carson, es adonde va de compras todo el noreste de Nebraska, y la rodean pueblos de campo a lo largo del río Elkhorn. ` +
    `Las florerías entregan en toda la ciudad, desde la avenida Norfolk en el centro hasta las colonias cerca de Northeast Community College. ` +
    `Con el pedido hecho antes de las ${CUTOFF}, ${f.zona}, lo normal es la entrega ese mismo día.`,

  Fremont: (f) =>
    `Fremont, la sede del condado de Dodge junto al río Platte, está lo bastante cerca de Omaha para ir y venir al trabajo, pero tiene su propia universidad, su hospital y sus lagos. ` +
    `Las florerías locales entregan en las casas, en Midland University, en el hospital y en la zona de los lagos. ` +
    `Si encarga antes de las ${CUTOFF} (${f.zona}), por lo regular llega el mismo día.`,

  Omaha: (f) =>
    `De las calles de ladrillo del Old Market a los fraccionamientos del oeste, las florerías locales entregan en mano en toda Omaha, la ciudad más grande de Nebraska. ` +
    `Casas, oficinas, hospitales y escuelas reciben las flores la misma tarde cuando el pedido entra antes de las ${CUTOFF}, ${f.zona}.`,

  Lincoln: (f) =>
    `Lincoln es la capital de Nebraska y también ciudad de estudiantes: el lunes las flores van a las oficinas bajo la torre del Capitolio, y el sábado de partido, a las residencias de la universidad. ` +
    `Las florerías locales entregan en toda la ciudad, del Haymarket y el campus de la Universidad de Nebraska a College View, Havelock y Wilderness Hills. ` +
    `Pida antes de las ${CUTOFF} (${f.zona}) y por lo general se entrega ese día.`,

  "Dakota City": (f) =>
    `Dakota City es un pueblo chico y la sede del condado de Dakota, ${desde(f, "South Sioux City")}. ` +
    `Una florería de por aquí hace el arreglo y lo lleva en mano a la casa, a la iglesia o a la funeraria. ` +
    `Pida antes de las ${CUTOFF}, ${f.zona}, y casi siempre se entrega el mismo día.`,

  Gothenburg: (f) =>
    `En Gothenburg (código postal 69138), un pueblo del valle del Platte en el condado de Dawson, sigue en pie una estación original del Pony Express, en el parque Ehmen, y hay un museo de casas de terrón. ` +
    `Cozad queda ${hasta(f, "Cozad")}, y las florerías de la zona entregan en las casas y negocios del pueblo. ` +
    `Con el pedido antes de las ${CUTOFF} (${f.zona}), el ramo suele llegar hoy.`,

  Cozad: (f) =>
    `Cozad está justo sobre el meridiano 100, en el condado de Dawson; lo fundó el padre del pintor Robert Henri, y la casa donde el pintor creció hoy es museo. ` +
    `La sede del condado, Lexington, queda ${hasta(f, "Lexington")}, y una florería de la zona entrega en mano en todo el pueblo. ` +
    `Encargue antes de las ${CUTOFF}, ${f.zona}, y suele llegar ese mismo día.`,

  Hastings: (f) =>
    `Hastings, la sede del condado de Adams, es donde Edwin Perkins inventó el Kool-Aid en 1927: una ciudad universitaria, con su centro de ladrillo y una larga historia de ferrocarril. ` +
    `Las florerías entregan en casas y negocios, en Hastings College y en el hospital Mary Lanning. ` +
    `Si el pedido entra antes de las ${CUTOFF} (${f.zona}), lo normal es que llegue el mismo día.`,

  Scottsbluff: (f) =>
    `Scottsbluff es la ciudad principal del Panhandle, en el valle del río North Platte, junto a los riscos que guiaban a los viajeros de la Ruta de Oregón. ` +
    `Las florerías entregan en todo el valle, de Scottsbluff a Gering, desde el centro hasta el hospital Regional West. ` +
    `Aquí se usa la ${f.zona}: pida antes de las ${CUTOFF}, hora local, y en la mayoría de los casos llega ese día.`,

  Gering: (f) =>
    `Gering, la sede del condado de Scotts Bluff, queda al pie del Monumento Nacional Scotts Bluff, y cada julio hace su fiesta de la Ruta de Oregón. ` +
    `Scottsbluff está ${hasta(f, "Scottsbluff")}, y una florería del valle arregla las flores y las entrega en mano. ` +
    `El pueblo usa la ${f.zona}; con el pedido antes de las ${CUTOFF}, por lo general llega hoy mismo.`,

  Kearney: (f) =>
    `Kearney vive al ritmo de la universidad (UNK) y de la I-80, y cada primavera llegan al río Platte las grullas canadienses, y con ellas visitantes de todo el mundo. ` +
    `Las florerías entregan de la Universidad de Nebraska en Kearney a las colonias al norte del centro. ` +
    `Con el pedido hecho antes de las ${CUTOFF} (${f.zona}), normalmente llega ese mismo día.`,

  Wakefield: (f) =>
    `Wakefield es un pueblo del condado de Dixon, en el noreste de Nebraska, ${desde(f, "Wayne")}. ` +
    `La sede del condado, Ponca, queda ${hasta(f, "Ponca")}, y una florería cercana lleva las flores en mano a la casa o a la iglesia. ` +
    `Si encarga antes de las ${CUTOFF}, ${f.zona}, lo más seguro es que lleguen hoy.`,

  "West Point": (f) =>
    `West Point es la sede del condado de Cuming, junto al río Elkhorn, en plena tierra ganadera del noreste de Nebraska. ` +
    `Para un cumpleaños, una boda o un velorio, una florería de los alrededores arregla las flores y las entrega en mano; Fremont queda ${hasta(f, "Fremont")}. ` +
    `Pedido antes de las ${CUTOFF} (${f.zona}), casi siempre llega el mismo día.`,

  Bellevue: (f) =>
    `Bellevue es una de las poblaciones más antiguas de Nebraska y el hogar de la Base Aérea Offutt, donde muchas familias militares mandan y reciben flores a la distancia. ` +
    `Las florerías entregan de Olde Towne y los riscos del río a las colonias alrededor de la base. ` +
    `Si pide antes de las ${CUTOFF}, ${f.zona}, el arreglo por lo general llega ese mismo día.`,
};

/**
 * Every hand-written intro: the 21 above and the other towns' (issue 50, item 2), written the
 * same way from each town's English profile or, for a town without one, from its directory row
 * (county and seat, ZIP, head count, the towns around); kept in small files by name.
 */
export const HAND_WRITTEN_INTROS: Readonly<Record<string, Intro>> = {
  ...SPANISH_SPEAKING_TOWN_INTROS,
  ...INTROS_A_C,
  ...INTROS_C_K,
  ...INTROS_L_R,
  ...INTROS_R_Y,
};

/** The hand-written intro for a town, when it has one and the data still holds what it was written from. */
export function handWrittenIntro(f: EsFacts): string | undefined {
  if (!Object.hasOwn(HAND_WRITTEN_INTROS, f.name)) return undefined;
  try {
    return HAND_WRITTEN_INTROS[f.name]?.(f);
  } catch (error) {
    if (error instanceof MissingFact) return undefined;
    throw error;
  }
}
