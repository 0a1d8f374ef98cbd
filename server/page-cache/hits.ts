/**
 * Batches served-hit counts so a busy page costs one write per URL per interval
 * instead of one per request.
 */
export function createHitBuffer(flushMs: number, write: (url: string, count: number) => Promise<void>, onError: (error: unknown) => void) {
  const pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = [...pending];
    pending.clear();
    await Promise.all(batch.map(([url, count]) => write(url, count).catch(onError)));
  }

  return {
    add(url: string): void {
      pending.set(url, (pending.get(url) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref?.();
      }
    },
    flush,
  };
}
