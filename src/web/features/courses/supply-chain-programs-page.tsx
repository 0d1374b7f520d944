import { courseProgramLoader } from "./course-data.ts";
import { courseProgramRoute } from "./course-program-page.tsx";

/** `/SupplyChain`: the five supply chain courses (docs/product.md §2, §9). Texts and courses: `COURSE_PROGRAM_PAGES`. */
const route = courseProgramRoute("supply-chain");

export const handle = route.handle;
export const loader = courseProgramLoader("supply-chain");
export const meta = route.meta;
export default route.Page;
