/**
 * Work queues and the dashboard's charts (docs/product.md §12 "Work queues", decision 0027): what
 * needs staff action, how many and since when, with the page where it is done; the thresholds
 * admins set; the counts per stage with their trend; the charts' series. Defined once here for the
 * server, the dashboard and the tests. Plain zod and constants: no server or web import.
 */
import { z } from "zod";
import type { PageKey } from "#shared/access/policy.ts";
import { STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { positiveId, successAnswer } from "#shared/kit/schemas.ts";

/** The queues, in the order the dashboard shows them (the pipeline's order, then the inboxes). */
export const WORK_QUEUE_IDS = [
  "unconfirmed",
  "unpaid_invoices",
  "unseated",
  "sittings_soon",
  "new_inquiries",
  "failed_emails",
  // Decision 0031: pairs of records that may be one person.
  "possible_duplicates",
] as const;
export type WorkQueueId = (typeof WORK_QUEUE_IDS)[number];

/** What a queue holds, where its action is, and which threshold (if any) decides what is late. */
export interface WorkQueueDefinition {
  /** Title of its row. */
  readonly title: string;
  /** The action's label (the row's button). */
  readonly action: string;
  /**
   * The staff pages its action opens, the first the role may open wins (`PAGE_POLICY`); a role
   * that may open none of them does not get the queue (docs/product.md §6: it mirrors the policy).
   */
  readonly pages: readonly PageKey[];
  /** Whether it belongs to test centers (a center's view keeps only these). */
  readonly perCenter: boolean;
  /** Its threshold in {@link WorkQueueSettings}, if any. */
  readonly threshold: keyof WorkQueueSettings | null;
}

/** The queues (docs/product.md §12 "Work queues", "Duplicates and merge"). */
export const WORK_QUEUES: Record<WorkQueueId, WorkQueueDefinition> = {
  unconfirmed: {
    title: "Registrations not confirmed",
    action: "Review",
    pages: ["/stage/:stage"],
    perCenter: true,
    threshold: "unconfirmedDays",
  },
  unpaid_invoices: {
    title: "Invoices unpaid",
    action: "Open invoice list",
    pages: ["/stage/:stage"],
    perCenter: true,
    threshold: "unpaidDays",
  },
  unseated: {
    title: "Paid, without a seat",
    action: "Book seats",
    pages: ["/stage/:stage", "/sittings"],
    perCenter: true,
    threshold: "unseatedDays",
  },
  sittings_soon: {
    title: "Sittings soon with free seats or a waiting list",
    action: "Fill seats",
    pages: ["/sittings"],
    perCenter: true,
    threshold: "sittingDaysAhead",
  },
  new_inquiries: {
    title: "Inquiries still new",
    action: "Answer",
    pages: ["/inquiries"],
    perCenter: false,
    threshold: "inquiryDays",
  },
  failed_emails: {
    title: "E-mails that failed",
    action: "Retry",
    pages: ["/email"],
    perCenter: false,
    threshold: null,
  },
  possible_duplicates: {
    title: "Possible duplicates",
    action: "Compare",
    pages: ["/duplicates"],
    perCenter: false,
    threshold: null,
  },
};

/** Bounds of every threshold (days). */
export const THRESHOLD_MIN = 0;
export const THRESHOLD_MAX = 365;

const days = (label: string) =>
  z.coerce
    .number(`${label} must be a number of days.`)
    .int(`${label} must be a whole number of days.`)
    .min(THRESHOLD_MIN, `${label} must be at least ${THRESHOLD_MIN}.`)
    .max(THRESHOLD_MAX, `${label} must be at most ${THRESHOLD_MAX} days.`);

/** Labels of the thresholds, as the form and the 400 messages name them. */
export const THRESHOLD_LABELS = {
  unconfirmedDays: "Registrations not confirmed after",
  unpaidDays: "Invoices unpaid after",
  unseatedDays: "Paid without a seat after",
  sittingDaysAhead: "Sittings within the next",
  inquiryDays: "Inquiries new after",
} as const;

/** `PUT /api/work-queues/settings` body: every threshold, in whole days (0 to 365). */
export const workQueueSettingsSchema = z.object({
  unconfirmedDays: days(THRESHOLD_LABELS.unconfirmedDays),
  unpaidDays: days(THRESHOLD_LABELS.unpaidDays),
  unseatedDays: days(THRESHOLD_LABELS.unseatedDays),
  sittingDaysAhead: days(THRESHOLD_LABELS.sittingDaysAhead),
  inquiryDays: days(THRESHOLD_LABELS.inquiryDays),
});
export type WorkQueueSettings = z.infer<typeof workQueueSettingsSchema>;

/** The thresholds until an admin saves others (docs/product.md §12 "Work queues"). */
export const DEFAULT_WORK_QUEUE_SETTINGS: WorkQueueSettings = {
  unconfirmedDays: 2,
  unpaidDays: 7,
  unseatedDays: 0,
  sittingDaysAhead: 7,
  inquiryDays: 2,
};

/** `GET`/`PUT /api/work-queues/settings` answer: the thresholds in force and who saved them last. */
export const workQueueSettingsResponseSchema = successAnswer({
  settings: workQueueSettingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type WorkQueueSettingsResponse = z.infer<typeof workQueueSettingsResponseSchema>;

/** `GET /api/work-queues` and `GET /api/dashboard/charts` query: one center's view (a test_center user: always its own). */
export const dashboardScopeQuerySchema = z.object({ testCenterId: positiveId.optional() });

/** One queue as the dashboard shows it. */
export const workQueueSchema = z.object({
  id: z.enum(WORK_QUEUE_IDS),
  count: z.number().int(),
  /** When the oldest item started waiting (ISO); null when the queue is empty or has no age (sittings). */
  oldestAt: z.string().nullable(),
  /** Sittings: the start of the soonest one (ISO); else null. */
  nextAt: z.string().nullable(),
  /** The threshold in force (days), null for a queue without one. */
  thresholdDays: z.number().int().nullable(),
  /** The list where the action is done. */
  href: z.string(),
  /** The oldest item (the soonest sitting), when there is one the role may open. */
  itemHref: z.string().nullable(),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

/** A stage's count now and the candidates who entered it in the last 7 days and the 7 before. */
export const stageTrendSchema = z.object({
  state: z.enum(STUDENT_STATES),
  count: z.number().int(),
  thisWeek: z.number().int(),
  lastWeek: z.number().int(),
});
export type StageTrend = z.infer<typeof stageTrendSchema>;

/** `GET /api/work-queues` answer. */
export const workQueuesResponseSchema = successAnswer({
  /** The clock the ages were read against (ISO). */
  now: z.string(),
  /** The center the view is limited to; null: every center. */
  testCenterId: z.number().int().nullable(),
  queues: z.array(workQueueSchema),
  stages: z.array(stageTrendSchema),
});
export type WorkQueuesResponse = z.infer<typeof workQueuesResponseSchema>;

/** Weeks of the registrations chart; months of the revenue chart; sittings of the fill chart. */
export const CHART_WEEKS = 12;
export const CHART_MONTHS = 12;
export const CHART_SITTINGS = 10;

/** `GET /api/dashboard/charts` answer; a series the role may not read is null. */
export const dashboardChartsResponseSchema = successAnswer({
  testCenterId: z.number().int().nullable(),
  /** Registrations per week (weeks from Sunday, the centers' time), oldest first; `week` YYYY-MM-DD. */
  registrationsPerWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
  /** Per state in pipeline order: the live candidates who have reached it (in it or further on). */
  funnel: z.array(z.object({ state: z.enum(STUDENT_STATES), reached: z.number().int() })),
  /** Confirmed invoices' amounts per month (YYYY-MM) and currency, decimal strings; null: not the role's. */
  revenuePerMonth: z
    .array(z.object({ month: z.string(), currency: z.string(), amount: z.string() }))
    .nullable(),
  /** Live candidates per regulator (exam category), most first. */
  perRegulator: z.array(z.object({ category: z.string(), count: z.number().int() })),
  /** Live candidates per test center, most first; null in a center's view. */
  perCenter: z
    .array(z.object({ testCenterId: z.number().int().nullable(), name: z.string(), count: z.number().int() }))
    .nullable(),
  /** The center's next sittings (not cancelled) with their fill; null without a center. */
  sittingFill: z
    .array(
      z.object({
        id: z.number().int(),
        date: z.string(),
        startTime: z.string(),
        seats: z.number().int(),
        booked: z.number().int(),
      }),
    )
    .nullable(),
});
export type DashboardCharts = z.infer<typeof dashboardChartsResponseSchema>;
