import { desde, gente, hasta, sede, type Intro } from "./intro-words";
import { cap, CUTOFF } from "./words";

/**
 * Hand-written Spanish intros, Curtis to Kimball (issue 50, item 2); written as intros-a-c.ts
 * says: the town's English profile or directory row, miles from the data, the cut-off last.
 */
export const INTROS_C_K: Readonly<Record<string, Intro>> = {
  Curtis: (f) =>
    `En ${f.name}, en el condado de Frontier, está la escuela de agricultura técnica de la Universidad de Nebraska (NCTA), que forma parte de la Universidad de Nebraska. ` +
    `Una florería que atiende la zona entrega en las casas, en las granjas y a los estudiantes de la NCTA; Stockville, la sede del condado, queda ${sede(f)}. ` +
    `Lo que encargue antes de las ${CUTOFF} (${f.zona}) casi siempre sale ese mismo día.`,

  Dannebrog: (f) =>
    `La capital danesa de Nebraska: así se conoce a ${f.name}, un pueblito del condado de Howard junto al arroyo Oak, fundado en 1871 por colonos daneses que le pusieron el nombre de la bandera de Dinamarca. ` +
    `El primer fin de semana de junio celebra su Grundlovsfest, y todo el año una florería de la zona entrega en las casas y granjas de alrededor. ` +
    `Si el pedido está hecho antes de las ${CUTOFF}, ${f.zona}, lo usual es que llegue ese mismo día.`,

  "David City": (f) =>
    `Alrededor de la plaza del juzgado creció David City (código postal 68632), la sede del condado de Butler, que tiene además un museo de arte dedicado a la vida del campo, el Bone Creek. ` +
    `Una florería cercana lleva las flores a las casas, las iglesias y las granjas del condado; Columbus queda ${hasta(f, "Columbus")}. ` +
    `Haga su pedido antes de las ${CUTOFF} (${f.zona}): casi siempre se entrega el mismo día.`,

  Doniphan: (f) =>
    `${f.name} es vecino de Grand Island: la sede del condado de Hall queda ${hasta(f, "Grand Island")}. ` +
    `Las flores las arregla una florería de los alrededores y las lleva a la casa, a la iglesia o a la funeraria. ` +
    `Pedidas antes de las ${CUTOFF} (${f.zona}), por lo regular llegan el mismo día.`,

  Eagle: (f) =>
    `Aunque es del condado de Cass, Eagle cae dentro del área metropolitana de la capital: Lincoln queda ${hasta(f, "Lincoln")}. ` +
    `Es un pueblo de ${gente(f)}, y una florería de por aquí entrega en sus casas e iglesias. ` +
    `Con el pedido listo antes de las ${CUTOFF}, ${f.zona}, suele llegar ese mismo día.`,

  Elgin: (f) =>
    `${cap(desde(f, "Neligh"))}, la sede del condado de Antelope, está ${f.name}. ` +
    `Una florería de la región arma el arreglo y lo entrega en mano, en la casa o en la iglesia. ` +
    `Encárguelo antes de las ${CUTOFF} (${f.zona}) y en la mayoría de los casos llega ese día.`,

  Elkhorn: (f) =>
    `Omaha anexó Elkhorn en 2007, pero el antiguo pueblo de la orilla oeste de la ciudad sigue con su nombre, sus escuelas y su calle principal de pueblo chico, cerca del río Elkhorn. ` +
    `Las florerías del área metropolitana entregan en las casas, las escuelas y las oficinas de este rincón del oeste de la ciudad. ` +
    `Si pide antes de las ${CUTOFF}, ${f.zona}, casi siempre llega esa misma tarde.`,

  "Elm Creek": (f) =>
    `Entre Overton, ${hasta(f, "Overton")}, y Kearney, la sede del condado de Buffalo, ${hasta(f, "Kearney")}, está ${f.name}. ` +
    `Una florería cercana hace el arreglo y lo lleva hasta la casa o la iglesia del pueblo. ` +
    `Si lo pide antes de las ${CUTOFF} (${f.zona}), normalmente llega el mismo día.`,

  Elmwood: (f) =>
    `En ${f.nameZip}, un pueblito del condado de Cass, vivió Bess Streeter Aldrich, que aquí escribió una de sus novelas, y la casa de la escritora sigue en el pueblo. ` +
    `Una florería cercana entrega en las casas, las iglesias y las granjas de alrededor. ` +
    `Pida antes de las ${CUTOFF}, ${f.zona}, y por lo general llega ese mismo día.`,

  Elwood: (f) =>
    `A pocas millas de las cabañas y playas del lago Johnson está Elwood, la sede del condado de Gosper y un pueblo de ${gente(f)}. ` +
    `Una florería de por aquí entrega en las casas del pueblo y en las cabañas del lago; Lexington queda ${hasta(f, "Lexington")}. ` +
    `El pedido que entra antes de las ${CUTOFF} (${f.zona}) casi siempre llega ese día.`,

  Fairbury: (f) =>
    `Cerca de Fairbury, la sede del condado de Jefferson, está Rock Creek Station, que fue parada del Pony Express y de la Ruta de Oregón. ` +
    `Una florería de la zona lleva las flores a las casas, las iglesias y las granjas del condado. ` +
    `Con el pedido antes de las ${CUTOFF}, ${f.zona}, lo normal es que se entregue hoy.`,

  "Falls City": (f) =>
    `En la esquina sureste de Nebraska, muy cerca de los límites con Kansas y Missouri, Falls City es la sede del condado de Richardson. ` +
    `Las florerías entregan en las casas, en las iglesias y en el hospital, y el parque estatal Indian Cave queda al noreste. ` +
    `Si el pedido entra antes de las ${CUTOFF} (${f.zona}), por lo regular llega el mismo día.`,

  "Fort Calhoun": (f) =>
    `Junto a ${f.name} estuvo Fort Atkinson, el primer puesto del ejército de Estados Unidos al oeste del río Missouri; hoy es parque histórico estatal. ` +
    `Blair, la sede del condado de Washington, queda ${hasta(f, "Blair")}, y una florería cercana entrega en las casas y granjas del valle. ` +
    `Encargue antes de las ${CUTOFF} (${f.zona}); lo más probable es que llegue el mismo día.`,

  Franklin: (f) =>
    `Pueblo de ${gente(f)}, Franklin es la sede del condado del mismo nombre, en el centro de Nebraska. ` +
    `Alma queda ${hasta(f, "Alma")} y Minden, ${hasta(f, "Minden")}; una florería de los alrededores lleva las flores en mano. ` +
    `Pedido antes de las ${CUTOFF}, ${f.zona}, llega casi siempre el mismo día.`,

  Friend: (f) =>
    `Con ${gente(f)}, Friend (código postal 68359) es uno de los pueblos del condado de Saline; Crete queda ${hasta(f, "Crete")} y Wilber, la sede, ${hasta(f, "Wilber")}. ` +
    `Una florería de por aquí arregla las flores y las entrega en mano en casas e iglesias. ` +
    `Si encarga antes de las ${CUTOFF}, ${f.zona}, suelen llegar el mismo día.`,

  Fullerton: (f) =>
    `Fullerton, sede del condado de Nance, es un pueblo de ${gente(f)}. ` +
    `Genoa queda ${hasta(f, "Genoa")} y Central City, ${hasta(f, "Central City")}; una florería de la zona entrega en las casas, las iglesias y las granjas. ` +
    `Si pide antes de las ${CUTOFF} (${f.zona}), lo más seguro es que llegue ese mismo día.`,

  Geneva: (f) =>
    `La sede del condado de Fillmore es Geneva, un pueblo de ${gente(f)} en el sureste de Nebraska. ` +
    `York queda ${hasta(f, "York")}, y una florería cercana lleva los arreglos a casas, iglesias y negocios. ` +
    `Encargue antes de las ${CUTOFF}, ${f.zona}; casi siempre se entrega ese día.`,

  Genoa: (f) =>
    `${f.name} se levantó en tierras que fueron de la Reserva Pawnee, y ahí está el sitio de la antigua Escuela Industrial Indígena de Genoa, con su museo. ` +
    `Una florería que atiende el condado de Nance entrega en las casas, las iglesias y las granjas; Columbus queda ${hasta(f, "Columbus")}. ` +
    `Hecho el pedido antes de las ${CUTOFF} (${f.zona}), en la mayoría de los casos llega el mismo día.`,

  Gibbon: (f) =>
    `Junto a Gibbon está el santuario Rowe, uno de los mejores lugares para ver pasar las grullas canadienses cada primavera en el río Platte. ` +
    `Una florería de los alrededores entrega en las casas y las granjas del condado de Buffalo, y Kearney, la sede, queda ${hasta(f, "Kearney")}. ` +
    `Pedido antes de las ${CUTOFF}, ${f.zona}, casi siempre llega hoy mismo.`,

  Gordon: (f) =>
    `En el condado de Sheridan, que usa la ${f.zona}, Gordon es un pueblo de ${gente(f)}. ` +
    `Rushville, la sede, queda ${hasta(f, "Rushville")}, y Chadron, ${hasta(f, "Chadron")}; una florería que atiende la región entrega en mano. ` +
    `Mande su pedido antes de las ${CUTOFF}, hora local, y normalmente llega ese mismo día.`,

  Grant: (f) =>
    `Entre Ogallala, ${hasta(f, "Ogallala")}, e Imperial, ${hasta(f, "Imperial")}, está Grant (código postal 69140), la sede del condado de Perkins. ` +
    `Es un pueblo de ${gente(f)}, y una florería de por aquí entrega en las casas, las iglesias y los negocios. ` +
    `Aquí se usa la ${f.zona}: con el pedido antes de las ${CUTOFF}, hora local, casi siempre llega el mismo día.`,

  Greeley: (f) =>
    `${f.name} es la sede del condado del mismo nombre; Scotia queda ${hasta(f, "Scotia")} y Ord, ${hasta(f, "Ord")}. ` +
    `Una florería de la región hace los arreglos y los entrega en mano a la casa o a la iglesia. ` +
    `Si el pedido llega antes de las ${CUTOFF} (${f.zona}), casi siempre se entrega ese día.`,

  Gretna: (f) =>
    `Gretna crece rápido: está sobre la I-80, en la orilla oeste del área de Omaha, con las tiendas outlet de Nebraska Crossing y el santuario de la Sagrada Familia (Holy Family Shrine). ` +
    `Las florerías entregan en los fraccionamientos nuevos, en las escuelas y en las casas del oeste del condado de Sarpy. ` +
    `Si encarga antes de las ${CUTOFF}, ${f.zona}, casi siempre llega esa misma tarde.`,

  Harrisburg: (f) =>
    `${f.name}, la sede del condado de Banner, queda ${desde(f, "Gering")}. ` +
    `Una florería que atiende la zona lleva las flores en mano hasta la casa. ` +
    `El condado usa la ${f.zona}; pida antes de las ${CUTOFF}, hora local, y por lo regular llega ese día.`,

  Harrison: (f) =>
    `En la esquina noroeste de Nebraska, al norte del Monumento Nacional de los Lechos Fósiles de Agate, ${f.name} es la sede del condado de Sioux. ` +
    `Una florería que atiende el condado entrega en las casas y en los ranchos; a los más lejanos el viaje puede tardar más. ` +
    `Se usa la ${f.zona}: con el pedido antes de las ${CUTOFF}, hora local, sale lo antes posible.`,

  Hartington: (f) =>
    `Sede del condado de Cedar, Hartington es un pueblo de ${gente(f)} en el noreste de Nebraska. ` +
    `Crofton queda ${hasta(f, "Crofton")} y Wayne, ${hasta(f, "Wayne")}; una florería cercana entrega en mano en casas e iglesias. ` +
    `Haga su pedido antes de las ${CUTOFF} (${f.zona}) y lo normal es que llegue hoy.`,

  Harvard: (f) =>
    `${f.nameZip} es un pueblo del condado de Clay; la sede, Clay Center, queda ${hasta(f, "Clay Center")}, y Hastings, ${hasta(f, "Hastings")}. ` +
    `Una florería de los alrededores arma el ramo y lo lleva en mano a la casa o a la iglesia del pueblo. ` +
    `Lo que pida antes de las ${CUTOFF} (${f.zona}) casi siempre se entrega ese día.`,

  "Hay Springs": (f) =>
    `${f.name} tiene a Chadron ${hasta(f, "Chadron")} y a Rushville, la sede del condado de Sheridan, ${hasta(f, "Rushville")}. ` +
    `Una florería que atiende la región entrega las flores en mano. ` +
    `El pueblo está en la ${f.zona}; pida antes de las ${CUTOFF}, hora local, y suele llegar ese día.`,

  "Hayes Center": (f) =>
    `${f.name}, la sede del condado de Hayes, tiene a McCook ${hasta(f, "McCook")} y a North Platte ${hasta(f, "North Platte")}. ` +
    `Una florería de por aquí lleva las flores a las casas y a las iglesias. ` +
    `Con el pedido hecho antes de las ${CUTOFF}, ${f.zona}, en la mayoría de los casos llega ese mismo día.`,

  Hebron: (f) =>
    `¿Conoce el gigantesco columpio de porche del parque Roosevelt? Está en Hebron, la sede del condado de Thayer, junto al río Little Blue. ` +
    `Una florería de la zona lleva las flores a las casas, las iglesias y las granjas del condado. ` +
    `Si las encarga antes de las ${CUTOFF} (${f.zona}), lo más seguro es que llegue el mismo día.`,

  Hemingford: (f) =>
    `${f.name} queda ${desde(f, "Alliance")}, la sede del condado de Box Butte. ` +
    `Una florería que atiende la región arregla las flores y las lleva hasta la puerta. ` +
    `Ojo con la hora: aquí rige la ${f.zona}, y el pedido hecho antes de las ${CUTOFF} normalmente llega ese mismo día.`,

  Henderson: (f) =>
    `En el condado de York, ${f.name} tiene a la sede, York, ${hasta(f, "York")}, y a Aurora ${hasta(f, "Aurora")}. ` +
    `Una florería cercana arma el arreglo y lo entrega en mano. ` +
    `Pídalo antes de las ${CUTOFF}, ${f.zona}, y casi siempre llega ese mismo día.`,

  Hershey: (f) =>
    `${f.nameZip} está a un paso de Sutherland, ${hasta(f, "Sutherland")}, y North Platte, la sede del condado de Lincoln, queda ${hasta(f, "North Platte")}. ` +
    `Una florería de los alrededores lleva las flores en mano a la casa, a la iglesia o a la funeraria. ` +
    `Si pide antes de las ${CUTOFF} (${f.zona}), por lo regular llega el mismo día.`,

  Hickman: (f) =>
    `${cap(desde(f, "Lincoln"))}, en el condado de Lancaster, Hickman es un pueblo de ${gente(f)}. ` +
    `Las florerías del área de la capital entregan en sus casas e iglesias. ` +
    `Con el pedido antes de las ${CUTOFF}, ${f.zona}, por lo general llega esa misma tarde.`,

  Holdrege: (f) =>
    `Pueblo agrícola fundado por colonos suecos, Holdrege es la sede del condado de Phelps y tiene un museo de la pradera y el hospital de la región, Phelps Memorial. ` +
    `Las florerías entregan en las casas, en el hospital y en las granjas del condado. ` +
    `Encargue antes de las ${CUTOFF} (${f.zona}) y suele llegar ese mismo día.`,

  Hooper: (f) =>
    `${f.name} y Scribner, ${hasta(f, "Scribner")}, son vecinos en el condado de Dodge, y Fremont, la sede, queda ${hasta(f, "Fremont")}. ` +
    `Una florería de por aquí hace el arreglo y lo lleva en mano a la casa o a la iglesia. ` +
    `Si encarga antes de las ${CUTOFF}, ${f.zona}, lo usual es que llegue ese día.`,

  Humboldt: (f) =>
    `${f.name} tiene a Table Rock ${hasta(f, "Table Rock")} y a Falls City, la sede del condado de Richardson, ${hasta(f, "Falls City")}. ` +
    `Una florería de la región arregla las flores y las entrega en mano. ` +
    `Encargadas antes de las ${CUTOFF}, ${f.zona}, en la mayoría de los casos llegan ese mismo día.`,

  Humphrey: (f) =>
    `${cap(desde(f, "Columbus"))}, la sede del condado de Platte, está ${f.name}; Madison queda ${hasta(f, "Madison")}. ` +
    `Una florería cercana lleva los arreglos a casas, iglesias y negocios del pueblo. ` +
    `Si el pedido entra antes de las ${CUTOFF}, ${f.zona}, normalmente llega ese día.`,

  Hyannis: (f) =>
    `${f.nameZip} es la sede del condado de Grant; Arthur queda ${hasta(f, "Arthur")} y Alliance, ${hasta(f, "Alliance")}. ` +
    `Una florería que atiende la región lleva las flores en mano. ` +
    `Se usa la ${f.zona}; pida antes de las ${CUTOFF}, hora local, para que salga cuanto antes.`,

  Imperial: (f) =>
    `En los campos de riego del suroeste de Nebraska, cerca de la presa Enders, Imperial es la sede del condado de Chase. ` +
    `Una florería que atiende el condado entrega en las casas, las granjas y el hospital. ` +
    `Imperial usa la ${f.zona}; lo que pida antes de las ${CUTOFF} casi siempre llega el mismo día.`,

  Juniata: (f) =>
    `${cap(desde(f, "Hastings"))}, la sede del condado de Adams, está ${f.name}. ` +
    `Una florería de los alrededores prepara el arreglo y lo entrega en mano, en la casa o en la iglesia. ` +
    `Con el pedido hecho antes de las ${CUTOFF} (${f.zona}), lo más probable es que llegue el mismo día.`,

  Kimball: (f) =>
    `Cerca del punto más alto de Nebraska, Panorama Point, está Kimball, la sede del condado de Kimball, en las Altas Llanuras. ` +
    `Una florería que atiende el condado lleva las flores a las casas y las granjas. ` +
    `El pueblo usa la ${f.zona}: si pide antes de las ${CUTOFF}, por lo regular llega ese mismo día.`,
};
