import type { CityProfile } from "../types";

/** Fully written profiles for central Nebraska's hubs. Facts only; no shop names, addresses or reviews. */
export const CENTRAL_HUB_PROFILES: Record<string, CityProfile> = {
  Kearney: {
    communityType: "college",
    geoCoordinates: { lat: 40.6993, lng: -99.0832 },
    landmarks: [
      "the University of Nebraska at Kearney",
      "the Great Platte River Road Archway",
      "the Museum of Nebraska Art",
      "Fort Kearny State Historical Park",
      "Yanney Heritage Park",
      "Cottonmill Park",
    ],
    neighborhoods: ["Downtown", "the UNK campus area", "north Kearney", "the Yanney Park area"],
    uniqueAngle:
      "A college town on the Platte River and I-80, home to UNK and the spring sandhill crane migration that brings visitors from around the world.",
    seasonal: ["Sandhill crane migration on the Platte from late February into April", "UNK commencement in May and December", "Summer events at Yanney Heritage Park"],
    productFocus: ["campus bouquets for UNK", "hospital arrangements", "graduation flowers", "spring bouquets"],
    serviceNotes: [
      "CHI Health Good Samaritan and Kearney Regional Medical Center accept deliveries by patient name.",
      "Campus deliveries need the residence hall, room and a phone number.",
    ],
    seoOverrides: {
      title: "Kearney Flower Delivery | Buffalo County Florists | Kearney, NE",
      description:
        "Flower delivery in Kearney, NE by local florists: UNK, Good Samaritan, Kearney Regional and every neighborhood. Same day before the local cut-off.",
    },
    heroIntroOverride:
      "Fresh flowers for {cityName}, from the University of Nebraska at Kearney to the neighborhoods north of downtown. Local florists deliver the same day when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} is the place central Nebraska goes for college, hospital care and shopping, so florists here deliver everything from first-semester care packages to get-well bouquets for patients who travelled in from the Sandhills. They know the campus, the hospitals and the town.",
      "The partner marketplace takes the order and a local florist arranges and hand-delivers it.",
    ],
    floristNetworkOverride: [
      "Our partners work with established florists who deliver across {cityName} and Buffalo County.",
      "Orders go to a florist near the recipient, so bouquets for a UNK residence hall, CHI Health Good Samaritan or a home across town are arranged fresh that day.",
      "You can compare arrangements and prices here, then order with the partner, who handles payment, delivery and support.",
    ],
    categoriesOverride: [
      { title: "Same-Day Kearney Delivery", description: "Same-day flowers anywhere in Kearney, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday & Campus Flowers", description: "Birthday bouquets for UNK students and Kearney families.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Sympathy flowers for Kearney funeral homes, churches and homes.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Bouquets and reception flowers for central Nebraska weddings.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Can I send flowers to a UNK student?",
        answer: "Yes. Include the residence hall, room number and the student's phone number so the florist can arrange a hand-off.",
      },
      {
        question: "Is same-day delivery available in Kearney?",
        answer: "Yes, for most addresses when you order before the local cut-off, often around 2 PM Central time.",
      },
      {
        question: "Do florists deliver to Kearney hospitals?",
        answer:
          "Yes, to CHI Health Good Samaritan and Kearney Regional Medical Center. Give the patient's full name and room number and check whether the unit accepts fresh flowers.",
      },
      {
        question: "Is delivery busier during crane season?",
        answer:
          "Spring brings many visitors for the sandhill crane migration, and hotel deliveries are common. Give the hotel name and the guest's name as booked.",
      },
      {
        question: "Do you deliver to Gibbon, Elm Creek and other nearby towns?",
        answer: "Kearney florists commonly serve the surrounding Buffalo County towns. Rural addresses may need an extra day.",
      },
      {
        question: "Who handles my order?",
        answer: "This site only refers you. The partner marketplace processes the order and a local florist arranges and delivers it.",
      },
    ],
  },

  "Grand Island": {
    communityType: "hub",
    geoCoordinates: { lat: 40.9264, lng: -98.342 },
    landmarks: [
      "the Stuhr Museum of the Prairie Pioneer",
      "Fonner Park, home of the Nebraska State Fair",
      "the Railside district downtown",
      "CHI Health St. Francis",
      "Central Community College – Grand Island",
    ],
    neighborhoods: ["Railside downtown", "the Fonner Park area", "north Grand Island", "the neighborhoods near the Stuhr Museum"],
    uniqueAngle:
      "Central Nebraska's hub and the home of the Nebraska State Fair, with a diverse population and florists who deliver across Hall County.",
    seasonal: ["The Nebraska State Fair at Fonner Park in late summer", "Spring crane viewing on the Platte south of town", "Holiday events at the Stuhr Museum"],
    productFocus: ["hospital and care-home arrangements", "sympathy flowers", "bright celebration bouquets"],
    serviceNotes: [
      "CHI Health St. Francis and Grand Island Regional Medical Center accept deliveries by patient name.",
      "State Fair week brings heavy traffic around Fonner Park.",
    ],
    seoOverrides: {
      title: "Grand Island Flower Delivery | Hall County Florists | Same Day",
      description:
        "Flower delivery in Grand Island, NE by local florists: homes, CHI Health St. Francis, offices and Hall County towns. Same day before the cut-off.",
    },
    heroIntroOverride:
      "Send flowers anywhere in {cityName}, from Railside downtown to the neighborhoods near the Stuhr Museum. Local florists deliver the same day when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} draws people from across central Nebraska for work, medical care and the State Fair, and it is home to families from many countries. Local florists deliver to all of it: hospital rooms, offices, churches and homes on every side of town.",
      "The partner marketplace takes your order and a nearby florist arranges and delivers it by hand.",
    ],
    floristNetworkOverride: [
      "Our partners work with established florists who deliver throughout {cityName} and Hall County.",
      "Because the order is filled nearby, a bouquet for CHI Health St. Francis or a home near Fonner Park is arranged the same day and delivered personally.",
      "Compare arrangements and prices here in one place, then order with the partner, who handles checkout, delivery and customer support.",
    ],
    categoriesOverride: [
      { title: "Same-Day Grand Island Delivery", description: "Same-day flowers anywhere in Grand Island, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Birthday bouquets for Grand Island homes, schools and offices.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Sympathy arrangements delivered to Grand Island funeral homes and churches.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Bouquets and centrepieces for central Nebraska weddings.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Is same-day delivery available in Grand Island?",
        answer: "Yes, for most addresses when you order before the local cut-off, often around 2 PM Central time.",
      },
      {
        question: "Do florists deliver to Grand Island hospitals?",
        answer:
          "Yes, including CHI Health St. Francis and Grand Island Regional Medical Center. Give the patient's full name and room number and check the unit's flower policy.",
      },
      {
        question: "Can flowers be delivered during the Nebraska State Fair?",
        answer:
          "Yes, but traffic around Fonner Park is heavy during fair week. Deliveries to homes and offices are easier than to the fairgrounds; give a phone number for the recipient.",
      },
      {
        question: "Do florists deliver to Central Community College?",
        answer: "Yes. Include the building, room number and the student's phone number.",
      },
      {
        question: "Do you deliver to Wood River, Alda and other Hall County towns?",
        answer: "Grand Island florists commonly serve the surrounding Hall County communities. Rural addresses may need an extra day.",
      },
      {
        question: "Who handles my order?",
        answer: "This site only refers you. The partner marketplace handles payment and support, and a local florist arranges and delivers your flowers.",
      },
    ],
  },

  Hastings: {
    communityType: "college",
    geoCoordinates: { lat: 40.5863, lng: -98.3899 },
    landmarks: ["the Hastings Museum", "Hastings College", "Central Community College – Hastings", "Mary Lanning Healthcare", "Lake Hastings"],
    neighborhoods: ["Downtown", "the Hastings College area", "north Hastings near Lake Hastings", "the east side"],
    uniqueAngle:
      "The Adams County seat where Edwin Perkins invented Kool-Aid in 1927, a college town with a brick downtown and a long railroad history.",
    seasonal: ["Kool-Aid Days every August", "Hastings College commencement in May", "Summer evenings at Lake Hastings"],
    productFocus: ["cheerful birthday bouquets", "hospital arrangements for Mary Lanning", "campus flowers", "sympathy flowers"],
    serviceNotes: ["Mary Lanning Healthcare accepts deliveries by patient name.", "Campus deliveries need the hall, room and a phone number."],
    seoOverrides: {
      title: "Hastings Flower Delivery | Adams County Florists | Hastings, NE",
      description:
        "Flower delivery in Hastings, NE by local florists: homes, Hastings College, Mary Lanning Healthcare and Adams County. Same day before the cut-off.",
    },
    heroIntroOverride:
      "Fresh flowers for {cityName}, the home of Kool-Aid. Local florists deliver to homes, Hastings College, Mary Lanning and businesses across town, with same-day delivery when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} likes a celebration, from Kool-Aid Days in August to commencement at Hastings College. Local florists deliver for all of it, and for the quieter moments too: a hospital stay at Mary Lanning, a funeral at a church downtown.",
      "The partner marketplace takes your order and a florist nearby arranges and hand-delivers it.",
    ],
    floristNetworkOverride: [
      "Our partners work with established florists who deliver throughout {cityName} and Adams County.",
      "Orders go to a florist near the recipient, so flowers for a Hastings College student or a patient at Mary Lanning are arranged fresh and delivered the same day.",
      "Compare arrangements and prices here, then order with the partner, who handles payment, delivery and support.",
    ],
    categoriesOverride: [
      { title: "Same-Day Hastings Delivery", description: "Same-day flowers anywhere in Hastings, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Bright birthday bouquets for Hastings homes, offices and students.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Sympathy arrangements for Hastings funeral homes, churches and families.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Wedding bouquets and reception flowers for Hastings couples.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Is same-day delivery available in Hastings?",
        answer: "Yes, for most addresses in the city when you order before the local cut-off, often around 2 PM Central time.",
      },
      {
        question: "Can I send flowers to a Hastings College student?",
        answer: "Yes. Include the residence hall, room number and the student's phone number.",
      },
      {
        question: "Do florists deliver to Mary Lanning Healthcare?",
        answer: "Yes. Give the patient's full name and room number, and check whether the unit accepts fresh flowers.",
      },
      {
        question: "Can flowers be delivered during Kool-Aid Days?",
        answer: "Yes. Downtown streets are busy that weekend, so home and office addresses are the easiest to reach.",
      },
      {
        question: "Do you deliver to farms and towns near Hastings?",
        answer: "Hastings florists commonly serve Adams County and nearby towns. Rural routes may need an extra day.",
      },
      {
        question: "Who handles my order?",
        answer: "This site only refers you. The partner marketplace processes the order and a local florist arranges and delivers it.",
      },
    ],
  },
};
