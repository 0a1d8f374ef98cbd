import { gente, hasta, sede, type Intro } from "./intro-words";
import { CUTOFF } from "./words";

/**
 * Hand-written Spanish intros, Ainsworth to Culbertson (issue 50, item 2). What each says of
 * the town comes from its English profile (core/content/city-profiles/) where it has one, else
 * from its directory row: county and seat, ZIP (`f.nameZip` says a post office's ZIP as the
 * post office's), head count, region and the towns around, whose miles come from the data
 * (intro-words.ts). Each closes with the same-day cut-off in the town's own time zone.
 */
export const INTROS_A_C: Readonly<Record<string, Intro>> = {
  Ainsworth: (f) =>
    `Ainsworth (código postal 69210) es la sede del condado de Brown, un pueblo de ${gente(f)} en el centro de Nebraska. ` +
    `Valentine queda ${hasta(f, "Valentine")}, y aquí una florería de la región arma el arreglo y lo entrega en mano. ` +
    `Pida antes de las ${CUTOFF} (${f.zona}) y lo normal es que llegue ese mismo día.`,

  Albion: (f) =>
    `Albion, sede del condado de Boone, es un pueblo de ${gente(f)} en el centro de Nebraska; Columbus queda ${hasta(f, "Columbus")} y Norfolk, ${hasta(f, "Norfolk")}. ` +
    `Una florería cercana entrega en las casas, las iglesias y los negocios de todo el pueblo. ` +
    `Con el pedido antes de las ${CUTOFF}, ${f.zona}, casi siempre llega el mismo día.`,

  Alliance: (f) =>
    `¿Ha oído hablar de Carhenge? Es la réplica de Stonehenge hecha con carros antiguos, y está en Alliance, un pueblo ferrocarrilero y sede del condado de Box Butte. ` +
    `Las florerías de aquí entregan en las casas, en el hospital y en los negocios del pueblo. ` +
    `Alliance usa la ${f.zona}: si pide antes de las ${CUTOFF}, hora local, por lo regular llega ese día.`,

  Alma: (f) =>
    `Alma, la sede del condado de Harlan, está a la orilla del lago Harlan County, uno de los lagos más grandes de Nebraska, cerca del río Republican. ` +
    `Las florerías de la zona entregan en las casas del pueblo, en las cabañas del lago y en las granjas de alrededor. ` +
    `Si el pedido entra antes de las ${CUTOFF} (${f.zona}), por lo general llega hoy mismo.`,

  Ansley: (f) =>
    `${f.name} es un pueblo del condado de Custer; la sede, Broken Bow, queda ${hasta(f, "Broken Bow")}. ` +
    `Una florería que atiende el condado arma el arreglo y lo lleva hasta la puerta, sea una casa, la iglesia o la funeraria. ` +
    `Haga su pedido antes de las ${CUTOFF}, ${f.zona}, y suele llegar ese mismo día.`,

  Arapahoe: (f) =>
    `${f.name} está en el condado de Furnas, con la sede, Beaver City, ${hasta(f, "Beaver City")}, y Holdrege, ${hasta(f, "Holdrege")}. ` +
    `Aquí una florería de los alrededores lleva las flores en mano a la casa o a la iglesia. ` +
    `Pedido antes de las ${CUTOFF} (${f.zona}), lo más seguro es que llegue hoy.`,

  Arcadia: (f) =>
    `${f.name} es un pueblo del condado de Valley; Ord, la sede, queda ${hasta(f, "Ord")}, y Loup City, ${hasta(f, "Loup City")}. ` +
    `Los pedidos para Arcadia los prepara una florería de por aquí y los lleva en mano. ` +
    `Si hace el pedido antes de las ${CUTOFF}, ${f.zona}, casi siempre se entregan el mismo día.`,

  Arlington: (f) =>
    `Arlington queda en el condado de Washington, con Fremont ${hasta(f, "Fremont")} y Blair, la sede del condado, ${hasta(f, "Blair")}. ` +
    `Es un pueblo de ${gente(f)}, y una florería de la zona entrega en sus casas, iglesias y negocios. ` +
    `Si encarga antes de las ${CUTOFF} (${f.zona}), por lo general llega ese mismo día.`,

  Arthur: (f) =>
    `${f.nameZip} es la sede del condado de Arthur, uno de los menos poblados de todo el país, y tiene una iglesia de 1928 construida con pacas de paja. ` +
    `Alrededor todo es pastizal de las Sandhills, las colinas de arena, y una florería que atiende el condado lleva las flores a las casas y a los ranchos; a los más apartados la entrega puede tardar más. ` +
    `El pueblo usa la ${f.zona}: pida antes de las ${CUTOFF}, hora local, para que salga cuanto antes.`,

  Ashland: (f) =>
    `Entre Omaha y Lincoln, junto al río Platte, Ashland es un pueblo del condado de Saunders rodeado de lugares de paseo muy conocidos: el parque estatal Mahoney, el museo aeroespacial del Comando Aéreo Estratégico y el parque safari Lee G. Simmons. ` +
    `Una florería cercana entrega en las casas del pueblo y también a quienes se hospedan en el parque Mahoney. ` +
    `Con el pedido antes de las ${CUTOFF} (${f.zona}), en la mayoría de los casos llega el mismo día.`,

  Atkinson: (f) =>
    `En el condado de Holt, en el noreste de Nebraska, Atkinson es un pueblo de ${gente(f)}. ` +
    `O'Neill, la sede del condado, queda ${hasta(f, "O'Neill")}, y Stuart, ${hasta(f, "Stuart")}; una florería cercana entrega en mano en el pueblo y sus alrededores. ` +
    `Haga el pedido antes de las ${CUTOFF}, ${f.zona}, y lo usual es que llegue ese día.`,

  Auburn: (f) =>
    `Auburn, sede del condado de Nemaha, está entre las lomas que miran al río Missouri, en la esquina sureste de Nebraska. ` +
    `Flores de cumpleaños, para un enfermo o para un funeral: una florería de por aquí las arregla y las lleva a cualquier casa del condado. ` +
    `Pida antes de las ${CUTOFF} (${f.zona}) y casi siempre se entregan el mismo día.`,

  Aurora: (f) =>
    `Aurora, la sede del condado de Hamilton, es el pueblo natal de Harold "Doc" Edgerton, el pionero de la fotografía estroboscópica, y su centro de ciencias lleva su nombre. ` +
    `Las florerías de la zona entregan en las casas alrededor de la plaza del juzgado, en las iglesias y en las granjas del condado. ` +
    `Si pide antes de las ${CUTOFF}, ${f.zona}, el ramo suele llegar ese mismo día.`,

  Bassett: (f) =>
    `${f.name} es la sede del condado de Rock; Ainsworth queda ${hasta(f, "Ainsworth")}. ` +
    `Una florería que atiende la zona arma el arreglo y lo lleva a la casa, a la iglesia o a la funeraria. ` +
    `Con el pedido antes de las ${CUTOFF} (${f.zona}), lo más probable es que llegue el mismo día.`,

  "Battle Creek": (f) =>
    `Battle Creek es un pueblo de ${gente(f)} en el condado de Madison, con Norfolk ${hasta(f, "Norfolk")}. ` +
    `Una florería cercana lleva los arreglos a las casas y a las iglesias del pueblo. ` +
    `Encargue antes de las ${CUTOFF}, ${f.zona}, y normalmente llega el mismo día.`,

  Bayard: (f) =>
    `A unas cuantas millas de Chimney Rock, el hito más conocido de la Ruta de Oregón, está Bayard (código postal 69334), en el valle del río North Platte. ` +
    `Una florería de la zona lleva las flores a las casas y granjas del condado de Morrill. ` +
    `Aquí rige la ${f.zona}: pida antes de las ${CUTOFF} y casi siempre llega ese día.`,

  Beatrice: (f) =>
    `Beatrice, la sede del condado de Gage a la orilla del río Big Blue, tiene junto a la ciudad el Parque Histórico Nacional Homestead, donde se registró uno de los primeros terrenos de la Ley Homestead de 1862. ` +
    `Las florerías entregan en las casas, en el hospital Beatrice Community, en las iglesias y en las granjas del condado, que las mismas familias trabajan desde hace generaciones. ` +
    `Dentro de la ciudad, lo que se pide antes de las ${CUTOFF} (${f.zona}) por lo regular llega ese mismo día.`,

  "Beaver City": (f) =>
    `Sede del condado de Furnas, ${f.name} tiene cerca a Arapahoe, ${hasta(f, "Arapahoe")}, y a Oxford, ${hasta(f, "Oxford")}. ` +
    `Una florería cercana arregla las flores y las entrega en mano en la casa, la iglesia o la funeraria. ` +
    `Pídalas antes de las ${CUTOFF}, ${f.zona}, y por lo general llegan ese día.`,

  Benkelman: (f) =>
    `Benkelman es la sede del condado de Dundy, en el oeste de Nebraska: un pueblo de ${gente(f)}. ` +
    `Imperial queda ${hasta(f, "Imperial")} y McCook, ${hasta(f, "McCook")}; una florería que atiende la zona lleva los arreglos hasta la puerta. ` +
    `Aquí se usa la ${f.zona}; con el pedido antes de las ${CUTOFF}, suele llegar ese mismo día.`,

  Bennington: (f) =>
    `Dentro del área metropolitana de Omaha, Bennington es un pueblo de ${gente(f)} en el condado de Douglas, con Elkhorn ${hasta(f, "Elkhorn")}. ` +
    `Las florerías del área entregan en las casas y los negocios del pueblo. ` +
    `Si encarga antes de las ${CUTOFF} (${f.zona}), casi siempre llega esa misma tarde.`,

  Bertrand: (f) =>
    `${f.name} está en el condado de Phelps, entre Lexington, ${hasta(f, "Lexington")}, y Holdrege, la sede del condado, ${hasta(f, "Holdrege")}. ` +
    `Una florería de los alrededores arregla el ramo y lo lleva hasta la puerta de la casa o de la iglesia. ` +
    `Basta con pedir antes de las ${CUTOFF}, ${f.zona}: lo normal es que llegue hoy mismo.`,

  Blair: (f) =>
    `Blair, la sede del condado de Washington, está sobre las lomas que miran al valle del río Missouri, a un rato en carro al norte de Omaha y cerca del refugio de vida silvestre DeSoto. ` +
    `Mucha gente va y viene a trabajar a la ciudad grande, pero el pueblo conserva su propio ritmo, y las florerías entregan en los barrios viejos del centro, en el hospital Memorial Community y en las casas de campo camino al río. ` +
    `Con el pedido hecho antes de las ${CUTOFF} (${f.zona}), por lo general llega el mismo día.`,

  "Blue Hill": (f) =>
    `${f.name}, en el condado de Webster, queda entre Hastings, ${hasta(f, "Hastings")}, y Red Cloud, la sede del condado, ${hasta(f, "Red Cloud")}. ` +
    `Una florería de por aquí lleva las flores en mano a la casa, a la iglesia o a donde sea el velorio. ` +
    `Si pide antes de las ${CUTOFF} (${f.zona}), casi siempre se entregan ese mismo día.`,

  "Boys Town": (f) =>
    `${f.nameZip} nació en 1917 como el hogar para muchachos que fundó el padre Edward Flanagan, y hoy es una organización nacional que cuida a niños y jóvenes, con su propio campus en el oeste de Omaha. ` +
    `Las florerías del área metropolitana entregan en las casas del campus, en las oficinas y a quienes vienen de visita. ` +
    `Con el pedido hecho antes de las ${CUTOFF}, ${f.zona}, en la mayoría de los casos llega el mismo día.`,

  Bridgeport: (f) =>
    `Justo al norte de las rocas Courthouse y Jail, Bridgeport es la sede del condado de Morrill, a la orilla del río North Platte. ` +
    `Una florería de la zona entrega en las casas, las iglesias y las granjas del condado. ` +
    `Ojo, que aquí se usa la ${f.zona}: con el pedido antes de las ${CUTOFF}, lo más seguro es que llegue hoy.`,

  "Broken Bow": (f) =>
    `Broken Bow es un pueblo ganadero en el borde de las Sandhills y la sede del condado de Custer, con su vida alrededor de la plaza del centro. ` +
    `Una florería cercana entrega en las casas, las iglesias y los ranchos del condado. ` +
    `Si el pedido entra antes de las ${CUTOFF} (${f.zona}), casi siempre sale ese mismo día.`,

  Burwell: (f) =>
    `Desde los años veinte, Burwell es donde se hace el Big Rodeo de Nebraska; es también la sede del condado de Garfield y la puerta de entrada a la presa Calamus. ` +
    `Una florería de por aquí lleva las flores a las casas del pueblo y a los ranchos de alrededor. ` +
    `Si el pedido entra antes de las ${CUTOFF}, ${f.zona}, casi siempre alcanza a salir ese día.`,

  Cairo: (f) =>
    `${f.name} es un pueblo del condado de Hall; Grand Island, la sede y la ciudad grande de la zona, queda ${hasta(f, "Grand Island")}. ` +
    `Una florería de por aquí arma el ramo y lo lleva en mano a la casa o a la iglesia. ` +
    `Haga su pedido antes de las ${CUTOFF} (${f.zona}) y normalmente llega ese mismo día.`,

  Callaway: (f) =>
    `En el condado de Custer, ${f.name} tiene a Broken Bow, la sede, ${hasta(f, "Broken Bow")}, y a Gothenburg ${hasta(f, "Gothenburg")}. ` +
    `Las flores las prepara una florería que atiende la zona y las entrega en mano. ` +
    `Pídalas antes de las ${CUTOFF}, ${f.zona}, y normalmente llegan el mismo día.`,

  Cambridge: (f) =>
    `Cambridge es un pueblo de ${gente(f)} en el condado de Furnas, con McCook ${hasta(f, "McCook")} y Arapahoe ${hasta(f, "Arapahoe")}. ` +
    `Una florería de la región entrega en las casas, las iglesias y los negocios del pueblo. ` +
    `Con el pedido hecho antes de las ${CUTOFF} (${f.zona}), lo usual es que llegue hoy.`,

  Campbell: (f) =>
    `${f.nameZip} es un pueblito del noreste del condado de Franklin, cerca del río Little Blue, fundado en la década de 1870 por familias francocanadienses, noruegas y alemanas venidas de Rusia. ` +
    `Hoy una florería cercana entrega en sus casas, en sus iglesias y en las granjas de alrededor. ` +
    `Pida antes de las ${CUTOFF}, ${f.zona}, y casi siempre llega el mismo día.`,

  "Central City": (f) =>
    `Central City, la sede del condado de Merrick junto al río Platte, nació con el nombre de Lone Tree, junto a la Ruta Mormona. ` +
    `Una florería de los alrededores lleva las flores a las casas, las iglesias y las granjas del condado. ` +
    `Si encarga antes de las ${CUTOFF} (${f.zona}), lo más probable es que llegue ese mismo día.`,

  Ceresco: (f) =>
    `${f.name} queda en el condado de Saunders, entre Wahoo, la sede, ${hasta(f, "Wahoo")}, y Lincoln, ${hasta(f, "Lincoln")}. ` +
    `Una florería cercana arregla las flores y las lleva en mano. ` +
    `Si pide antes de las ${CUTOFF}, ${f.zona}, por lo regular llegan ese día.`,

  Chadron: (f) =>
    `En la región de Pine Ridge, Chadron es la sede del condado de Dawes y un pueblo universitario: aquí está Chadron State College, y cerca, el primer parque estatal de Nebraska. ` +
    `Las florerías entregan en las casas, en el hospital y a los estudiantes de la universidad. ` +
    `Chadron está en la ${f.zona}; si pide antes de las ${CUTOFF}, por lo general llega el mismo día.`,

  Chappell: (f) =>
    `En Chappell, la sede del condado de Deuel en el valle del arroyo Lodgepole, empezó Cabela's en 1961: un negocio de ventas por correo armado en la mesa de una cocina. ` +
    `Una florería que atiende el condado lleva las flores a las casas, las iglesias y las granjas. ` +
    `El arreglo pedido antes de las ${CUTOFF}, ${f.zona}, suele llegar ese mismo día.`,

  Clarkson: (f) =>
    `${f.name} es un pueblo del condado de Colfax; Leigh queda ${hasta(f, "Leigh")}, y Schuyler, la sede, ${hasta(f, "Schuyler")}. ` +
    `Una florería de por aquí arma el arreglo y lo entrega en mano, sea para un cumpleaños o para un velorio. ` +
    `Pedido antes de las ${CUTOFF} (${f.zona}), casi siempre llega hoy.`,

  "Clay Center": (f) =>
    `Clay Center es la sede del condado de Clay, y al norte, entre los campos de cultivo, está el centro federal de investigación de ganado para carne. ` +
    `Una florería de la zona entrega en casas, granjas y oficinas de todo el condado. ` +
    `Encargue antes de las ${CUTOFF}, ${f.zona}, y lo normal es que llegue el mismo día.`,

  Cody: (f) =>
    `${f.name} es un pueblo del condado de Cherry que usa la ${f.zona}; Valentine, la sede del condado, queda ${hasta(f, "Valentine")}. ` +
    `Las flores las lleva en mano una florería que atiende la región, hasta la casa o la iglesia. ` +
    `Pida antes de las ${CUTOFF}, hora local, y casi siempre se entregan ese día.`,

  Crawford: (f) =>
    `${f.nameZip} está en Pine Ridge, junto a Fort Robinson, el fuerte de la frontera que hoy es parque estatal, y cerca de las formaciones de roca del parque geológico Toadstool. ` +
    `Una florería que atiende el condado de Dawes entrega en las casas y en los ranchos. ` +
    `Se usa la ${f.zona}: pida antes de las ${CUTOFF}, hora local, y en la mayoría de los casos llega el mismo día.`,

  Creighton: (f) =>
    `Creighton, un pueblo de ${gente(f)}, está en el condado de Knox, con la sede, Center, ${sede(f)}. ` +
    `Plainview queda ${hasta(f, "Plainview")}, y una florería cercana lleva las flores en mano a las casas y las iglesias. ` +
    `Si el pedido entra antes de las ${CUTOFF} (${f.zona}), normalmente llega el mismo día.`,

  Crofton: (f) =>
    `A unas millas del lago Lewis y Clark y de la presa Gavins Point, sobre el río Missouri, ${f.name} es un pueblo del condado de Knox. ` +
    `Una florería de los alrededores entrega en las casas, en las iglesias y en las cabañas del lago. ` +
    `Con el pedido antes de las ${CUTOFF}, ${f.zona}, lo más seguro es que llegue ese mismo día.`,

  Culbertson: (f) =>
    `${f.name} queda entre Trenton, la sede del condado de Hitchcock, ${hasta(f, "Trenton")}, y McCook, ${hasta(f, "McCook")}. ` +
    `Una florería de por aquí arregla las flores y las lleva a la casa, a la iglesia o al velorio. ` +
    `Pedidas antes de las ${CUTOFF} (${f.zona}), casi siempre llegan el mismo día.`,
};
