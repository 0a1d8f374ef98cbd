/**
 * ZIP wording on a town page says one thing: a town with ZIPs of its own names them
 * plainly; a town the directory lists without ZIPs names its post office's ZIP as
 * "post-office ZIP …" every time, and nothing on the page says it has no ZIP at all.
 */
export function zipFindings(text: string, cityName: string, zips: readonly string[], postOfficeZips: readonly string[]): string[] {
  const found: string[] = [];
  if (/no ZIP code of its own/i.test(text)) found.push("says the town has no ZIP code of its own");
  if (zips.length > 0) {
    for (const zip of zips) if (text.includes(`post-office ZIP ${zip}`)) found.push(`calls its own ZIP ${zip} a post-office ZIP`);
    return found;
  }
  for (const zip of postOfficeZips) {
    const all = text.match(new RegExp(`\\b${zip}\\b`, "g"))?.length ?? 0;
    const worded = text.match(new RegExp(`post-office ZIPs? (?:[0-9, and]*)?${zip}\\b`, "g"))?.length ?? 0;
    if (all !== worded) found.push(`${cityName}'s post-office ZIP ${zip} appears ${all - worded}× without saying it is the post office's`);
  }
  return found;
}
