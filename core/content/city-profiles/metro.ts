import type { CityProfile } from "../types";

/** Fully written profiles for the Omaha and Lincoln metros. Facts only; no shop names, addresses or reviews. */
export const METRO_PROFILES: Record<string, CityProfile> = {
  Omaha: {
    communityType: "metro",
    geoCoordinates: { lat: 41.2565, lng: -95.9345 },
    landmarks: [
      "Henry Doorly Zoo and Aquarium",
      "the Old Market",
      "Joslyn Art Museum",
      "the Bob Kerrey Pedestrian Bridge",
      "Lauritzen Gardens",
      "The Durham Museum",
      "Charles Schwab Field",
      "the Gene Leahy Mall at The RiverFront",
    ],
    neighborhoods: ["Dundee", "Benson", "Blackstone", "Midtown Crossing", "Aksarben Village", "Florence", "Millard", "Elkhorn", "South Omaha", "North Downtown"],
    uniqueAngle:
      "Nebraska's largest city, where the Old Market's brick streets, the medical campuses and the western suburbs all expect flowers on the same afternoon.",
    seasonal: [
      "College World Series crowds at Charles Schwab Field every June",
      "Holiday Lights Festival downtown from late November",
      "May graduations at Creighton University and the University of Nebraska Omaha",
    ],
    productFocus: ["hospital-friendly arrangements", "corporate and office flowers", "wedding and event flowers", "sympathy pieces for funeral homes and churches"],
    serviceNotes: [
      "Same-day cut-off is 2 PM local (Central) time.",
      "Hospital deliveries need the patient's full name and room number.",
      "Downtown office towers usually receive at a front desk or mail room.",
    ],
    seoOverrides: {
      title: "Omaha Flower Delivery | Same Day Florists in Omaha, NE",
      description:
        "Same-day flower delivery across Omaha when you order by 2 PM. Local florists deliver to Dundee, Midtown, West Omaha, hospitals and offices.",
    },
    heroIntroOverride:
      "Send fresh flowers anywhere in {cityName}, from the Old Market and Dundee to Millard and Elkhorn. Order by 2 PM local time and a partner florist near the recipient can usually deliver the same day.",
    richContent: {
      heroContent: {
        customIntro:
          "From the brick streets of the Old Market to the cul-de-sacs of West Omaha, local florists hand-deliver bouquets across Nebraska's largest city. Order by 2 PM local time for same-day delivery to homes, offices, hospitals and campuses in {cityName}.",
        highlights: [
          "Same-day delivery when you order by 2 PM local time",
          "Deliveries to Nebraska Medicine, Methodist, CHI Health and Children's Nebraska campuses",
          "Creighton University and University of Nebraska Omaha students and staff",
          "Dundee, Benson, Midtown, Aksarben, Millard, Elkhorn and more",
        ],
      },
      whyChooseContent: {
        customParagraphs: [
          "Omaha is a big city that still behaves like a neighbourhood town: people send flowers for birthdays in Benson, new babies at the hospitals along Dodge Street and retirements in the downtown office towers. A florist based in the metro knows which buildings need a front-desk drop, which hospitals limit flowers in intensive care and how long the drive from Florence to Millard really takes at rush hour.",
          "The partner marketplace takes your order and passes it to a florist close to the recipient, who arranges the stems by hand and drives them over. Compare arrangements here, order before 2 PM local time, and your flowers can arrive in {cityName} the same afternoon.",
        ],
      },
    },
    whyChooseOverride: [
      "Local florists know {cityName}'s neighbourhoods, hospital entrances and office lobbies, so your bouquet reaches the right door the first time.",
      "Order through the partner marketplace before 2 PM local time for same-day delivery across the metro, with status updates along the way.",
    ],
    floristNetworkOverride: [
      "Our partners work with established {cityName} florists spread across the metro, from shops near the Old Market and Midtown to studios serving Millard and the western suburbs.",
      "Because the order goes to a florist near the recipient, a birthday bouquet for Dundee or a get-well arrangement for the medical centre does not spend hours in a van. It is arranged that day and hand-delivered.",
      "Browse arrangements here, compare prices in one place and check out with the partner, who handles payment, support and delivery.",
    ],
    categoriesOverride: [
      { title: "Same-Day Omaha Delivery", description: "Same-day delivery to homes, offices and hospitals across the metro, by a florist near the recipient.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Bright bouquets for birthdays from Benson to Millard, arranged the day they are delivered.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Standing sprays, wreaths and home arrangements delivered to Omaha funeral homes, churches and families.", icon: "", fragment: "" },
      { title: "Wedding & Event Flowers", description: "Centrepieces and bouquets for Omaha weddings, galas and corporate events; plan ahead for June.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "What is the same-day flower delivery cut-off in Omaha?",
        answer:
          "Order by 2 PM local (Central) time for same-day delivery in most of Omaha. Orders placed later are normally delivered the next day. Holidays such as Valentine's Day and Mother's Day fill up early, so order a day or two ahead then.",
      },
      {
        question: "Can flowers be delivered to Omaha hospitals?",
        answer:
          "Yes. Florists deliver to the city's hospitals, including the Nebraska Medicine campus, Methodist Hospital, CHI Health Bergan Mercy and Children's Nebraska. Give the patient's full name and room number, and check the unit's policy: intensive care and some cancer units do not accept fresh flowers.",
      },
      {
        question: "Do florists deliver to Creighton University and UNO?",
        answer:
          "Yes. Include the residence hall or building, the room number and the student's phone number. During move-in week and graduation weekends, campus deliveries go fastest when someone can meet the driver.",
      },
      {
        question: "Which Omaha neighborhoods get delivery?",
        answer:
          "The whole city, including Downtown, the Old Market, North Downtown, Midtown, Dundee, Benson, Aksarben Village, Florence, South Omaha, Millard and Elkhorn. Nearby Bellevue, Papillion, La Vista, Ralston and Gretna have their own pages.",
      },
      {
        question: "Can I send sympathy flowers to an Omaha funeral home?",
        answer:
          "Yes. Florists deliver standing sprays, wreaths and casket pieces to funeral homes and churches across the metro. Add the service time and the name of the deceased so the flowers arrive before visitation begins.",
      },
      {
        question: "Who actually delivers my order?",
        answer:
          "This site only refers you. The partner marketplace takes your order and a local Omaha florist near the recipient arranges and hand-delivers it. Questions about an order go to the partner's customer support.",
      },
    ],
    zipCodesTitleOverride: "Omaha ZIP Codes We Deliver To",
    zipCodesDescriptionOverride:
      "Every Omaha ZIP code is covered, from downtown and the Old Market to Millard and the far western subdivisions: every address in them is in the delivery area.",
    whyChooseTitleOverride: "Why Omaha Sends Flowers Through Local Florists",
  },

  Lincoln: {
    communityType: "capital",
    geoCoordinates: { lat: 40.8136, lng: -96.7026 },
    landmarks: [
      "the Nebraska State Capitol",
      "Memorial Stadium",
      "the Historic Haymarket",
      "Pinnacle Bank Arena",
      "Sunken Gardens",
      "the Lied Center for Performing Arts",
      "Sheldon Museum of Art",
      "Pioneers Park Nature Center",
    ],
    neighborhoods: ["Haymarket", "Downtown", "Near South", "Country Club", "College View", "Havelock", "University Place", "Bethany", "Piedmont", "Wilderness Hills"],
    uniqueAngle:
      "Nebraska's capital and a college town at once: bouquets go to legislators' offices under the Capitol tower on Monday and to residence halls on game-day Saturday.",
    seasonal: [
      "Husker football Saturdays at Memorial Stadium in the fall",
      "Commencement weekends at UNL, Nebraska Wesleyan and Union College",
      "Sunken Gardens in bloom through summer",
    ],
    productFocus: ["campus and residence-hall bouquets", "graduation flowers", "office flowers for downtown and the Capitol", "sympathy arrangements"],
    serviceNotes: [
      "Campus deliveries need the hall, room number and a phone number.",
      "Home football Saturdays slow traffic around the stadium and downtown.",
    ],
    seoOverrides: {
      title: "Lincoln Flower Delivery | Same Day Florists in Lincoln, NE",
      description:
        "Same-day flower delivery in Lincoln, NE. Local florists deliver to UNL, the Haymarket, downtown offices, hospitals and every neighborhood.",
    },
    heroIntroOverride:
      "Fresh flowers for Nebraska's capital city. Local florists deliver across {cityName}, from the Haymarket and the University of Nebraska–Lincoln campus to College View, Havelock and the new neighborhoods in the south and east, with same-day delivery when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} is a city of occasions: first days and graduations at UNL, Nebraska Wesleyan and Union College, new babies at Bryan Health and CHI Health St. Elizabeth, retirements in the offices around the Capitol. A florist who lives here knows how campus deliveries work and how to get around downtown on a game-day Saturday.",
      "We help you choose; the partner marketplace takes the order and a local florist arranges and hand-delivers it.",
    ],
    floristNetworkOverride: [
      "The partner networks we refer you to work with established {cityName} florists who deliver across the city every day, from downtown and the Haymarket to the neighborhoods along the edges of town.",
      "Orders go to a shop close to the recipient, so bouquets for a UNL residence hall, a room at Bryan East or a home in Piedmont are arranged fresh and delivered by hand rather than shipped in a box.",
      "Compare styles and prices here in one place, then order from the partner, who looks after payment, delivery and customer support.",
    ],
    categoriesOverride: [
      { title: "Same-Day Lincoln Delivery", description: "Same-day flowers anywhere in Lincoln, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday & Campus Flowers", description: "Birthday bouquets for students and families, delivered to residence halls and homes across the city.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Wreaths, sprays and home arrangements delivered to Lincoln funeral homes and churches.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Bouquets and centrepieces for Lincoln weddings, from the Haymarket to country venues nearby.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Can I send flowers to a University of Nebraska–Lincoln student?",
        answer:
          "Yes. Florists deliver to UNL's City and East campuses. Include the residence hall, room number and the student's phone number; the front desk or the student usually signs for the delivery.",
      },
      {
        question: "Is same-day delivery available in Lincoln?",
        answer:
          "Yes, in most of the city when you order before the local cut-off, often around 2 PM Central time. Orders placed later go out the next day, and holiday weeks fill up early.",
      },
      {
        question: "Do florists deliver to Lincoln hospitals?",
        answer:
          "Yes, including Bryan Health's East and West campuses, CHI Health St. Elizabeth and Madonna Rehabilitation Hospital. Give the patient's full name and room number and check whether the unit accepts fresh flowers.",
      },
      {
        question: "What about Husker game days?",
        answer:
          "Deliveries still run on home football Saturdays, but traffic near Memorial Stadium and downtown is heavy. Ordering for a Friday or a morning delivery is the safest choice.",
      },
      {
        question: "Who fills and delivers my order?",
        answer:
          "This site only refers you. The partner marketplace processes the order and passes it to a local Lincoln florist, who arranges and hand-delivers the flowers.",
      },
    ],
    serviceAreaTitleOverride: "Delivering Across Lincoln and Lancaster County",
    zipCodesDescriptionOverride: "Local florists cover every Lincoln ZIP code, from downtown and the UNL campuses to the newer neighborhoods on the city's edges.",
  },

  Bellevue: {
    communityType: "suburban",
    geoCoordinates: { lat: 41.1544, lng: -95.9146 },
    landmarks: ["Offutt Air Force Base", "Bellevue University", "Fontenelle Forest", "Haworth Park on the Missouri River", "the Sarpy County Museum"],
    neighborhoods: ["Olde Towne Bellevue", "Fort Crook Road corridor", "the Missouri River bluffs near Fontenelle Forest"],
    uniqueAngle:
      "One of Nebraska's oldest towns, home to Offutt Air Force Base, where military families often send and receive flowers across long distances.",
    seasonal: ["Spring wildflowers along the trails of Fontenelle Forest", "Change-of-command and retirement ceremonies on base", "Summer events at Haworth Park"],
    productFocus: ["military family deliveries", "welcome-home and farewell bouquets", "campus flowers for Bellevue University"],
    serviceNotes: [
      "Offutt AFB has controlled access: use an off-base address or confirm base delivery with the partner before ordering.",
      "Nebraska Medicine – Bellevue Medical Center accepts deliveries for patients by full name.",
    ],
    seoOverrides: {
      title: "Bellevue Flower Delivery | Same Day Florists in Bellevue, NE",
      description:
        "Flower delivery in Bellevue, NE from local florists: homes near Offutt AFB, Bellevue University, Olde Towne and the medical center. Same day before the cut-off.",
    },
    heroIntroOverride:
      "Send flowers to {cityName}, from Olde Towne and the river bluffs to the neighborhoods around Offutt Air Force Base. Local florists deliver the same day when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} has a lot of people far from family: airmen and their spouses at Offutt, students at Bellevue University, grandparents whose grandchildren were posted elsewhere. A bouquet from a local florist arrives fresh and personally, which matters more than usual when the sender is a thousand miles away.",
      "The partner marketplace takes the order and a florist from the south metro arranges and delivers it.",
    ],
    floristNetworkOverride: [
      "Our partners connect you with established florists who serve {cityName} alongside the rest of Sarpy County.",
      "Those florists know the city's layout, from the older streets of Olde Towne to the newer subdivisions to the south and west, and they deliver to homes, schools, churches and the medical center daily.",
      "You can compare arrangements and prices here, then place the order with the partner, who handles checkout, support and delivery.",
    ],
    categoriesOverride: [
      { title: "Same-Day Bellevue Delivery", description: "Same-day flowers anywhere in Bellevue, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Birthday bouquets for friends, spouses and service members' families across the city.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Sympathy flowers delivered to Bellevue funeral homes, churches and family homes.", icon: "", fragment: "" },
      { title: "Wedding & Ceremony Flowers", description: "Flowers for weddings, retirements and promotion ceremonies in and around Bellevue.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Can flowers be delivered on Offutt Air Force Base?",
        answer:
          "Base access is controlled, so many florists deliver only to off-base addresses or to a visitor centre. The simplest option is an off-base home or workplace address; otherwise confirm base delivery with the partner before you order.",
      },
      {
        question: "Is same-day delivery available in Bellevue?",
        answer:
          "Yes, for most addresses when you order before the local cut-off, often around 2 PM Central time. Later orders are delivered the next day.",
      },
      {
        question: "Do florists deliver to Bellevue University?",
        answer:
          "Yes. Give the building or office name and the recipient's phone number. Many Bellevue University students study online or work full time, so a home address can be the better choice.",
      },
      {
        question: "Can I send flowers to the hospital in Bellevue?",
        answer:
          "Yes. Florists deliver to Nebraska Medicine – Bellevue Medical Center. Include the patient's full name and room number if you have it.",
      },
      {
        question: "Do you deliver to Papillion, La Vista and south Omaha too?",
        answer:
          "Yes. The same florists usually serve all of Sarpy County and south Omaha; Papillion and La Vista have their own pages with local details.",
      },
      {
        question: "Who handles my order and delivery?",
        answer:
          "This site only refers you. The partner marketplace handles payment and support, and a local florist arranges and hand-delivers your flowers in {cityName}.",
      },
    ],
  },
};
