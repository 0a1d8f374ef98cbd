/**
 * The work's answer, or `late()`'s once `ms` have passed, whichever comes first; the timer is
 * always cleared. The work itself goes on (abort it in `late` where it can be stopped). `late`
 * may throw, to turn a slow answer into an error.
 */
export async function within<T, L>(work: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
