import { z } from "../zod";

/** Body of GET /api/admin/indexnow: IndexNow's settings, what waits, and the last notices with the endpoint's answers. */
export const indexNowStatusSchema = z.union([
  z.object({
    enabled: z.literal(true),
    keyLocation: z.string(),
    endpoint: z.string(),
    pending: z.number(),
    retryAt: z.string().nullable(),
    notices: z.array(
      z.object({
        sentAt: z.string(),
        urlCount: z.number(),
        firstUrls: z.array(z.string()),
        status: z.number().nullable(),
        outcome: z.enum(["accepted", "refused", "unreachable", "too-long"]),
        detail: z.string().nullable(),
      }),
    ),
  }),
  z.object({ enabled: z.literal(false), notices: z.array(z.never()) }),
]);

export type IndexNowStatus = z.infer<typeof indexNowStatusSchema>;
