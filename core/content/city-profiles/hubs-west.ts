import type { CityProfile } from "../types";

/** Fully written profiles for western Nebraska's hubs. Facts only; no shop names, addresses or reviews. */
export const WESTERN_HUB_PROFILES: Record<string, CityProfile> = {
  "North Platte": {
    communityType: "hub",
    geoCoordinates: { lat: 41.1239, lng: -100.7654 },
    landmarks: [
      "Union Pacific's Bailey Yard and the Golden Spike Tower",
      "Buffalo Bill Ranch State Historical Park",
      "Cody Park",
      "Great Plains Health",
      "Mid-Plains Community College",
    ],
    neighborhoods: ["Downtown", "the Cody Park area", "south North Platte", "the neighborhoods near Great Plains Health"],
    uniqueAngle:
      "A railroad town where the North and South Platte rivers meet, home to Bailey Yard, Buffalo Bill Cody's ranch and the World War II North Platte Canteen story.",
    seasonal: ["NEBRASKAland Days and its rodeo each June", "Summer visitors at the Golden Spike Tower", "Holiday lights in Cody Park"],
    productFocus: ["hospital arrangements for Great Plains Health", "sympathy flowers for ranch families", "rodeo-week and celebration bouquets"],
    serviceNotes: ["Great Plains Health accepts deliveries by patient name.", "Ranch addresses outside town may need an extra day."],
    seoOverrides: {
      title: "North Platte Flower Delivery | Lincoln County Florists | Same Day",
      description:
        "Flower delivery in North Platte, NE by local florists: homes, Great Plains Health, Mid-Plains Community College and Lincoln County ranches.",
    },
    heroIntroOverride:
      "Send flowers to {cityName}, where the North and South Platte meet. Local florists deliver to homes, Great Plains Health, offices and churches across town, with same-day delivery when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} is the largest town for a long way in any direction, so its florists serve railroad families, ranchers who drive in from the Sandhills and students at Mid-Plains. They know the town and the long county roads around it.",
      "The partner marketplace takes your order and a local florist arranges and delivers it by hand.",
    ],
    floristNetworkOverride: [
      "Our partners work with established florists who deliver throughout {cityName} and Lincoln County.",
      "Because the order is filled nearby, a bouquet for a patient at Great Plains Health or a sympathy piece for a service downtown is arranged fresh that day.",
      "Compare arrangements and prices here, then order with the partner, who handles checkout, delivery and support.",
    ],
    categoriesOverride: [
      { title: "Same-Day North Platte Delivery", description: "Same-day flowers anywhere in North Platte, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Birthday bouquets for North Platte homes and workplaces.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Sympathy arrangements for North Platte funeral homes, churches and ranch families.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Wedding bouquets and reception flowers for west-central Nebraska couples.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Is same-day delivery available in North Platte?",
        answer: "Yes, for most addresses in town when you order before the local cut-off, often around 2 PM Central time. North Platte is on Central time.",
      },
      {
        question: "Do florists deliver to Great Plains Health?",
        answer: "Yes. Give the patient's full name and room number, and check whether the unit accepts fresh flowers.",
      },
      {
        question: "Can flowers be delivered to Mid-Plains Community College?",
        answer: "Yes. Include the building or residence hall, the room number and the student's phone number.",
      },
      {
        question: "Do you deliver to ranches outside North Platte?",
        answer: "Many rural addresses in Lincoln County are covered. Ranch deliveries may need an extra day and clear directions in the notes.",
      },
      {
        question: "Can I order flowers for NEBRASKAland Days?",
        answer: "Yes. Order a few days ahead during the June celebration, when the town is busy and florists are booked.",
      },
      {
        question: "Who handles my order?",
        answer: "This site only refers you. The partner marketplace handles payment and support, and a local florist arranges and delivers your flowers.",
      },
    ],
  },

  Scottsbluff: {
    communityType: "hub",
    geoCoordinates: { lat: 41.8666, lng: -103.6672 },
    landmarks: [
      "Scotts Bluff National Monument",
      "Chimney Rock National Historic Site",
      "the Riverside Discovery Center",
      "Regional West Medical Center",
      "Western Nebraska Community College",
      "the North Platte River",
    ],
    neighborhoods: ["Downtown Scottsbluff", "Gering across the river", "Terrytown", "the neighborhoods near Regional West"],
    uniqueAngle:
      "The Panhandle's hub in the North Platte River valley, on Mountain time, beside the bluffs that guided travellers on the Oregon Trail.",
    seasonal: ["Oregon Trail Days in neighbouring Gering each July", "Sugar beet harvest in the fall", "Summer at the Riverside Discovery Center"],
    productFocus: ["hospital arrangements for Regional West", "sympathy flowers", "campus bouquets", "wedding flowers"],
    serviceNotes: [
      "Scottsbluff is on Mountain time: the local cut-off is in Mountain time.",
      "Regional West Medical Center accepts deliveries by patient name.",
    ],
    seoOverrides: {
      title: "Scottsbluff Flower Delivery | Panhandle Florists | Same Day Flowers",
      description:
        "Flower delivery in Scottsbluff, NE by local florists: homes, Regional West, WNCC, Gering and Terrytown. Same day before the local Mountain-time cut-off.",
    },
    heroIntroOverride:
      "Fresh flowers for {cityName}, Gering and Terrytown. Local florists deliver across the valley, from downtown to Regional West Medical Center, with same-day delivery when you order before the local cut-off (Mountain time).",
    whyChooseOverride: [
      "{cityName} is a long drive from Nebraska's other cities, which is exactly why a local florist matters: the flowers are arranged in the valley and delivered the same day instead of travelling for hours. Florists here know the hospital, the college and the farm roads along the river.",
      "The partner marketplace takes your order and a nearby florist arranges and delivers it by hand. Remember the Panhandle runs on Mountain time.",
    ],
    floristNetworkOverride: [
      "Our partners work with established florists who deliver throughout {cityName}, Terrytown and the rest of Scotts Bluff County.",
      "Orders go to a florist near the recipient, so a bouquet for a patient at Regional West or a student at Western Nebraska Community College is arranged fresh that day.",
      "Compare arrangements and prices here, then order with the partner, who handles checkout, delivery and customer support.",
    ],
    categoriesOverride: [
      { title: "Same-Day Scottsbluff Delivery", description: "Same-day flowers across the valley, arranged by a florist who lives there.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Birthday bouquets for homes on both sides of the river.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Sympathy arrangements for Panhandle funeral homes, churches and families.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Wedding bouquets and centrepieces for couples in the North Platte valley.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "What time zone is the Scottsbluff delivery cut-off in?",
        answer: "Scottsbluff is on Mountain time, one hour behind Omaha and Lincoln. The local florist's cut-off for same-day delivery is in Mountain time.",
      },
      {
        question: "Do florists deliver to Regional West Medical Center?",
        answer: "Yes. Give the patient's full name and room number, and check whether the unit accepts fresh flowers.",
      },
      {
        question: "Do you deliver to Gering and Terrytown?",
        answer: "Yes. Scottsbluff florists cross the river to both every day.",
      },
      {
        question: "Can flowers be delivered to Western Nebraska Community College?",
        answer: "Yes. Include the building or residence hall, the room number and the student's phone number.",
      },
      {
        question: "Do you deliver to farms and small towns in the Panhandle?",
        answer: "Many rural addresses in Scotts Bluff County are covered. Longer routes may need an extra day, so order early.",
      },
      {
        question: "Who handles my order?",
        answer: "This site only refers you. The partner marketplace processes the order and a local florist arranges and delivers it.",
      },
    ],
  },
};
