import type { PartnerTarget } from "../affiliate/target";
import type { ClickTarget, Placement } from "./types";

/** What a click on a link to the target reports: the kind, and the slug or product title it names. */
export function clickTargetOf(target: PartnerTarget, placement: Placement): ClickTarget {
  switch (target.kind) {
    case "city":
    case "category":
      return { placement, targetKind: target.kind, targetId: target.slug };
    case "product":
      return { placement, targetKind: target.kind, targetId: target.title };
    case "nebraska":
    case "home":
      return { placement, targetKind: target.kind };
  }
}
