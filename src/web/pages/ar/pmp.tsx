/**
 * `/ar/PMP`: the project management course in Arabic (decision 0011). The English page's component and `meta` with the course
 * pages' Arabic texts and the Arabic of the courses' reference data in this module's `handle`.
 */
import { courseDataAr } from "#web/i18n/data/courses.ar.ts";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { courseAr } from "#web/i18n/messages/course.ar.ts";

export { default, loader, meta } from "#web/features/courses/pmp-programs-page.tsx";

export const handle: I18nHandle = { messages: { ar: courseAr }, texts: { ar: courseDataAr } };
