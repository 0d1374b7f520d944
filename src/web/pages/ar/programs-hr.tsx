/**
 * `/ar/Programs/hr`: the HR and management courses in Arabic (decision 0011). The English page's component, `loader` and `meta` with the course
 * pages' Arabic texts in this module's `handle`; the Arabic of the program's reference data comes
 * in the page's data (`course-data.ts`, decision 0005).
 */
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { courseAr } from "#web/i18n/messages/course.ar.ts";

export { default, loader, meta } from "#web/features/courses/hr-programs-page.tsx";

export const handle: I18nHandle = { messages: { ar: courseAr } };
