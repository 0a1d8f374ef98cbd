import { PartnerError, CRAWL_ERRORS } from "./types";

/**
 * Reads a response body as text, counting bytes as they stream and cancelling
 * the download as soon as it passes `maxBytes` (a declared larger
 * content-length is refused before reading).
 */
export async function readBodyCapped(response: Response, maxBytes: number, errorMessage: string = CRAWL_ERRORS.failedToCrawl): Promise<string> {
  const bytes = await readBytesCapped(response, maxBytes, errorMessage);
  return new TextDecoder(charsetOf(response.headers.get("content-type"))).decode(bytes);
}

/** The same cap as readBodyCapped, for a body that is not text (product pictures). */
export async function readBytesCapped(response: Response, maxBytes: number, errorMessage: string = CRAWL_ERRORS.failedToCrawl): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new PartnerError(errorMessage, `response of ${declared} bytes exceeds the ${maxBytes}-byte cap`);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new PartnerError(errorMessage, `response exceeds the ${maxBytes}-byte cap`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function charsetOf(contentType: string | null): string {
  const label = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  if (!label) return "utf-8";
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return "utf-8";
  }
}

/** One signal that fires on the caller's abort or after `timeoutMs`. */
export function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** Turns an abort or network failure into a PartnerError that says which. */
export function fetchFailure(error: unknown, signal: AbortSignal, timeoutMs: number, message: string): PartnerError {
  if (error instanceof PartnerError) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    const timedOut = reason instanceof DOMException && reason.name === "TimeoutError";
    return new PartnerError(message, timedOut ? `timed out after ${timeoutMs} ms` : "aborted");
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return new PartnerError(message, `${error instanceof Error ? error.message : String(error)}${cause}`);
}
