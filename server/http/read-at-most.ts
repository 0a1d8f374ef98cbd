/**
 * Reads at most `maxBytes` of an outside answer and drops the connection past it: a peer that
 * answers with an endless body costs a few kilobytes, never the process's memory. `complete`
 * says whether the whole body fitted.
 */
export async function readAtMost(response: Response, maxBytes: number): Promise<{ text: string; complete: boolean }> {
  if (!response.body) return { text: "", complete: true };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - total;
      chunks.push(value.byteLength > room ? value.subarray(0, room) : value);
      total += Math.min(value.byteLength, room);
      if (value.byteLength > room) {
        await reader.cancel().catch(() => undefined);
        return { text: decode(chunks), complete: false };
      }
    }
  } catch {
    // A connection dropped mid-answer: what came is all there is.
    return { text: decode(chunks), complete: false };
  }
  return { text: decode(chunks), complete: true };
}

const decode = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString("utf8");
