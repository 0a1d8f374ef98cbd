import type { CityProfile } from "../types";

/** Fully written profiles for the eastern regional hubs. Facts only; no shop names, addresses or reviews. */
export const EASTERN_HUB_PROFILES: Record<string, CityProfile> = {
  Norfolk: {
    communityType: "hub",
    geoCoordinates: { lat: 42.0328, lng: -97.417 },
    landmarks: ["the Elkhorn Valley Museum", "the eastern trailhead of the Cowboy Trail", "Ta-Ha-Zouka Park", "Skyview Lake", "Northeast Community College"],
    neighborhoods: ["Downtown along Norfolk Avenue", "the north side near Northeast Community College", "the Skyview Lake area", "south Norfolk"],
    uniqueAngle:
      "The commercial hub of northeast Nebraska and Johnny Carson's hometown, where florists serve the city and a wide ring of farm towns along the Elkhorn River.",
    seasonal: ["Spring commencement at Northeast Community College", "Summer rides on the Cowboy Trail", "Holiday shopping downtown on Norfolk Avenue"],
    productFocus: ["hospital arrangements for Faith Regional", "sympathy flowers for rural families", "graduation bouquets"],
    serviceNotes: ["Faith Regional Health Services receives patient deliveries by full name.", "Farm addresses outside town may need an extra day."],
    seoOverrides: {
      title: "Norfolk Flower Delivery | Madison County Florists | Norfolk, NE",
      description:
        "Flower delivery in Norfolk, NE by local florists: homes, Faith Regional, Northeast Community College and surrounding Madison County towns.",
    },
    heroIntroOverride:
      "Fresh flowers for {cityName} and the towns around it. Local florists deliver across the city, from Norfolk Avenue downtown to the neighborhoods near Northeast Community College, with same-day delivery when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} is where much of northeast Nebraska comes to shop, study and see a doctor, so its florists deliver to the hospital, the college and a lot of farm kitchens. They know the county roads as well as the city streets.",
      "The partner marketplace takes your order and hands it to a nearby florist who arranges it by hand.",
    ],
    floristNetworkOverride: [
      "Our partners work with established florists in {cityName} who deliver across the city and into the surrounding Madison County communities.",
      "Because the florist is local, a get-well bouquet for Faith Regional or a birthday arrangement for a farmhouse outside town is made fresh the same day rather than shipped.",
      "Compare arrangements and prices here, then order with the partner, who handles payment, delivery and support.",
    ],
    categoriesOverride: [
      { title: "Same-Day Norfolk Delivery", description: "Same-day flowers anywhere in Norfolk, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Birthday bouquets delivered across Norfolk and nearby towns.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Sympathy arrangements for Norfolk funeral homes, churches and family farms.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Bouquets and centrepieces for northeast Nebraska weddings.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Is same-day flower delivery available in Norfolk?",
        answer:
          "Yes, for addresses in town when you order before the local cut-off, often around 2 PM Central time. Farm and acreage addresses outside the city may be delivered the next day.",
      },
      {
        question: "Can flowers be delivered to Faith Regional Health Services?",
        answer: "Yes. Give the patient's full name and room number if you have it, and check whether the unit accepts fresh flowers.",
      },
      {
        question: "Do florists deliver to Northeast Community College?",
        answer: "Yes. Include the residence hall or building, the room number and the student's phone number.",
      },
      {
        question: "Who fills my order?",
        answer: "This site only refers you. The partner marketplace processes the order and a local florist near the recipient arranges and delivers it.",
      },
    ],
  },

  Columbus: {
    communityType: "hub",
    geoCoordinates: { lat: 41.4297, lng: -97.3684 },
    landmarks: ["the Andrew Jackson Higgins National Memorial in Pawnee Park", "Pawnee Park", "Lake North", "Columbus Community Hospital", "Central Community College – Columbus"],
    neighborhoods: ["Downtown", "the Lake Babcock and Lake North area", "the east side", "the neighborhoods near Pawnee Park"],
    uniqueAngle:
      "A manufacturing and farm town where the Loup River meets the Platte, and the birthplace of Andrew Jackson Higgins, designer of the Higgins boat.",
    seasonal: ["Memorial Day at the Higgins Memorial", "Summer on Lake North", "Harvest season on the surrounding farms"],
    productFocus: ["office and plant-floor deliveries", "hospital arrangements", "sympathy flowers", "wedding flowers"],
    serviceNotes: ["Large employers usually receive flowers at a front office or reception.", "Columbus Community Hospital accepts deliveries by patient name."],
    seoOverrides: {
      title: "Columbus Flower Delivery | Platte County Florists | Columbus, NE",
      description:
        "Flower delivery in Columbus, NE by local florists: homes, offices, Columbus Community Hospital and Central Community College. Same day before the cut-off.",
    },
    heroIntroOverride:
      "Send flowers to {cityName}, where the Loup meets the Platte. Local florists deliver to homes, workplaces and the hospital across town, with same-day delivery when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} works hard: plant shifts, harvest and long days at the office. Flowers from a local florist are an easy way to say thank you, happy birthday or we're thinking of you, and they arrive fresh because they were arranged across town that morning.",
      "The partner marketplace takes the order and passes it to a nearby florist.",
    ],
    floristNetworkOverride: [
      "Our partner networks work with established florists who deliver throughout {cityName} and Platte County.",
      "They deliver to homes, factories and offices, Columbus Community Hospital and the Central Community College campus, and they know which entrance to use.",
      "Compare arrangements in one place here, then order with the partner, who handles checkout, delivery and support.",
    ],
    categoriesOverride: [
      { title: "Same-Day Columbus Delivery", description: "Same-day flowers anywhere in Columbus, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Birthday bouquets for co-workers, friends and family across Platte County.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Wreaths and sympathy arrangements for Columbus funeral homes and churches.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Wedding bouquets and reception flowers for Columbus couples.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Is same-day delivery available in Columbus?",
        answer: "Yes, for most addresses in town when you order before the local cut-off, often around 2 PM Central time.",
      },
      {
        question: "Can I send flowers to someone at work in Columbus?",
        answer:
          "Yes. Many Columbus employers receive flowers at a front office or reception desk. Add the recipient's department and a phone number so the delivery reaches them during their shift.",
      },
      {
        question: "Do florists deliver to Columbus Community Hospital?",
        answer: "Yes. Include the patient's full name and, if you know it, the room number.",
      },
      {
        question: "Can flowers go to Central Community College – Columbus?",
        answer: "Yes. Give the building or residence hall, the room number and the student's phone number.",
      },
      {
        question: "Do you deliver to farms around Columbus?",
        answer:
          "Florists deliver to many rural addresses in Platte County. Rural routes may need an extra day, so order early and give clear directions in the delivery notes.",
      },
      {
        question: "Who handles my order?",
        answer: "This site only refers you. The partner marketplace handles payment and support, and a local florist arranges and delivers your flowers.",
      },
    ],
  },

  Fremont: {
    communityType: "hub",
    geoCoordinates: { lat: 41.4333, lng: -96.4981 },
    landmarks: ["Midland University", "Fremont Lakes State Recreation Area", "the Louis E. May Museum", "historic downtown Main Street", "Methodist Fremont Health"],
    neighborhoods: ["Downtown", "the Midland University area", "the Fremont Lakes area", "north Fremont"],
    uniqueAngle:
      "The Dodge County seat on the Platte River, close enough to Omaha for commuters yet with its own college, hospital and lakes.",
    seasonal: ["John C. Fremont Days each July", "Summer at Fremont Lakes", "Midland University commencement in May"],
    productFocus: ["campus bouquets", "hospital arrangements", "sympathy flowers", "lake-house and summer bouquets"],
    serviceNotes: ["Methodist Fremont Health accepts patient deliveries by full name.", "Lake cabins need a lot or cabin number."],
    seoOverrides: {
      title: "Fremont Flower Delivery | Dodge County Florists | Fremont, NE",
      description:
        "Flower delivery in Fremont, NE by local florists: homes, Midland University, Methodist Fremont Health and Fremont Lakes. Same day before the cut-off.",
    },
    heroIntroOverride:
      "Fresh flowers for {cityName} and Dodge County. Local florists deliver to homes, Midland University, the hospital and the lake cabins, with same-day delivery when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} has the rhythm of a county seat: weddings at the lakes, graduations at Midland, long-time neighbours in the older streets near downtown. A local florist knows the town and can get a bouquet to any of those doors the same afternoon.",
      "The partner marketplace takes your order and a Fremont-area florist arranges and delivers it.",
    ],
    floristNetworkOverride: [
      "Our partners work with established florists who deliver throughout {cityName} and the surrounding Dodge County towns.",
      "They deliver to Methodist Fremont Health, the Midland University campus, churches, funeral homes and homes across the city every day.",
      "Compare styles and prices here, then order with the partner, who handles checkout, delivery and customer support.",
    ],
    categoriesOverride: [
      { title: "Same-Day Fremont Delivery", description: "Same-day flowers anywhere in Fremont, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Birthday bouquets for Fremont homes, offices and students.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Sympathy arrangements delivered to Fremont funeral homes and churches.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Bouquets and centrepieces for weddings in Fremont and at the lakes.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Is same-day delivery available in Fremont?",
        answer: "Yes, for most addresses in the city when you order before the local cut-off, often around 2 PM Central time.",
      },
      {
        question: "Can I send flowers to a Midland University student?",
        answer: "Yes. Include the residence hall, room number and the student's phone number.",
      },
      {
        question: "Do florists deliver to Methodist Fremont Health?",
        answer: "Yes. Give the patient's full name and room number, and check whether the unit accepts fresh flowers.",
      },
      {
        question: "Can flowers be delivered to a cabin at Fremont Lakes?",
        answer:
          "Often, yes. Give the lake and lot or cabin number and a phone number for the recipient, since lake addresses can be hard to find.",
      },
      {
        question: "Do you deliver to towns near Fremont?",
        answer: "Florists in Fremont commonly serve nearby Dodge County communities. Enter the town name to see its own page.",
      },
      {
        question: "Who handles my order?",
        answer: "This site only refers you. The partner marketplace takes the order and a local florist near the recipient arranges and delivers it.",
      },
    ],
  },

  Beatrice: {
    communityType: "historic",
    geoCoordinates: { lat: 40.2681, lng: -96.747 },
    landmarks: ["Homestead National Historical Park", "the Big Blue River", "Chautauqua Park", "Beatrice Community Hospital", "Southeast Community College – Beatrice"],
    neighborhoods: ["Downtown", "the neighborhoods along the Big Blue River", "west Beatrice toward the Homestead park"],
    uniqueAngle:
      "The Gage County seat beside Homestead National Historical Park, which marks one of the first claims filed under the Homestead Act of 1862.",
    seasonal: ["Homestead Days each June", "Fall colours along the Big Blue River", "Spring commencement at Southeast Community College"],
    productFocus: ["sympathy and memorial flowers", "hospital arrangements", "garden-style bouquets"],
    serviceNotes: ["Beatrice Community Hospital accepts deliveries by patient name.", "Farm addresses in Gage County may need an extra day."],
    seoOverrides: {
      title: "Beatrice Flower Delivery | Gage County Florists | Beatrice, NE",
      description:
        "Flower delivery in Beatrice, NE by local florists: homes, Beatrice Community Hospital, churches and Gage County farms. Same day before the cut-off.",
    },
    heroIntroOverride:
      "Send flowers to {cityName}, the homestead town on the Big Blue River. Local florists deliver to homes, the hospital, churches and farms around Gage County, with same-day delivery in town when you order before the local cut-off.",
    whyChooseOverride: [
      "{cityName} keeps its history close, from the Homestead park west of town to the family farms that have been in the same hands for generations. Flowers here mark the same milestones they always have, and a local florist delivers them personally.",
      "The partner marketplace takes your order and a nearby florist arranges and delivers it.",
    ],
    floristNetworkOverride: [
      "Our partners work with established florists who deliver throughout {cityName} and Gage County.",
      "Orders go to a florist near the recipient, so arrangements for Beatrice Community Hospital, a church service or a farmhouse outside town are arranged fresh and delivered by hand.",
      "Compare arrangements and prices here, then order with the partner, who handles checkout, delivery and support.",
    ],
    categoriesOverride: [
      { title: "Same-Day Beatrice Delivery", description: "Same-day flowers anywhere in Beatrice, arranged and driven over by a florist in town.", icon: "", fragment: "" },
      { title: "Birthday Flowers", description: "Birthday bouquets for Beatrice homes and Gage County farms.", icon: "", fragment: "" },
      { title: "Sympathy & Funeral", description: "Sympathy flowers for Beatrice funeral homes, churches and family homes.", icon: "", fragment: "" },
      { title: "Wedding Flowers", description: "Wedding bouquets and centrepieces for southeast Nebraska couples.", icon: "", fragment: "" },
    ],
    faqOverrides: [
      {
        question: "Is same-day delivery available in Beatrice?",
        answer: "Yes, for addresses in town when you order before the local cut-off, often around 2 PM Central time.",
      },
      {
        question: "Do florists deliver to Beatrice Community Hospital?",
        answer: "Yes. Include the patient's full name and room number, and check whether the unit accepts fresh flowers.",
      },
      {
        question: "Can flowers be delivered to Southeast Community College in Beatrice?",
        answer: "Yes. Give the building or residence hall, the room number and the student's phone number.",
      },
      {
        question: "Do you deliver to farms in Gage County?",
        answer: "Many rural addresses are covered. Rural routes may take an extra day, so order early and add directions in the delivery notes.",
      },
      {
        question: "Can I send sympathy flowers to a Beatrice funeral home?",
        answer: "Yes. Add the name of the deceased and the service time so the flowers arrive before visitation.",
      },
      {
        question: "Who handles my order?",
        answer: "This site only refers you. The partner marketplace handles payment and support, and a local florist arranges and delivers your flowers.",
      },
    ],
  },
};
