import { z } from "zod";

/**
 * `GET /api/site-config`: runtime settings the public pages show (README "Configuration"): the support
 * address (`SUPPORT_EMAIL`), and the phone and office address when configured (`SUPPORT_PHONE`,
 * `OFFICE_ADDRESS`; null otherwise).
 */
export const siteConfigSchema = z.object({
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
  officeAddress: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
