/** Most characters of a request's path a log line carries; real paths are under 100. */
export const LOGGED_PATH_MAX = 300;

/**
 * The path as a log line carries it: cut to LOGGED_PATH_MAX, with its full length when cut,
 * so one client sending 16 KB addresses cannot turn each request into 16 KB of log.
 */
export function loggedPath(path: string): { path: string; pathLength?: number } {
  if (path.length <= LOGGED_PATH_MAX) return { path };
  return { path: `${path.slice(0, LOGGED_PATH_MAX)}…`, pathLength: path.length };
}
