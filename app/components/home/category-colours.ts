import type { CategoryColour } from "#core/content/categories";

/** Each category colour as a tinted card top, an icon chip and a soft ring; text colours keep AA contrast. */
export const CATEGORY_COLOUR_CLASSES: Record<CategoryColour, { band: string; chip: string }> = {
  rose: { band: "from-[#fbe1e7] to-[#fdf1f3]", chip: "bg-[#f7c6d3] text-[#8c1d40]" },
  berry: { band: "from-[#f1dbe8] to-[#f9eef4]", chip: "bg-[#e5bdd3] text-[#6e1f4c]" },
  sage: { band: "from-[#dfeadc] to-[#f1f6ef]", chip: "bg-[#c9dcc5] text-[#34513a]" },
  petal: { band: "from-[#fde6ec] to-[#fff4f6]", chip: "bg-[#f9d3de] text-[#8a2a4b]" },
  sky: { band: "from-[#deebf5] to-[#f0f6fb]", chip: "bg-[#c6dcee] text-[#1f4a6e]" },
  amber: { band: "from-[#fbe9d2] to-[#fdf5ea]", chip: "bg-[#f6d6ab] text-[#7a4710]" },
  lilac: { band: "from-[#e9e1f3] to-[#f5f1fa]", chip: "bg-[#d9cbec] text-[#4d2f78]" },
};
