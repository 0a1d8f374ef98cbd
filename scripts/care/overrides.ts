import type { Overrides } from "#core/care/build-table";

/**
 * Hand-checked corrections to the roster CSVs, keyed by licence number, each read against the
 * state's PDF (scripts/data/care/ README; `pdftotext -layout` of hospital_roster_2026-06-16.pdf
 * and alf_roster_2026-08-16.pdf). A public name is the roster's own "dba" name completed only
 * where the word is unambiguous, else the name printed in full (the licensee's) with the cut word
 * dropped; nothing is added that the roster does not print.
 */
const HOSPITAL_NAMES: Readonly<Record<string, string>> = {
  "380001": "Memorial Hospital", // "Memorial Community Health, Inc dba Memorial Hospi"
  H000119: "Beatrice Community Hospital & Health Center",
  H000115: "Bellevue Medical Center",
  "790001": "Memorial Community Hospital", // licensee name; the dba is cut at "Memorial Co"
  "310001": "Tri Valley Health System",
  H000117: "Chadron Community Hospital",
  "630001": "Columbus Community Hospital",
  "490001": "Avera Creighton Hospital",
  "090001": "Butler County Health Care Center",
  "440001": "Jefferson Community Health Center", // licensee name; the dba is cut at "Jefferso"
  H000112: "Community Medical Center",
  "550001": "Genoa Community Hospital",
  "730001": "Gordon Memorial Hospital",
  "220002": "Gothenburg Health",
  "370001": "CHI Health St. Francis",
  "600001": "Perkins County Health Services",
  "010002": "Mary Lanning Healthcare",
  "820001": "Henderson Health Care Services",
  H000141: "Kearney Regional Medical Center",
  H000144: "Kimball Health Services",
  H000103: "Lincoln Surgical Hospital",
  "507001": "Madonna Rehabilitation Specialty Hospital Lincoln",
  H000118: "CHI Health Nebraska Heart",
  "500007": "CHI Health St. Elizabeth",
  "320007": "Community Hospital",
  H000128: "CHI Health St. Mary's",
  "520001": "Faith Regional Health Services",
  "510001": "Great Plains Health",
  H000106: "CHI Health Lakeside",
  "260001": "CHI Health Bergan Mercy",
  "260002": "CHI Health Immanuel",
  "260005": "Children's Nebraska",
  H000132: "Madonna Rehabilitation Specialty Hospital Omaha",
  H000111: "Midwest Surgical Hospital",
  H000143: "OrthoNebraska Hospital",
  H000114: "Nebraska Spine Hospital",
  H000109: "Select Specialty Hospital – Omaha",
  "260008": "Methodist Hospital",
  "780001": "Valley County Health System",
  "680001": "CHI Health Midlands",
  H000120: "Pender Community Hospital",
  "620002": "CHI Health Plainview",
  "170001": "CHI Health Schuyler",
  "720001": "Memorial Health Care Systems", // licensee name; the dba is cut at "Memorial Hospit"
  H000126: "Sidney Regional Medical Center",
  "570001": "Brodstone Healthcare",
  H000134: "Syracuse Area Health",
  "180001": "Franciscan Healthcare",
};

const ALF_NAMES: Readonly<Record<string, string>> = {
  ALF100: "Good Samaritan Society – Longs Creek Village", // "… VILLAGE ASS" cut in the PDF too
  ALF334: "Good Samaritan Society – Crane Meadows", // "… MEADOWS ASSISTE" cut in the PDF too
  ALF366: "Richmont Terrace Assisted Living & Memory Care",
  ALF428: "Eventide Prairie Commons Senior Living Apartments",
  ALF307: "College View Assisted Living and Memory Support",
  ALF340: "Eventide GracePointe Senior Living and Memory Care",
  ALF281: "Cedarwood", // "FAIRBURY ASSISTED LIVING FACILITY DBA CEDARWOOD"
  ALF271: "The Newman House", // "(ASSISTED LIVING AT MID-NEBRASK" cut in the PDF too
  ALF292: "Fountain View Assisted Living", // "& SPECIAL MEMORY CA" cut in the PDF too
  ALF072: "Grand Island Bickford Cottage", // "… OPCO, L.L.C." is the operating company
  ALF121: "Omaha II Bickford Cottage",
  ALF416: "Kelly House Supportive Housing", // "EWK, INC - KELLY HOUSE SUPPORTIVE HOUSING"
  ALF144: "Quality Living – Lied Assisted Living", // "QUALITY LIVING INC - LIED ASSISTED LIVING"
  ALF275: "Cirrus House Apartments Assisted Living", // "CIRRUS HOUSE INC APARTMENTS ASSISTED LIVING"
};

const checkedName = "public name checked against the PDF";

export const CARE_OVERRIDES: Overrides = {
  byLicence: {
    ...Object.fromEntries(Object.entries(HOSPITAL_NAMES).map(([licence, name]) => [licence, { name, checked: checkedName }])),
    ...Object.fromEntries(Object.entries(ALF_NAMES).map(([licence, name]) => [licence, { name, checked: checkedName }])),
    "500001": { name: "Bryan Medical Center – East Campus", checked: "1600 South 48th St is Bryan's East Campus; the roster prints Bryan twice" },
    "500003": { name: "Bryan Medical Center – West Campus", address: "2300 SOUTH 16TH ST", checked: "PDF p. 14: 2300 South 16th St, Bryan's West Campus; the CSV lost the address" },
    H000116: { address: "707 NORTH 190TH PLAZA", checked: "PDF p. 8: the CSV lost the address" },
    "070002": { address: "1755 PRAIRIE VIEW PL", checked: "PDF p. 12: the CSV lost the address; psychiatric" },
    "520003": { address: "1700 NORTH VICTORY RD", checked: "PDF p. 17: the CSV lost the address; psychiatric, licensed only" },
    H000110: {
      address: "415 SOUTH 25TH AVENUE",
      flowers: false,
      checked: "PDF p. 19: the CSV lost the address; a psychiatric recovery centre licensed as general acute: listed without a flowers suggestion",
    },
    REH0001: {
      name: "Friend Community Health Care System",
      kind: "rural-emergency",
      checked: "PDF p. 9: HOSP-REH (rural emergency hospital, 0 beds), licence REH0001; the CSV lost the name and licence",
    },
    REH0002: {
      name: "Garden County Hospital & Nursing Home",
      kind: "rural-emergency",
      phone: "(308) 772-3283",
      checked: "PDF p. 22: HOSP-REH (rural emergency hospital), licence REH0002; the CSV lost the name, licence and phone",
    },
    ALF492: {
      zipNote: "7415 Cedar St has an Omaha ZIP (68124); the roster files it under La Vista, so it is on La Vista's list, priced to 68124",
      checked: "PDF: LA VISTA (SARPY) - 68124",
    },
    ALF400: {
      name: "Hillcrest Mable Rose",
      zipNote: "68133 is Papillion's post office; the roster files 4609 Hilltop St under Bellevue, so it is on Bellevue's list, priced to 68133",
      checked: "PDF: BELLEVUE (SARPY) - 68133",
    },
  },
  licenceOfRow: {
    "hospital|FRIEND|68359": "REH0001",
    "hospital|OSHKOSH|69154": "REH0002",
  },
  duplicates: {
    H000107: {
      keepPhone: "(531) 355-6594",
      reason: "Boys Town National Research Hospital is printed twice in the roster (same licence and address); the second entry's phone, (531) 355-6524, is not the main number listed",
    },
  },
};
