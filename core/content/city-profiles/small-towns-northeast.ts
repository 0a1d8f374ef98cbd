import type { CityProfile } from "../types";
import { smallTown } from "./small-town";

/** Small towns of northeast Nebraska: SEO data, an angle and landmarks. */
export const NORTHEAST_SMALL_TOWNS: Record<string, CityProfile> = {
  Wayne: smallTown("Wayne", {
    label: "Wayne County",
    tail: "Campus",
    angle: "The Wayne County seat and home of Wayne State College, famous for throwing a Chicken Show every July.",
    landmarks: ["Wayne State College", "the Wayne County Courthouse"],
    description: "Flower delivery in Wayne, NE by local florists: homes, offices and Wayne State College students. Same-day delivery when ordered before the cut-off.",
    extra: { communityType: "college", seasonal: ["The Wayne Chicken Show each July", "Wayne State College commencement"] },
  }),
  "South Sioux City": smallTown("South Sioux City", {
    label: "Dakota County",
    tail: "Local",
    angle: "A Dakota County city on the Missouri River directly across from Sioux City, Iowa, at the heart of Siouxland.",
    landmarks: ["Scenic Park on the Missouri River", "the Missouri River bridges to Sioux City"],
    description: "Flower delivery in South Sioux City, NE from local Siouxland florists: homes, schools, offices and churches. Same day before the local cut-off.",
  }),
  Schuyler: smallTown("Schuyler", {
    label: "Colfax County",
    angle: "The Colfax County seat on the Platte River, a meatpacking town with a large Latino community and older Czech roots.",
    landmarks: ["the Platte River", "the Colfax County Courthouse"],
    description: "Flower delivery in Schuyler, NE by local florists: homes, churches and workplaces across Colfax County. Same-day delivery before the cut-off.",
  }),
  "David City": smallTown("David City", {
    label: "Butler County",
    angle: "The Butler County seat, built around its courthouse square and home to a museum of agrarian art.",
    landmarks: ["the Butler County Courthouse square", "the Bone Creek Museum of Agrarian Art"],
    description: "Flower delivery in {cityName}, NE from local florists: homes, churches and farms across Butler County. Same-day delivery before the local cut-off.",
  }),
  Crofton: smallTown("Crofton", {
    label: "Knox County",
    angle: "A Knox County town a few miles from Lewis and Clark Lake and Gavins Point Dam on the Missouri River.",
    landmarks: ["Lewis and Clark State Recreation Area", "Gavins Point Dam"],
    description: "Flower delivery in Crofton, NE by local florists: homes, churches and lake cabins near Lewis and Clark Lake. Same day before the cut-off.",
  }),
  Ponca: smallTown("Ponca", {
    label: "Dixon County",
    angle: "The Dixon County seat beside Ponca State Park, on the free-flowing stretch of the Missouri National Recreational River.",
    landmarks: ["Ponca State Park", "the Missouri National Recreational River"],
    description: "Flower delivery in Ponca, NE by local florists: homes, churches and cabins near Ponca State Park in Dixon County. Same day before the cut-off.",
  }),
  Neligh: smallTown("Neligh", {
    label: "Antelope County",
    angle: "The Antelope County seat on the Elkhorn River, where an 1870s flour mill still stands with its original machinery.",
    landmarks: ["the Neligh Mill State Historic Site", "the Elkhorn River"],
    description: "Flower delivery in Neligh, NE from local florists: homes, churches and farms across Antelope County. Same-day delivery before the local cut-off.",
  }),
  "O'Neill": smallTown("O'Neill", {
    label: "Irish Capital",
    tail: "Shamrock-Fresh",
    angle: "The Irish Capital of Nebraska, founded by Irish-born General John O'Neill, with a giant shamrock painted at its main intersection.",
    landmarks: ["the giant shamrock at the US-20 and US-281 intersection", "the Holt County Courthouse"],
    description: "Flower delivery in O'Neill, NE, the Irish Capital of Nebraska. Local florists deliver across Holt County, same day before the cut-off.",
    extra: { seasonal: ["St. Patrick's Day celebrations in March"] },
  }),
  Genoa: smallTown("Genoa", {
    label: "Nance County",
    angle: "A Nance County town on former Pawnee Reservation land, home of the Genoa U.S. Indian Industrial School and its museum.",
    landmarks: ["the Genoa U.S. Indian Industrial School site", "the Loup River"],
    description: "Flower delivery in Genoa, NE from florists serving Nance County homes, churches and farms. Order before the local cut-off for fastest delivery.",
    extra: { communityType: "historic" },
  }),
  Pender: smallTown("Pender", {
    label: "Thurston County",
    angle: "The Thurston County seat, a farm village inside the boundaries of the Omaha Reservation, as the U.S. Supreme Court confirmed in 2016.",
    landmarks: ["the Thurston County Courthouse"],
    description: "Flower delivery in Pender, NE from florists serving Thurston County homes, churches and farms. Order before the local cut-off for fastest delivery.",
  }),
};
