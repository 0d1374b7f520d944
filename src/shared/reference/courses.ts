/**
 * Professional programs sold on the course pages (docs/product.md §2 "Public": /Programs/hr, /PMP,
 * /SupplyChain; §9 course table). Prices in USD, hours in contact hours, sessions as counted by
 * the provider. The §9 figures are exact; titles and certificate texts expand the codes.
 *
 * The supply chain page has five courses and §9 has five supply chain rows: Lean and quality,
 * Operations and process, Supply chain manager, Procurement and Contract management officer. §9
 * names them without codes, so the codes (CLQP, COPM, CSCM, CPP, CCMO) are ours, chosen so that
 * "CSCM", the prerequisite §9 gives for Operations and process, is the Supply chain manager course.
 * "COPMP", the prerequisite of Lean and quality, is not a course of this page (§9 gives it no row);
 * it stays as §9 writes it, with a note saying so. Where §9 says "not stated", the pages show no
 * prerequisite line at all ({@link shownPrerequisite}).
 */

/** The three course pages. */
export type CourseProgram = "hr" | "pmp" | "supply-chain";

/** A course card and its detail dialog. */
export type Course = {
  readonly code: string;
  readonly title: string;
  readonly program: CourseProgram;
  /** Whole US dollars (§9). */
  readonly priceUsd: number;
  /** Contact hours (§9). */
  readonly hours: number;
  readonly sessions: number;
  /** As §9 states it; "None" or "Not stated" where it says so. */
  readonly prerequisite: string;
  /** What the prerequisite means when it is no course of this site (shown under it). */
  readonly prerequisiteNote?: string;
  /** What the certificate attests and who it is for. */
  readonly certificate: string;
  readonly outcomes: readonly string[];
  /** Under /public; replace the file to replace the picture. */
  readonly image: string;
  readonly imageAlt: string;
};

const hrCourse = (
  code: string,
  title: string,
  priceUsd: number,
  hours: number,
  sessions: number,
  prerequisite: string,
  certificate: string,
  outcomes: string[],
): Course => ({
  code,
  title,
  program: "hr",
  priceUsd,
  hours,
  sessions,
  prerequisite,
  certificate,
  outcomes,
  image: `/images/courses/${code.toLowerCase()}.svg`,
  imageAlt: `${title} course illustration`,
});

/** The eight HR and management courses of /Programs/hr (docs/product.md §9). */
export const HR_COURSES: readonly Course[] = [
  hrCourse(
    "HRFC",
    "HR Fundamentals Certificate",
    300,
    9,
    3,
    "None",
    "Attests a working knowledge of the HR cycle: workforce planning, recruitment, onboarding, pay, performance and employee relations. For new HR staff, line managers and career changers.",
    [
      "Map the HR cycle of a Gulf organisation",
      "Write job descriptions and offer letters",
      "Run a basic performance review",
    ],
  ),
  hrCourse(
    "CHRM",
    "Certified Human Resources Manager",
    650,
    30,
    10,
    "5 years HR experience or HRFC",
    "Attests the ability to lead an HR function: strategy, policies, talent, reward and compliance with Gulf labour law. For HR officers moving into management.",
    [
      "Align HR strategy with business goals",
      "Design HR policies and procedures",
      "Lead workforce and succession planning",
    ],
  ),
  hrCourse(
    "HREC",
    "HR Executive Certificate",
    650,
    30,
    10,
    "CHRM or a set of other certificates",
    "Attests executive-level HR leadership: organisational design, change, culture and HR analytics presented to the board. For senior HR managers and HR business partners.",
    [
      "Lead organisational change",
      "Build HR dashboards for executives",
      "Shape culture and engagement programs",
    ],
  ),
  hrCourse(
    "CBMC",
    "Compensation and Benefits Management Certificate",
    300,
    9,
    3,
    "HRFC",
    "Attests the ability to design fair, competitive pay: job evaluation, salary structures, allowances and benefits. For HR and payroll specialists.",
    ["Evaluate and grade jobs", "Build salary bands from market data", "Plan benefits within budget"],
  ),
  hrCourse(
    "CHRELL",
    "Certificate in HR Employment Law and Labour Relations",
    300,
    8,
    2,
    "HRFC",
    "Attests a practical grasp of employment contracts, discipline, grievances and end-of-service rules under Gulf labour laws. For HR staff and managers handling employee cases.",
    [
      "Draft compliant employment contracts",
      "Handle discipline and grievances",
      "Calculate end-of-service entitlements",
    ],
  ),
  hrCourse(
    "HRRS",
    "HR Recruitment and Selection Certificate",
    250,
    6,
    2,
    "HRFC",
    "Attests skill in sourcing, structured interviewing and selecting candidates fairly. For recruiters and hiring managers.",
    [
      "Write targeted job adverts",
      "Run competency-based interviews",
      "Score and select candidates consistently",
    ],
  ),
  hrCourse(
    "TDHR",
    "Training and Development in HR Certificate",
    250,
    6,
    2,
    "HRFC",
    "Attests the ability to analyse training needs, plan programs and measure their effect. For training coordinators and HR generalists.",
    [
      "Run a training needs analysis",
      "Plan an annual training calendar",
      "Evaluate training with the Kirkpatrick levels",
    ],
  ),
  hrCourse(
    "MHRP",
    "Modern HR Practices Certificate",
    250,
    6,
    2,
    "HRFC",
    "Attests familiarity with current HR practice: HR technology, hybrid work, employee experience and people analytics. For HR teams modernising their function.",
    ["Choose HR software that fits", "Design an employee experience journey", "Use simple people analytics"],
  ),
];

/** The project management course of /PMP (docs/product.md §9). */
export const PMP_COURSES: readonly Course[] = [
  {
    code: "PMCM",
    title: "Project Management Certified Manager",
    program: "pmp",
    priceUsd: 500,
    hours: 39,
    sessions: 9,
    prerequisite: "Not stated",
    certificate:
      "Attests command of the project life cycle along the PMBOK knowledge areas: scope, schedule, cost, quality, risk, stakeholders and agile delivery. For project coordinators, engineers and team leads who run projects and want the PMP credential; its 39 contact hours cover the 35 hours of project management education the PMP exam asks for.",
    outcomes: [
      "Build a work breakdown structure and schedule",
      "Estimate and control cost and risk",
      "Prepare for the PMP exam",
    ],
    image: "/images/courses/pmcm.svg",
    imageAlt: "Project Management Certified Manager course illustration",
  },
];

const supplyChainCourse = (
  code: string,
  title: string,
  priceUsd: number,
  hours: number,
  sessions: number,
  prerequisite: string,
  certificate: string,
  outcomes: string[],
): Course => ({
  code,
  title,
  program: "supply-chain",
  priceUsd,
  hours,
  sessions,
  prerequisite,
  certificate,
  outcomes,
  image: `/images/courses/${code.toLowerCase()}.svg`,
  imageAlt: `${title} course illustration`,
});

/** The five supply chain courses of /SupplyChain (docs/product.md §9; codes are ours, see the module note). */
export const SUPPLY_CHAIN_COURSES: readonly Course[] = [
  {
    ...supplyChainCourse(
      "CLQP",
      "Lean and Quality",
      250,
      12,
      3,
      "COPMP",
      "Attests the ability to remove waste and improve quality with lean tools, 5S, root-cause analysis and basic statistical process control. For operations and quality staff.",
      ["Map a value stream", "Run a 5S and kaizen event", "Find root causes with the 5 whys and fishbone"],
    ),
    prerequisiteNote:
      "COPMP is a certificate we do not teach: it is not one of the courses on this site. Not sure whether you meet it?",
  },
  supplyChainCourse(
    "COPM",
    "Operations and Process Management",
    350,
    20,
    5,
    "CSCM",
    "Attests skill in designing, measuring and improving operational processes: capacity, inventory, scheduling and KPIs. For operations supervisors and process owners.",
    ["Model process capacity", "Set inventory policies", "Track operations KPIs"],
  ),
  supplyChainCourse(
    "CSCM",
    "Certified Supply Chain Manager",
    450,
    24,
    6,
    "Not stated",
    "Attests end-to-end supply chain management: planning, sourcing, logistics, supplier relations and risk. For supply chain and logistics professionals.",
    ["Plan demand and supply", "Manage supplier performance", "Reduce supply chain risk"],
  ),
  supplyChainCourse(
    "CPP",
    "Certified Procurement Professional",
    250,
    12,
    3,
    "Not stated",
    "Attests sound purchasing practice: sourcing strategies, tenders, negotiation and contract management. For buyers and procurement officers.",
    ["Run a competitive tender", "Negotiate with suppliers", "Manage contracts and claims"],
  ),
  supplyChainCourse(
    "CCMO",
    "Certified Contract Management Officer",
    450,
    16,
    4,
    "Not stated",
    "Attests the ability to run a contract through its life: drafting terms, awarding, monitoring supplier obligations, handling variations and claims, and closing out. For contract, procurement and project officers who administer supplier contracts.",
    [
      "Draft clear scope, price and payment terms",
      "Track obligations, deliverables and penalties",
      "Handle variations, claims and contract close-out",
    ],
  ),
];

/** Every course by page. */
export const COURSES_BY_PROGRAM: Readonly<Record<CourseProgram, readonly Course[]>> = {
  hr: HR_COURSES,
  pmp: PMP_COURSES,
  "supply-chain": SUPPLY_CHAIN_COURSES,
};

/** The card and dialog price label, e.g. "USD 300" (§9 prices are whole dollars). */
/** The prerequisite a page shows, or null where §9 states none ("Not stated": no line at all). */
export function shownPrerequisite(course: Course): string | null {
  return course.prerequisite === "Not stated" ? null : course.prerequisite;
}

export function formatCoursePrice(course: Course): string {
  return `USD ${course.priceUsd}`;
}

/** ISO 8601 duration of the contact hours, e.g. "PT9H", for schema.org `timeRequired`. */
export function courseDuration(course: Course): string {
  return `PT${course.hours}H`;
}
