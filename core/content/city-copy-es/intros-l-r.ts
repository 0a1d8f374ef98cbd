import { desde, gente, hasta, type Intro } from "./intro-words";
import { cap, CUTOFF } from "./words";

/**
 * Hand-written Spanish intros, La Vista to Ravenna (issue 50, item 2); written as intros-a-c.ts
 * says: the town's English profile or directory row, miles from the data, the cut-off last.
 */
export const INTROS_L_R: Readonly<Record<string, Intro>> = {
  "La Vista": (f) =>
    `Pegada a Papillion y a Ralston, en la orilla suroeste de Omaha, La Vista es una ciudad del condado de Sarpy. ` +
    `Las florerías del área metropolitana entregan en sus casas, oficinas y escuelas, desde el parque Central hasta el distrito del centro de la ciudad. ` +
    `Si el pedido entra antes de las ${CUTOFF}, ${f.zona}, casi siempre llega esa misma tarde.`,

  Leigh: (f) =>
    `En el condado de Colfax, ${f.name} queda ${desde(f, "Schuyler")}, la sede, y Columbus está ${hasta(f, "Columbus")}. ` +
    `Una florería de por aquí arregla las flores y las entrega en mano en la casa o la iglesia. ` +
    `Si las encarga antes de las ${CUTOFF} (${f.zona}), lo normal es que lleguen ese mismo día.`,

  Louisville: (f) =>
    `A la orilla del Platte, en el condado de Cass, Louisville (código postal 68037) tiene al lado el parque estatal Platte River y el área recreativa estatal que lleva su nombre. ` +
    `Una florería de la zona entrega desde las casas del pueblo hasta las cabañas cerca del parque. ` +
    `Pedido antes de las ${CUTOFF} (${f.zona}), suele llegar ese mismo día.`,

  "Loup City": (f) =>
    `Sobre el río Middle Loup y a unas millas de la presa Sherman, Loup City es la sede del condado de Sherman. ` +
    `Una florería cercana lleva las flores a casas, iglesias y granjas del condado. ` +
    `Si encarga antes de las ${CUTOFF}, ${f.zona}, en la mayoría de los casos llega el mismo día.`,

  Lyons: (f) =>
    `${cap(desde(f, "Oakland"))}, en el condado de Burt, está ${f.name}. ` +
    `Tekamah, la sede del condado, queda ${hasta(f, "Tekamah")}, y una florería de los alrededores entrega en mano en el pueblo. ` +
    `Encargue antes de las ${CUTOFF}, ${f.zona}, y lo más seguro es que llegue hoy.`,

  Maxwell: (f) =>
    `Cerca de ${f.name}, en el valle del Platte, está el Cementerio Nacional Fort McPherson, donde descansan veteranos desde el ejército de la frontera hasta las guerras de hoy. ` +
    `Una florería de la zona de North Platte, que queda ${hasta(f, "North Platte")}, entrega en el pueblo y también lleva arreglos en memoria de un ser querido. ` +
    `Con el pedido antes de las ${CUTOFF} (${f.zona}), lo usual es que llegue ese mismo día.`,

  McCook: (f) =>
    `En McCook, la sede del condado de Red Willow en el valle del río Republican, vivió el senador George W. Norris, y ahí está la única casa de Nebraska diseñada por Frank Lloyd Wright. ` +
    `Las florerías entregan en las casas, en el hospital, en el colegio comunitario Mid-Plains y en las granjas del condado. ` +
    `Si hace el pedido antes de las ${CUTOFF}, ${f.zona}, normalmente llega ese mismo día.`,

  Merriman: (f) =>
    `${f.name} es un pueblito ganadero de las Sandhills, en el oeste del condado de Cherry, cerca del rancho de Eve Bowring, la primera mujer que representó a Nebraska en el Senado de Estados Unidos. ` +
    `Una florería que atiende la región entrega en los ranchos, y por esos caminos a veces hace falta un día más. ` +
    `Aquí rige la ${f.zona}; pida antes de las ${CUTOFF}, hora local, para que salga cuanto antes.`,

  Milford: (f) =>
    `Milford (código postal 68405), a la orilla del río Big Blue en el condado de Seward, tiene el campus Milford del Southeast Community College. ` +
    `Una florería de por aquí entrega en las casas y a los estudiantes del campus; Seward, la sede del condado, queda ${hasta(f, "Seward")}. ` +
    `Haga su pedido antes de las ${CUTOFF}, ${f.zona}, y por lo general llega ese día.`,

  Minatare: (f) =>
    `El único faro de Nebraska, hecho de piedra, está en el lago Minatare, cerca de ${f.name}, en el valle del río North Platte. ` +
    `Las florerías de la zona de Scottsbluff, ${hasta(f, "Scottsbluff")}, entregan en las casas, las iglesias y las granjas del valle. ` +
    `Se usa la ${f.zona}: si el pedido entra antes de las ${CUTOFF}, casi siempre llega el mismo día.`,

  Minden: (f) =>
    `Cada diciembre, miles de luces dibujan el juzgado del condado de Kearney en Minden, la Ciudad de la Navidad de Nebraska, que además tiene el museo Harold Warp Pioneer Village. ` +
    `Una florería de la zona entrega arreglos de temporada y de todos los días en las casas de todo el condado. ` +
    `Pida antes de las ${CUTOFF}, ${f.zona}, y por lo regular llega el mismo día.`,

  Mitchell: (f) =>
    `En la zona de Scottsbluff, que queda ${hasta(f, "Scottsbluff")}, Mitchell es un pueblo de ${gente(f)} del condado de Scotts Bluff. ` +
    `Morrill queda ${hasta(f, "Morrill")}, y una florería cercana lleva las flores en mano. ` +
    `Aquí rige la ${f.zona}: el pedido hecho antes de las ${CUTOFF}, hora local, suele llegar ese día.`,

  Morrill: (f) =>
    `${f.name} queda ${desde(f, "Mitchell")}; Gering, la sede del condado de Scotts Bluff, está ${hasta(f, "Gering")}. ` +
    `Una florería de los alrededores arregla las flores y las lleva hasta la casa o la iglesia. ` +
    `El pueblo usa la ${f.zona}; con el pedido antes de las ${CUTOFF}, lo más probable es que llegue el mismo día.`,

  Mullen: (f) =>
    `En lo más hondo de las Sandhills, Mullen es la sede del condado de Hooker, y entre golfistas es conocido por los campos de golf en las dunas cercanas. ` +
    `Una florería que atiende el condado entrega en las casas y en los ranchos; por esos caminos puede tardar más. ` +
    `El pueblo está en la ${f.zona}: pida antes de las ${CUTOFF}, hora local, para que salga cuanto antes.`,

  "Nebraska City": (f) =>
    `En Nebraska City (código postal 68410) nació el Día del Árbol de Estados Unidos: lo creó J. Sterling Morton en 1872, y hoy la llaman la capital de la manzana, con huertos sobre las lomas del río Missouri y el festival AppleJack cada septiembre. ` +
    `Una florería de por aquí entrega ramos en las casas de todo el condado de Otoe. ` +
    `Pedido antes de las ${CUTOFF} (${f.zona}), en la mayoría de los casos llega el mismo día.`,

  Neligh: (f) =>
    `A la orilla del río Elkhorn, Neligh, la sede del condado de Antelope, conserva un molino de harina de la década de 1870 con su maquinaria original. ` +
    `Una florería de la zona entrega en las casas, las iglesias y las granjas del condado. ` +
    `Con el pedido antes de las ${CUTOFF}, ${f.zona}, normalmente llega ese mismo día.`,

  Nelson: (f) =>
    `${f.name} es la sede del condado de Nuckolls; Superior queda ${hasta(f, "Superior")} y Hastings, ${hasta(f, "Hastings")}. ` +
    `Una florería cercana lleva las flores en mano a la casa, la iglesia o la funeraria. ` +
    `Si pide antes de las ${CUTOFF}, ${f.zona}, casi siempre llega ese día.`,

  "Newman Grove": (f) =>
    `${f.name}, en el condado de Madison, tiene a Albion ${hasta(f, "Albion")} y a Norfolk ${hasta(f, "Norfolk")}. ` +
    `Una florería de los alrededores hace el arreglo y lo entrega en mano en el pueblo. ` +
    `Lo que pida antes de las ${CUTOFF} (${f.zona}) por lo regular llega el mismo día.`,

  "North Bend": (f) =>
    `Entre Schuyler, ${hasta(f, "Schuyler")}, y Fremont, la sede del condado de Dodge, ${hasta(f, "Fremont")}, está North Bend, un pueblo de ${gente(f)}. ` +
    `Una florería de por aquí lleva las flores a casas, iglesias y negocios. ` +
    `Si el pedido entra antes de las ${CUTOFF} (${f.zona}), lo normal es que llegue hoy.`,

  "North Platte": (f) =>
    `Donde se juntan los ríos North Platte y South Platte creció North Platte, ciudad del ferrocarril: aquí están Bailey Yard, el patio de trenes de Union Pacific con su torre Golden Spike, y el rancho de Buffalo Bill, y aquí nació la historia de la North Platte Canteen de la Segunda Guerra Mundial. ` +
    `Es la ciudad más grande en muchas millas a la redonda, y sus florerías atienden a familias del ferrocarril, a rancheros que vienen de las Sandhills y a estudiantes de Mid-Plains, con entregas a casas, iglesias, oficinas y al hospital Great Plains Health. ` +
    `Pida antes de las ${CUTOFF} (${f.zona}) y suele llegar ese mismo día.`,

  "O'Neill": (f) =>
    `Un trébol gigante pintado en el cruce de la US-20 y la US-281 le avisa que llegó a O'Neill, la capital irlandesa de Nebraska, fundada por el general irlandés John O'Neill. ` +
    `Es la sede del condado de Holt, celebra el Día de San Patricio cada marzo, y una florería de la zona entrega en todo el condado. ` +
    `Con el pedido hecho antes de las ${CUTOFF}, ${f.zona}, en la mayoría de los casos llega el mismo día.`,

  Oakland: (f) =>
    `La capital sueca de Nebraska es Oakland (código postal 68045), un pueblo del condado de Burt que celebra su herencia escandinava y tiene un centro del patrimonio sueco. ` +
    `Una florería cercana entrega en todo el condado; Tekamah, la sede, queda ${hasta(f, "Tekamah")}. ` +
    `Encargue antes de las ${CUTOFF} (${f.zona}) y lo más seguro es que llegue ese día.`,

  Ogallala: (f) =>
    `Ogallala fue pueblo de arreos de ganado, con su Front Street y su Boot Hill, y hoy es la sede del condado de Keith y la entrada al lago McConaughy, el más grande de Nebraska. ` +
    `Una florería de los alrededores entrega en las casas del pueblo y en las cabañas del lago. ` +
    `Aquí se usa la ${f.zona}: si el pedido entra antes de las ${CUTOFF}, normalmente llega el mismo día.`,

  Ord: (f) =>
    `Ord, sede del condado de Valley, está a la orilla del río North Loup y cerca de Fort Hartsuff, un puesto militar de la frontera ya restaurado. ` +
    `Una florería de por aquí lleva las flores a las casas, las iglesias y las granjas del condado. ` +
    `Si encarga antes de las ${CUTOFF}, ${f.zona}, lo usual es que llegue ese mismo día.`,

  Osceola: (f) =>
    `Osceola y Stromsburg, ${hasta(f, "Stromsburg")}, son vecinos; Osceola es la sede del condado de Polk y un pueblo de ${gente(f)}. ` +
    `Una florería de la zona entrega en las casas e iglesias, y Columbus queda ${hasta(f, "Columbus")}. ` +
    `Pida antes de las ${CUTOFF} (${f.zona}) y casi siempre llega ese día.`,

  Oshkosh: (f) =>
    `Al sur de los lagos de las Sandhills del refugio Crescent Lake, a la orilla del río North Platte, Oshkosh es la sede del condado de Garden. ` +
    `Una florería que atiende el condado entrega en las casas y en los ranchos. ` +
    `Oshkosh usa la ${f.zona}; con el pedido antes de las ${CUTOFF}, hora local, por lo regular llega ese día.`,

  Osmond: (f) =>
    `${f.name} está en el condado de Pierce; la sede, el pueblo del mismo nombre, queda ${hasta(f, "Pierce")}, y Norfolk, ${hasta(f, "Norfolk")}. ` +
    `Una florería cercana arma los arreglos y los lleva en mano. ` +
    `Pedido antes de las ${CUTOFF}, ${f.zona}, suele llegar ese día.`,

  Overton: (f) =>
    `${cap(desde(f, "Lexington"))}, la sede del condado de Dawson, está ${f.name}. ` +
    `Elm Creek queda ${hasta(f, "Elm Creek")}, y una florería de los alrededores lleva las flores en mano, sea para un cumpleaños, una boda o un velorio. ` +
    `Pídalas antes de las ${CUTOFF} (${f.zona}) y en la mayoría de los casos llegan ese mismo día.`,

  Oxford: (f) =>
    `${f.nameZip} queda en el condado de Furnas, con Beaver City, la sede, ${hasta(f, "Beaver City")} y Holdrege ${hasta(f, "Holdrege")}. ` +
    `Una florería de por aquí arregla las flores y las entrega en mano. ` +
    `Si encarga antes de las ${CUTOFF} (${f.zona}), normalmente llega ese mismo día.`,

  Papillion: (f) =>
    `Papillion, la sede del condado de Sarpy, es una de las ciudades que más crecen en el área de Omaha, con un centro viejo y chiquito y colonias nuevas para todos lados. ` +
    `Con tantas familias jóvenes, las florerías entregan muchos ramos de cumpleaños, flores para recién nacidos y detalles para maestros, además de arreglos para los enfermos del hospital CHI Health Midlands. ` +
    `Si pide antes de las ${CUTOFF}, ${f.zona}, casi siempre llega ese mismo día.`,

  "Pawnee City": (f) =>
    `Sede del condado de Pawnee, Pawnee City es un pueblo de ${gente(f)} en el sureste de Nebraska. ` +
    `Table Rock queda ${hasta(f, "Table Rock")} y Beatrice, ${hasta(f, "Beatrice")}; una florería de la región entrega en mano. ` +
    `Con el pedido antes de las ${CUTOFF} (${f.zona}), por lo regular llega ese mismo día.`,

  Paxton: (f) =>
    `${f.name}, en el condado de Keith, usa la ${f.zona}, igual que Ogallala, la sede, ${hasta(f, "Ogallala")}; Sutherland, ${hasta(f, "Sutherland")}, ya está en la ${f.otraZona}. ` +
    `Una florería cercana entrega en mano en el pueblo. ` +
    `Pida antes de las ${CUTOFF}, hora local, y suele llegar ese día.`,

  Pender: (f) =>
    `Dentro de los límites de la Reserva Omaha, como lo confirmó la Corte Suprema de Estados Unidos en 2016, está Pender, pueblo agrícola y sede del condado de Thurston. ` +
    `Una florería de los alrededores entrega en las casas, las iglesias y las granjas del condado. ` +
    `Haga su pedido antes de las ${CUTOFF}, ${f.zona}, y por lo general llega ese mismo día.`,

  Peru: (f) =>
    `En las lomas sobre el río Missouri, ${f.name} tiene a Peru State College, fundado en 1867 como la primera universidad de Nebraska. ` +
    `Una florería de por aquí entrega a los estudiantes y al personal de la universidad y en las casas del pueblo; Auburn, la sede del condado de Nemaha, queda ${hasta(f, "Auburn")}. ` +
    `Con el pedido hecho antes de las ${CUTOFF}, ${f.zona}, por lo general llega ese mismo día.`,

  Pierce: (f) =>
    `Pierce, la sede del condado del mismo nombre, es un pueblo de ${gente(f)}; Norfolk queda ${hasta(f, "Norfolk")}. ` +
    `Una florería de la zona entrega en las casas, las iglesias y los negocios del pueblo. ` +
    `Si el pedido llega antes de las ${CUTOFF}, ${f.zona}, lo normal es que se entregue ese día.`,

  Plainview: (f) =>
    `En el noreste de Nebraska, Plainview (código postal 68769) es un pueblo de ${gente(f)} del condado de Pierce. ` +
    `La sede, Pierce, queda ${hasta(f, "Pierce")}, y Creighton, ${hasta(f, "Creighton")}; una florería cercana lleva las flores en mano. ` +
    `Encargue antes de las ${CUTOFF}, ${f.zona}, y en la mayoría de los casos llega ese día.`,

  Plattsmouth: (f) =>
    `Cerca de donde el Platte desemboca en el Missouri, Plattsmouth es la sede del condado de Cass, con su calle principal de ladrillo. ` +
    `Una florería de los alrededores lleva las flores a las casas, las iglesias y los negocios a lo largo del río. ` +
    `Con el pedido antes de las ${CUTOFF} (${f.zona}), lo más probable es que llegue esa misma tarde.`,

  Pleasanton: (f) =>
    `${cap(desde(f, "Kearney"))}, en el condado de Buffalo, está ${f.name}; Ravenna queda ${hasta(f, "Ravenna")}. ` +
    `Una florería de por aquí hace el arreglo y lo lleva en mano a la casa o a la iglesia. ` +
    `Si lo encarga antes de las ${CUTOFF}, ${f.zona}, normalmente llega el mismo día.`,

  Ponca: (f) =>
    `Ponca está al lado del parque estatal Ponca, sobre el tramo del río Missouri que todavía corre libre. ` +
    `Es la sede del condado de Dixon, y una florería de la zona entrega en las casas, las iglesias y las cabañas cerca del parque. ` +
    `Con que pida antes de las ${CUTOFF} (${f.zona}), lo normal es que llegue el mismo día.`,

  Ralston: (f) =>
    `Rodeada por Omaha, Ralston es conocida en toda el área por su desfile del 4 de julio (Día de la Independencia de EE. UU.). ` +
    `Las florerías del área entregan en casas, negocios y salones de eventos, como la arena Liberty First Credit Union. ` +
    `Con el pedido hecho antes de las ${CUTOFF}, ${f.zona}, casi siempre llega esa misma tarde.`,

  Randolph: (f) =>
    `${f.name} está en el condado de Cedar; Wayne queda ${hasta(f, "Wayne")}, y la sede, Hartington, ${hasta(f, "Hartington")}. ` +
    `Una florería cercana lleva el arreglo en mano a la casa o a la iglesia. ` +
    `Con el pedido hecho antes de las ${CUTOFF} (${f.zona}), lo más seguro es que llegue ese día.`,

  Ravenna: (f) =>
    `En el condado de Buffalo, Ravenna (código postal 68869) es un pueblo de ${gente(f)}, y la sede, Kearney, queda ${hasta(f, "Kearney")}. ` +
    `Una florería de los alrededores entrega en casas, iglesias y negocios del pueblo. ` +
    `Pedido antes de las ${CUTOFF} (${f.zona}), casi siempre llega el mismo día.`,
};
