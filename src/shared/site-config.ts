import { z } from "zod";

/** `GET /api/site-config`: runtime settings the public pages show (README "Configuration"). */
export const siteConfigSchema = z.object({
  supportEmail: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
