import { desde, gente, hasta, type Intro } from "./intro-words";
import { cap, CUTOFF } from "./words";

/**
 * Hand-written Spanish intros, Raymond to Yutan (issue 50, item 2); written as intros-a-c.ts
 * says: the town's English profile or directory row, miles from the data, the cut-off last.
 */
export const INTROS_R_Y: Readonly<Record<string, Intro>> = {
  Raymond: (f) =>
    `Junto al lago Branched Oak, al norte de Lincoln, está ${f.name}, un pueblito del condado de Lancaster. ` +
    `Las florerías del área de la capital entregan en las casas y en los terrenos de campo cerca del lago. ` +
    `Si hace el pedido antes de las ${CUTOFF} (${f.zona}), lo usual es que llegue hoy.`,

  "Red Cloud": (f) =>
    `Los pueblos de la pradera de las novelas de Willa Cather tienen por modelo a Red Cloud, donde ella creció: aquí están su casa de niña, el Centro Nacional Willa Cather y un teatro de ópera restaurado. ` +
    `Es la sede del condado de Webster, y una florería de por aquí lleva los ramos a las casas del condado. ` +
    `El ramo que se pide antes de las ${CUTOFF} (${f.zona}) por lo regular llega ese día.`,

  Rushville: (f) =>
    `Con ${gente(f)}, Rushville es la sede del condado de Sheridan. ` +
    `Chadron queda ${hasta(f, "Chadron")} y Gordon, ${hasta(f, "Gordon")}; una florería que atiende la región entrega en mano. ` +
    `Aquí rige la ${f.zona}: cuando el pedido entra antes de las ${CUTOFF}, suele llegar ese mismo día.`,

  "Saint Edward": (f) =>
    `${f.name} está entre Albion, la sede del condado de Boone, ${hasta(f, "Albion")}, y Genoa, ${hasta(f, "Genoa")}. ` +
    `Una florería de la región arregla las flores y las lleva en mano a la casa o a la iglesia. ` +
    `Cuando el pedido entra antes de las ${CUTOFF}, ${f.zona}, lo más probable es que llegue ese día.`,

  "Saint Paul": (f) =>
    `Pueblo natal del lanzador Grover Cleveland Alexander, Saint Paul es la sede del condado de Howard y tiene el Salón de la Fama del Béisbol de Nebraska. ` +
    `Una florería cercana entrega en las casas, las iglesias y las granjas; Grand Island queda ${hasta(f, "Grand Island")}. ` +
    `Encargue sus flores antes de las ${CUTOFF}, ${f.zona}, y lo normal es que lleguen ese mismo día.`,

  Sargent: (f) =>
    `${f.nameZip}, en el condado de Custer, tiene a Burwell ${hasta(f, "Burwell")} y a la sede, Broken Bow, ${hasta(f, "Broken Bow")}. ` +
    `Una florería de los alrededores lleva los arreglos hasta la puerta. ` +
    `Si hace el pedido antes de las ${CUTOFF}, ${f.zona}, en la mayoría de los casos llega ese día.`,

  Scotia: (f) =>
    `${f.name}, en el condado de Greeley, tiene a la sede, Greeley, ${hasta(f, "Greeley")}, y a Ord ${hasta(f, "Ord")}. ` +
    `Una florería de por aquí prepara las flores y las entrega en mano. ` +
    `Las flores pedidas antes de las ${CUTOFF} (${f.zona}) normalmente llegan ese mismo día.`,

  Scribner: (f) =>
    `Vecino de Hooper, que queda ${hasta(f, "Hooper")}, ${f.name} es del condado de Dodge, y la sede, Fremont, está ${hasta(f, "Fremont")}. ` +
    `Una florería de la zona lleva las flores a casas e iglesias. ` +
    `Si las encarga antes de las ${CUTOFF} (${f.zona}), lo más seguro es que llegue hoy.`,

  Seward: (f) =>
    `Seward festeja el 4 de julio (Día de la Independencia de EE. UU.) en su plaza desde 1868; en 1979 el Congreso lo nombró el pueblo del 4 de julio de Estados Unidos, y en Nebraska lo llaman la capital de esa fiesta. ` +
    `El resto del año es pueblo universitario, con la Universidad Concordia y el hospital Memorial Health Center, y las florerías entregan en las casas alrededor de la plaza del juzgado, en el campus y en el hospital. ` +
    `Si pide antes de las ${CUTOFF}, ${f.zona}, lo usual es que llegue ese día.`,

  Shelton: (f) =>
    `Shelton tiene a Gibbon ${hasta(f, "Gibbon")} y a Wood River ${hasta(f, "Wood River")}: es un pueblo de ${gente(f)} en el condado de Buffalo. ` +
    `Kearney, la sede, queda ${hasta(f, "Kearney")}, y una florería cercana entrega en mano. ` +
    `Cuando el pedido entra antes de las ${CUTOFF} (${f.zona}), casi siempre llega el mismo día.`,

  Sidney: (f) =>
    `Primero fue pueblo del ejército en la frontera, con su fuerte; después, por muchos años, la sede de Cabela's: así es Sidney, la sede del condado de Cheyenne. ` +
    `Las florerías entregan en las casas, en las oficinas y en el hospital. ` +
    `Sidney usa la ${f.zona}: lo que se pide antes de las ${CUTOFF} por lo regular llega ese mismo día.`,

  "Silver Creek": (f) =>
    `${f.name}, del condado de Merrick, está entre Genoa, ${hasta(f, "Genoa")}, y Osceola, ${hasta(f, "Osceola")}. ` +
    `Central City, la sede, queda ${hasta(f, "Central City")}, y una florería de los alrededores entrega en mano. ` +
    `Si encarga las flores antes de las ${CUTOFF}, ${f.zona}, suelen llegar el mismo día.`,

  Springfield: (f) =>
    `En el área metropolitana de Omaha, Springfield (código postal 68059) es un pueblo de ${gente(f)} del condado de Sarpy. ` +
    `Papillion, la sede, queda ${hasta(f, "Papillion")}, y las florerías del área entregan en sus casas e iglesias. ` +
    `Con el pedido listo antes de las ${CUTOFF} (${f.zona}), casi siempre llega esa misma tarde.`,

  Springview: (f) =>
    `La sede del condado de Keya Paha es ${f.name}; Ainsworth queda ${hasta(f, "Ainsworth")} y Valentine, ${hasta(f, "Valentine")}. ` +
    `Una florería que atiende la región lleva las flores en mano a la casa o a la iglesia. ` +
    `Si el pedido está hecho antes de las ${CUTOFF}, ${f.zona}, lo más probable es que llegue el mismo día.`,

  Stanton: (f) =>
    `Sede del condado del mismo nombre, Stanton es un pueblo de ${gente(f)} en el noreste de Nebraska. ` +
    `Norfolk queda ${hasta(f, "Norfolk")}, y una florería de por aquí entrega en casas, iglesias y negocios. ` +
    `Si el pedido entra antes de las ${CUTOFF} (${f.zona}), lo normal es que llegue el mismo día.`,

  Stapleton: (f) =>
    `${f.name} es la sede del condado de Logan. ` +
    `North Platte queda ${hasta(f, "North Platte")} y Tryon, ${hasta(f, "Tryon")}; una florería de la región entrega en mano. ` +
    `Las flores pedidas antes de las ${CUTOFF}, ${f.zona}, en la mayoría de los casos llegan el mismo día.`,

  Sterling: (f) =>
    `${f.name} está entre Hickman, ${hasta(f, "Hickman")}, y Tecumseh, la sede del condado de Johnson, ${hasta(f, "Tecumseh")}. ` +
    `Una florería cercana arregla las flores y las entrega en mano. ` +
    `Si hace el pedido antes de las ${CUTOFF} (${f.zona}), normalmente llega ese día.`,

  Stromsburg: (f) =>
    `A un paso de Osceola, la sede del condado de Polk, que queda ${hasta(f, "Osceola")}, Stromsburg es un pueblo de ${gente(f)}. ` +
    `York queda ${hasta(f, "York")}, y una florería de los alrededores lleva los arreglos a casas e iglesias. ` +
    `Encárguelos antes de las ${CUTOFF}, ${f.zona}, y lo más seguro es que lleguen hoy.`,

  Stuart: (f) =>
    `${f.nameZip}, en el condado de Holt, queda ${desde(f, "Atkinson")}; la sede, O'Neill, está ${hasta(f, "O'Neill")}. ` +
    `Una florería de por aquí hace el arreglo y lo lleva a la casa, a la iglesia o a la funeraria. ` +
    `Mande su pedido antes de las ${CUTOFF} (${f.zona}) y casi siempre llega ese día.`,

  Superior: (f) =>
    `La capital victoriana de Nebraska es Superior, con sus casas de esa época restauradas y un festival cada fin de semana del Día de los Caídos de EE. UU. en honor de Lady Evelyn Vestey, empresaria nacida en el pueblo. ` +
    `Una florería de la zona entrega en todo el condado de Nuckolls, también en el hospital Brodstone. ` +
    `Si el pedido llega antes de las ${CUTOFF}, ${f.zona}, casi siempre sale ese mismo día.`,

  Sutherland: (f) =>
    `Sutherland usa la ${f.zona}, pero Paxton, ${hasta(f, "Paxton")}, ya está en la ${f.otraZona}. ` +
    `Es un pueblo de ${gente(f)} del condado de Lincoln; North Platte, la sede, queda ${hasta(f, "North Platte")}, y una florería cercana entrega en mano. ` +
    `El pedido hecho antes de las ${CUTOFF} por lo regular llega ese mismo día.`,

  Sutton: (f) =>
    `Pueblo de ${gente(f)} en el condado de Clay, Sutton tiene la sede, Clay Center, ${hasta(f, "Clay Center")}. ` +
    `Aurora queda ${hasta(f, "Aurora")}, y una florería de los alrededores entrega en casas, iglesias y negocios. ` +
    `Si hace el pedido antes de las ${CUTOFF} (${f.zona}), lo usual es que llegue ese día.`,

  Syracuse: (f) =>
    `Entre Lincoln, ${hasta(f, "Lincoln")}, y Nebraska City, la sede del condado de Otoe, ${hasta(f, "Nebraska City")}, está Syracuse. ` +
    `Es un pueblo de ${gente(f)}, y una florería de por aquí entrega en sus casas, iglesias y negocios. ` +
    `El pedido que entra antes de las ${CUTOFF} (${f.zona}) casi siempre sale ese mismo día.`,

  "Table Rock": (f) =>
    `${f.name} tiene cerca a Pawnee City, la sede del condado de Pawnee, ${hasta(f, "Pawnee City")}, y a Humboldt, ${hasta(f, "Humboldt")}. ` +
    `Una florería de la región lleva las flores en mano a la casa o a la iglesia. ` +
    `Con el pedido listo antes de las ${CUTOFF}, ${f.zona}, lo más probable es que llegue ese día.`,

  Tecumseh: (f) =>
    `Entre las lomas del sureste de Nebraska, Tecumseh (código postal 68450) creció alrededor de la plaza del juzgado; es la sede del condado de Johnson. ` +
    `Una florería cercana lleva las flores a las casas, las iglesias y las granjas del condado. ` +
    `Hasta las ${CUTOFF} (${f.zona}) puede pedir, y suele llegar el mismo día.`,

  Tekamah: (f) =>
    `Tekamah, sede del condado de Burt, es un pueblo de ${gente(f)} en el este de Nebraska. ` +
    `Blair queda ${hasta(f, "Blair")} y Oakland, ${hasta(f, "Oakland")}; una florería de los alrededores entrega en mano en casas e iglesias. ` +
    `Pida sus flores antes de las ${CUTOFF}, ${f.zona}, y en la mayoría de los casos llegan ese día.`,

  Thedford: (f) =>
    `Al oeste del bosque plantado a mano del distrito Bessey, parte del Bosque Nacional de Nebraska cerca de Halsey, está ${f.name}, la sede del condado de Thomas, en las Sandhills. ` +
    `Una florería que atiende la región entrega en el pueblo y en el campo, donde a veces hace falta un día más. ` +
    `Mande su pedido antes de las ${CUTOFF}, ${f.zona}, para que salga cuanto antes.`,

  Trenton: (f) =>
    `Cerca de Trenton, la sede del condado de Hitchcock a la orilla del río Republican, un monumento recuerda la batalla de Massacre Canyon de 1873 entre cazadores lakotas y pawnees. ` +
    `Una florería de por aquí entrega en las casas y granjas del condado; a las rutas rurales a veces les hace falta un día más. ` +
    `Pedidas antes de las ${CUTOFF} (${f.zona}), las flores suelen salir ese mismo día.`,

  Tryon: (f) =>
    `Sede del condado de McPherson, ${f.name} tiene a Stapleton ${hasta(f, "Stapleton")} y a North Platte ${hasta(f, "North Platte")}. ` +
    `Una florería que atiende la región lleva las flores en mano. ` +
    `Si hace el pedido antes de las ${CUTOFF}, ${f.zona}, lo normal es que llegue el mismo día.`,

  Valentine: (f) =>
    `Valentine es la Ciudad del Corazón de Nebraska: la sede del condado de Cherry, a la orilla del río Niobrara y en el extremo oeste del Cowboy Trail. ` +
    `Para San Valentín, el Día del Amor y la Amistad, conviene pedir con tiempo; el resto del año, una florería de la zona entrega en todo el condado. ` +
    `Cuando el pedido entra antes de las ${CUTOFF}, ${f.zona}, normalmente llega ese mismo día.`,

  Valley: (f) =>
    `En la orilla oeste del área metropolitana de Omaha, Valley (código postal 68064) es un pueblo de ${gente(f)} del condado de Douglas. ` +
    `Waterloo queda ${hasta(f, "Waterloo")} y Fremont, ${hasta(f, "Fremont")}; las florerías del área entregan en sus casas y negocios. ` +
    `Lo que se encarga antes de las ${CUTOFF}, ${f.zona}, casi siempre llega esa misma tarde.`,

  Wahoo: (f) =>
    `De Wahoo, la sede del condado de Saunders, salieron el beisbolista Sam Crawford, del Salón de la Fama, el compositor Howard Hanson y el productor de cine Darryl F. Zanuck. ` +
    `Una florería cercana lleva flores de cumpleaños, de condolencias y para los enfermos a todo el condado. ` +
    `Si el pedido entra antes de las ${CUTOFF}, ${f.zona}, lo más seguro es que llegue hoy.`,

  Waterloo: (f) =>
    `Pegado a Elkhorn, que queda ${hasta(f, "Elkhorn")}, Waterloo es un pueblo de ${gente(f)} del condado de Douglas. ` +
    `Valley queda ${hasta(f, "Valley")}, y las florerías del área de Omaha entregan en sus casas y negocios. ` +
    `Si encarga antes de las ${CUTOFF} (${f.zona}), casi siempre llega esa misma tarde.`,

  Waverly: (f) =>
    `${cap(desde(f, "Lincoln"))}, Waverly es un pueblo de ${gente(f)} en el condado de Lancaster. ` +
    `Eagle queda ${hasta(f, "Eagle")}, y las florerías del área de la capital entregan en sus casas, iglesias y negocios. ` +
    `Hecho el pedido antes de las ${CUTOFF}, ${f.zona}, lo usual es que llegue el mismo día.`,

  Wayne: (f) =>
    `Cada julio, Wayne hace su famoso Chicken Show, una fiesta dedicada al pollo; es la sede del condado de Wayne y donde está Wayne State College. ` +
    `Las florerías entregan en las casas, en las oficinas y a los estudiantes de la universidad. ` +
    `Si pide antes de las ${CUTOFF} (${f.zona}), casi siempre llega el mismo día.`,

  "Weeping Water": (f) =>
    `El arroyo que atraviesa el pueblo le dio su nombre a Weeping Water, un pueblo del condado de Cass conocido por sus canteras de piedra caliza. ` +
    `Flores de cumpleaños, para un enfermo o de condolencias: una florería de los alrededores las lleva a cualquier casa del condado. ` +
    `El ramo que se pide antes de las ${CUTOFF}, ${f.zona}, por lo regular llega ese mismo día.`,

  Wilber: (f) =>
    `La capital checa de Estados Unidos es Wilber (código postal 68465), la sede del condado de Saline, donde el Festival Nacional Checo llena las calles cada agosto. ` +
    `Una florería de por aquí entrega ramos en todo el condado; Crete queda ${hasta(f, "Crete")}. ` +
    `Si los pide antes de las ${CUTOFF}, ${f.zona}, lo más probable es que lleguen el mismo día.`,

  Wisner: (f) =>
    `En el noreste de Nebraska, Wisner es un pueblo de ${gente(f)} del condado de Cuming. ` +
    `West Point, la sede, queda ${hasta(f, "West Point")}, y una florería de la región entrega en casas, iglesias y granjas. ` +
    `Las flores pedidas antes de las ${CUTOFF} (${f.zona}) suelen llegar ese día.`,

  "Wood River": (f) =>
    `Wood River, a la orilla del río Platte en el condado de Hall, tiene el centro de visitantes del Crane Trust, con su manada de bisontes. ` +
    `Las florerías de la zona de Grand Island, ${hasta(f, "Grand Island")}, entregan en casas, iglesias y granjas a lo largo del Platte. ` +
    `Cuando el pedido entra antes de las ${CUTOFF} (${f.zona}), lo normal es que llegue el mismo día.`,

  Wymore: (f) =>
    `${cap(desde(f, "Beatrice"))}, la sede del condado de Gage, está Wymore, un pueblo de ${gente(f)}. ` +
    `Una florería cercana entrega en las casas, las iglesias y las granjas de alrededor. ` +
    `Si hace el pedido antes de las ${CUTOFF}, ${f.zona}, lo más seguro es que llegue ese día.`,

  York: (f) =>
    `Donde la I-80 cruza la US-81 está York, la sede del condado de York: centro de una región agrícola, con una universidad cristiana, York College, y una granja museo de historia viva. ` +
    `Sus florerías están acostumbradas a entregar la misma tarde en la universidad, en el hospital York General y en una casa de campo a diez millas del pueblo. ` +
    `Hasta las ${CUTOFF}, ${f.zona}, se puede pedir, y en la mayoría de los casos llega el mismo día.`,

  Yutan: (f) =>
    `Yutan está en el condado de Saunders, con Wahoo, la sede, ${hasta(f, "Wahoo")}, y Valley ${hasta(f, "Valley")}. ` +
    `Es un pueblo de ${gente(f)}, y una florería de los alrededores entrega en sus casas, iglesias y negocios. ` +
    `Haga su pedido antes de las ${CUTOFF} (${f.zona}) y lo usual es que llegue ese mismo día.`,
};
