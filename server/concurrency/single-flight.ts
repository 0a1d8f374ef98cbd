/** One flight per key at a time: later callers share the running promise. */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, start: () => Promise<T>): Promise<T> {
      const current = running.get(key);
      if (current) return current;
      const promise = start().finally(() => running.delete(key));
      running.set(key, promise);
      return promise;
    },
    has: (key: string) => running.has(key),
  };
}
