import { z } from "zod";

/**
 * `GET /api/site-config`: runtime settings the public pages show (README "Configuration"): the support
 * address (`SUPPORT_EMAIL`), and the phone and office address when configured (`SUPPORT_PHONE`,
 * `OFFICE_ADDRESS`; null otherwise), and the rating of the regulator pages' structured data when
 * one was measured and configured (`RATING_VALUE`, `RATING_COUNT`; null otherwise).
 */
export const siteConfigSchema = z.object({
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
  officeAddress: z.string().nullable(),
  /** A measured rating of the exam pages (`RATING_VALUE` of 5, `RATING_COUNT` reviews); null: none. */
  rating: z.object({ value: z.number(), count: z.number().int() }).nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
