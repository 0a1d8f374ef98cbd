import { PLACEMENTS, TARGET_KINDS, type Placement, type TargetKind } from "#core/clicks/types";
import { reportClick } from "./beacon";

const isPlacement = (value: string | undefined): value is Placement => PLACEMENTS.includes(value as Placement);
const isTargetKind = (value: string | undefined): value is TargetKind => TARGET_KINDS.includes(value as TargetKind);

/**
 * One delegated listener reports every partner link on the page: the static
 * sections never hydrate, so their links have no handlers of their own, and
 * island links carry the same data attributes. A middle click opens a tab
 * without a click event, hence auxclick too. The navigation is never held up.
 */
export function listenForPartnerClicks(root: Document = document): void {
  const onClick = (event: MouseEvent) => {
    if (event.type === "auxclick" && event.button !== 1) return;
    // By its data, not its data-slot, which a caller may rename (product cards do).
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-placement][data-target-kind]");
    if (!link) return;
    const { placement, targetKind, targetId } = link.dataset;
    if (!isPlacement(placement) || !isTargetKind(targetKind)) return;
    reportClick({ placement, targetKind, ...(targetId ? { targetId } : {}) });
  };
  root.addEventListener("click", onClick, { capture: true });
  root.addEventListener("auxclick", onClick, { capture: true });
}
