import type { CityProfile } from "../types";
import { smallTown } from "./small-town";

/** Small towns of central and south-central Nebraska: SEO data, an angle and landmarks. */
export const CENTRAL_SMALL_TOWNS: Record<string, CityProfile> = {
  Aurora: smallTown("Aurora", {
    label: "Hamilton County",
    angle: "The Hamilton County seat, hometown of strobe-photography pioneer Harold 'Doc' Edgerton, whose name is on the local science centre.",
    landmarks: ["the Edgerton Explorit Center", "the Plainsman Museum", "the Hamilton County Courthouse square"],
    description: "Flower delivery in Aurora, NE by local florists: homes, churches and farms across Hamilton County. Same-day delivery before the local cut-off.",
  }),
  "Central City": smallTown("Central City", {
    label: "Merrick County",
    angle: "The Merrick County seat on the Platte River, first settled as Lone Tree along the Mormon Trail.",
    landmarks: ["the Platte River", "the Merrick County Courthouse"],
    description: "Flower delivery in Central City, NE from local florists: homes, churches and farms in Merrick County. Same day when ordered before the cut-off.",
  }),
  "Clay Center": smallTown("Clay Center", {
    label: "Clay County",
    angle: "The Clay County seat, close to the U.S. Meat Animal Research Center on the farmland to the north.",
    landmarks: ["the Clay County Courthouse", "the U.S. Meat Animal Research Center"],
    description: "Flower delivery in Clay Center, NE by local florists serving homes, farms and offices across Clay County. Same day before the local cut-off.",
  }),
  Superior: smallTown("Superior", {
    label: "Victorian Capital",
    tail: "Classic",
    angle: "The Victorian Capital of Nebraska, which honours hometown executive Lady Evelyn Vestey with a festival every Memorial Day weekend.",
    landmarks: ["the restored Victorian homes", "Brodstone Healthcare", "the Nuckolls County Museum"],
    description: "Flower delivery in Superior, NE, the Victorian Capital of Nebraska. Local florists deliver across Nuckolls County, same day before the cut-off.",
    extra: { communityType: "historic", seasonal: ["The Lady Vestey Victorian Festival on Memorial Day weekend"] },
  }),
  "Red Cloud": smallTown("Red Cloud", {
    label: "Webster County",
    tail: "Prairie",
    angle: "Willa Cather's hometown, the model for the prairie towns of her novels, with her childhood home and a restored opera house.",
    landmarks: ["the National Willa Cather Center", "the Willa Cather Childhood Home", "the Willa Cather Memorial Prairie", "the Red Cloud Opera House"],
    description: "Flower delivery in Red Cloud, NE, Willa Cather's hometown. Local florists bring fresh bouquets to Webster County homes, same day before the cut-off.",
    extra: { communityType: "historic" },
  }),
  Minden: smallTown("Minden", {
    label: "Christmas City",
    tail: "Holiday",
    angle:
      "Nebraska's Christmas City, where thousands of lights outline the Kearney County Courthouse each December, and home of the Harold Warp Pioneer Village.",
    landmarks: ["the Kearney County Courthouse", "Harold Warp Pioneer Village"],
    description: "Flower delivery in Minden, NE, Nebraska's Christmas City. Local florists deliver holiday and everyday bouquets across Kearney County.",
    extra: { seasonal: ["The courthouse lights and Light of the World pageant from Thanksgiving weekend"] },
  }),
  Holdrege: smallTown("Holdrege", {
    label: "Phelps County",
    angle: "The Phelps County seat, a Swedish-settled farm town with a prairie museum and the regional hospital.",
    landmarks: ["the Nebraska Prairie Museum", "Phelps Memorial Health Center"],
    description: "Flower delivery in Holdrege, NE by local florists: homes, Phelps Memorial Health Center and farms across Phelps County. Same day before the cut-off.",
  }),
  Alma: smallTown("Alma", {
    label: "Harlan County",
    angle: "The Harlan County seat on the shore of Harlan County Lake, one of the largest lakes in Nebraska.",
    landmarks: ["Harlan County Lake", "the Republican River"],
    description: "Flower delivery in Alma, NE by local florists: homes, lake cabins and farms around Harlan County Lake. Same-day delivery before the cut-off.",
  }),
  Lexington: smallTown("Lexington", {
    label: "Dawson County",
    angle: "The Dawson County seat on I-80 and the Platte, a diverse meatpacking and farm town with a large military vehicle museum.",
    landmarks: ["the Heartland Museum of Military Vehicles", "the Dawson County Historical Museum", "Johnson Lake to the south"],
    description: "Flower delivery in Lexington, NE from local florists: homes, the hospital, schools and churches across Dawson County. Same day before the cut-off.",
  }),
  Cozad: smallTown("Cozad", {
    label: "100th Meridian",
    angle: "The town on the 100th meridian, founded by the father of painter Robert Henri, whose childhood home is now a museum.",
    landmarks: ["the Robert Henri Museum", "the 100th Meridian sign"],
    description: "Flower delivery in Cozad, NE, the town on the 100th meridian. Local florists serve Dawson County homes and farms, same day before the cut-off.",
  }),
  Gothenburg: smallTown("Gothenburg", {
    label: "Dawson County",
    angle: "A Platte valley town with an original Pony Express station in Ehmen Park and a sod house museum.",
    landmarks: ["the Pony Express Station in Ehmen Park", "the Sod House Museum"],
    description: "Flower delivery in Gothenburg, NE by local florists: homes, churches and farms in Dawson County. Same-day delivery when ordered before the cut-off.",
    extra: { communityType: "historic" },
  }),
  "Broken Bow": smallTown("Broken Bow", {
    label: "Custer County",
    angle: "The Custer County seat, a ranch-country town built around its square at the edge of the Sandhills.",
    landmarks: ["the downtown square", "the Custer County Courthouse"],
    description: "Flower delivery in Broken Bow, NE from local florists: homes, churches and ranches in Custer County. Same-day delivery before the local cut-off.",
  }),
  Ord: smallTown("Ord", {
    label: "Valley County",
    angle: "The Valley County seat on the North Loup River, near the restored frontier post at Fort Hartsuff.",
    landmarks: ["the North Loup River", "Fort Hartsuff State Historical Park", "the Valley County Courthouse"],
    description: "Flower delivery in Ord, NE by local florists: homes, churches and farms across Valley County. Same-day delivery when ordered before the cut-off.",
  }),
  Burwell: smallTown("Burwell", {
    label: "Garfield County",
    tail: "Ranch-Country",
    angle: "The Garfield County seat, home of Nebraska's Big Rodeo since the 1920s and gateway to Calamus Reservoir.",
    landmarks: ["Calamus Reservoir State Recreation Area", "the grounds of Nebraska's Big Rodeo", "Fort Hartsuff State Historical Park"],
    description: "Flower delivery in Burwell, NE, home of Nebraska's Big Rodeo. Local florists serve Garfield County homes and ranches before the cut-off.",
  }),
  "Saint Paul": smallTown("Saint Paul", {
    label: "Howard County",
    angle: "The Howard County seat, hometown of pitcher Grover Cleveland Alexander and home of the Nebraska Baseball Hall of Fame.",
    landmarks: ["the Nebraska Baseball Hall of Fame", "the Howard County Courthouse"],
    description: "Flower delivery in St. Paul, NE by local florists: homes, churches and farms in Howard County. Same-day delivery before the local cut-off.",
  }),
  Dannebrog: smallTown("Dannebrog", {
    label: "Danish Capital",
    angle: "The Danish Capital of Nebraska, a Howard County village on Oak Creek founded by Danish homesteaders in 1871 and named for Denmark's flag.",
    landmarks: ["Columbia Hall", "Oak Creek", "the Middle Loup River"],
    extra: { seasonal: ["Grundlovsfest on the first weekend of June"] },
    description: "Flower delivery in Dannebrog, NE, the Danish Capital of Nebraska. Local florists serve Howard County homes and farms, same day before the cut-off.",
  }),
  "Loup City": smallTown("Loup City", {
    label: "Sherman County",
    angle: "The Sherman County seat on the Middle Loup River, a few miles from Sherman Reservoir.",
    landmarks: ["Sherman Reservoir State Recreation Area", "the Middle Loup River"],
    description: "Flower delivery in Loup City, NE by local florists: homes, churches and farms in Sherman County. Same-day delivery before the local cut-off.",
  }),
  Gibbon: smallTown("Gibbon", {
    label: "Buffalo County",
    tail: "Crane-Season",
    angle: "A Platte River town beside Rowe Sanctuary, one of the best places to watch the spring sandhill crane migration.",
    landmarks: ["the Iain Nicolson Audubon Center at Rowe Sanctuary", "the Platte River"],
    description: "Flower delivery in Gibbon, NE by local florists: homes and farms near Rowe Sanctuary in Buffalo County. Same day before the local cut-off.",
  }),
  "Wood River": smallTown("Wood River", {
    label: "Hall County",
    angle: "A Hall County town on the Platte River, home to the Crane Trust Nature & Visitor Center and its bison herd.",
    landmarks: ["the Crane Trust Nature & Visitor Center", "the Platte River"],
    description: "Flower delivery in Wood River, NE by Grand Island-area florists: homes, churches and farms along the Platte. Same day before the cut-off.",
  }),
  Campbell: smallTown("Campbell", {
    label: "Franklin County",
    angle:
      "A village in northeast Franklin County near the Little Blue River, settled in the 1870s by French-Canadian, Norwegian and German-Russian families.",
    landmarks: ["the Little Blue River"],
    description: "Flower delivery in Campbell, NE from florists serving Franklin County homes, churches and farms. Order before the cut-off for the fastest delivery.",
  }),
  Elwood: smallTown("Elwood", {
    label: "Gosper County",
    angle: "The Gosper County seat, a few miles from the cabins and beaches of Johnson Lake.",
    landmarks: ["Johnson Lake State Recreation Area"],
    description: "Flower delivery in Elwood, NE: florists serve homes in town and cabins at Johnson Lake in Gosper County. Same day before the local cut-off.",
  }),
};
