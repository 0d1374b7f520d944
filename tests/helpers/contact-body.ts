/** Request bodies of the public inquiry form, for the API tests. */

import type { buildInquiry } from "#server/setup/factories.ts";

/** The inquiry form's body (`POST /api/contact`, wire names) for a factory inquiry, without a message. */
export function contactBody(i: ReturnType<typeof buildInquiry>) {
  return {
    exam_name: i.examName,
    full_name: i.fullName,
    email: i.email,
    phone: i.phone,
    current_job: i.currentJob,
    nationality: i.nationality,
  };
}
