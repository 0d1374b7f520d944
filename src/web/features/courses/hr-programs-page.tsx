import { courseProgramLoader } from "./course-data.ts";
import { courseProgramRoute } from "./course-program-page.tsx";

/** `/Programs/hr`: the eight HR and management courses (docs/product.md §2, §9). Texts and courses: `COURSE_PROGRAM_PAGES`. */
const route = courseProgramRoute("hr");

export const handle = route.handle;
export const loader = courseProgramLoader("hr");
export const meta = route.meta;
export default route.Page;
