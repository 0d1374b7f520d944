import { courseProgramLoader } from "./course-data.ts";
import { courseProgramRoute } from "./course-program-page.tsx";

/** `/PMP` and `/pmp`: the project management course (docs/product.md §2, §9); /pmp is kept out of indexes. Texts and courses: `COURSE_PROGRAM_PAGES`. */
const route = courseProgramRoute("pmp");

export const handle = route.handle;
export const loader = courseProgramLoader("pmp");
export const meta = route.meta;
export default route.Page;
