/**
 * Database schema (docs/product.md §3), snake_case columns. The API's wire names are mapped in one place per
 * entity (`server/domain/student-mapping.ts`). Rows that users saved are never deleted: they carry
 * `deleted_at`/`deleted_by` instead.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ROLES } from "#shared/access/roles.ts";
import { STUDENT_EVENT_TYPES } from "#shared/candidates/actions.ts";
import { STUDENT_STATES } from "#shared/candidates/pipeline.ts";
import { INQUIRY_STATUSES } from "#shared/inquiries/inquiries.ts";
import { EMAIL_KINDS, EMAIL_STATUSES } from "#shared/mail/outbox.ts";
import { ATTENDANCE_MARKS } from "#shared/sittings/check-in.ts";
import { SITTING_STATUSES } from "#shared/sittings/sittings.ts";
import { foldedText, foldedWords, reversedDigits } from "./search.ts";

export const roleEnum = pgEnum("role", ROLES);
export const studentStateEnum = pgEnum("student_state", STUDENT_STATES);
export const studentEventTypeEnum = pgEnum("student_event_type", STUDENT_EVENT_TYPES);
export const emailKindEnum = pgEnum("email_kind", EMAIL_KINDS);
export const emailStatusEnum = pgEnum("email_status", EMAIL_STATUSES);
export const inquiryStatusEnum = pgEnum("inquiry_status", INQUIRY_STATUSES);
export const sittingStatusEnum = pgEnum("sitting_status", SITTING_STATUSES);
/** A seat's attendance on exam day (docs/product.md §11 "Check-in"); null while the candidate is expected. */
export const attendanceEnum = pgEnum("attendance", ATTENDANCE_MARKS);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const deletedAt = () => timestamp("deleted_at", { withTimezone: true });
/**
 * When the trash's retention sweep anonymised a deleted row (decision 0029): it then leaves the
 * Trash and can no longer be restored.
 */
const purgedAt = () => timestamp("purged_at", { withTimezone: true });

export const testCenters = pgTable(
  "test_centers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    contact: text("contact"),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex("test_centers_name_unique").on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: roleEnum("role").notNull(),
    name: text("name"),
    testCenterId: integer("test_center_id").references(() => testCenters.id),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    deletedAt: deletedAt(),
    deletedBy: integer("deleted_by"),
    purgedAt: purgedAt(),
    /**
     * Carried in every token (`ver` claim) and compared by the auth hook: raising it ends every
     * session of the user at once (password, role or test center change; decision 0008).
     */
    tokenVersion: integer("token_version").notNull().default(0),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`).where(sql`${t.deletedAt} is null`),
  ],
);

export const students = pgTable(
  "students",
  {
    id: serial("id").primaryKey(),
    /**
     * The candidate's registration reference (`EX-26-7K3QF9`, `#shared/registration/reference.ts`):
     * random, unique among all rows (deleted ones too, so a reference is never given twice).
     */
    reference: text("reference").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    fullName: text("full_name").notNull(),
    nationalId: text("national_id"),
    passportNumber: text("passport_number"),
    governmentIdIssuingCountry: text("government_id_issuing_country"),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    dateOfBirth: date("date_of_birth").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    countryState: text("country_state"),
    postalCode: text("postal_code"),
    nationality: text("nationality"),
    mailingAddress: text("mailing_address"),
    potentialWorkPlace: text("potential_work_place"),
    requestedDateRange: text("requested_date_range"),
    gender: text("gender").notNull(),
    degree: text("degree").notNull(),
    bscUniversity: text("bsc_university"),
    mscUniversity: text("msc_university"),
    phdUniversity: text("phd_university"),
    college: text("college"),
    registeredFrom: text("registered_from").notNull(),
    testCenterId: integer("test_center_id").references(() => testCenters.id),
    trialMonth: text("trial_month").notNull(),
    examCategory: text("exam_category").notNull(),
    examSpecialty: text("exam_specialty").notNull(),
    examName: text("exam_name").notNull(),
    examDate: date("exam_date"),
    examLocation: text("exam_location"),
    examTime: text("exam_time"),
    confirmationNumber: text("confirmation_number"),
    state: studentStateEnum("state").notNull().default("Not_Confirmed"),
    /**
     * When the candidate entered `state` (decision 0030): set with every state change
     * (`moveStudentStates`, the confirmation); the pipeline board shows the age in the state from it.
     */
    stateChangedAt: timestamp("state_changed_at", { withTimezone: true }).notNull().defaultNow(),
    confirmed: boolean("confirmed").notNull().default(false),
    confirmedBy: text("confirmed_by"),
    confirmedById: integer("confirmed_by_id").references(() => users.id),
    registeredByUserId: integer("registered_by_user_id").references(() => users.id),
    registrationDate: timestamp("registration_date", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The language the candidate registered in (`en`, `ar`: `LOCALES`, decision 0011): their
     * e-mails are written in it and link to that language's status page.
     */
    locale: text("locale").notNull().default("en"),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    /** The staff user who last edited the record (docs/product.md §7: the edit sends the staff user). */
    updatedById: integer("updated_by_id").references(() => users.id),
    deletedAt: deletedAt(),
    deletedBy: integer("deleted_by").references(() => users.id),
    purgedAt: purgedAt(),
    /**
     * Set when the record was merged into another (decision 0031): the kept record's id; the row is
     * then soft-deleted by that merge and its invoices, seats and history belong to the kept one.
     */
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => students.id),
  },
  (t) => [
    uniqueIndex("students_reference_unique").on(t.reference),
    uniqueIndex("students_email_unique").on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex("students_national_id_unique")
      .on(sql`lower(${t.nationalId})`)
      .where(sql`${t.deletedAt} is null and ${t.nationalId} is not null`),
    uniqueIndex("students_passport_number_unique")
      .on(sql`lower(${t.passportNumber})`)
      .where(sql`${t.deletedAt} is null and ${t.passportNumber} is not null`),
    // Matches the dashboard's ORDER BY registration_date DESC, id DESC (NULLS FIRST is PostgreSQL's
    // default for DESC; an index with NULLS LAST would not serve it) over live candidates.
    index("students_registration_date_idx")
      .on(t.registrationDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The same order carrying the columns of the usual filters (decision 0033): a filtered list
    // (a name, an e-mail, an exam category, a state, a gender, a language, or any two) walks it
    // index-only, testing each entry without reading the row, until its page is full. The narrow
    // index above stays for the unfiltered list and deep pages (fewer pages to skip through).
    index("students_registration_filters_idx")
      // Key columns after the unique id (Drizzle has no INCLUDE): they never change the order.
      .on(
        t.registrationDate.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.state,
        t.gender,
        t.locale,
        t.examCategory,
        t.fullName,
        t.email,
      )
      .where(sql`${t.deletedAt} is null`),
    // Stage lists and the state filter: one state's live candidates already in the list's order, so
    // a page (even a deep one) and the state's count are index-only scans.
    index("students_state_idx")
      .on(t.state, t.registrationDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The pipeline board (decision 0030): a state's live candidates, longest in the state first,
    // keyset-paged on (state_changed_at, id); and the same per test center (a center's board).
    index("students_board_idx").on(t.state, t.stateChangedAt, t.id).where(sql`${t.deletedAt} is null`),
    index("students_board_center_idx")
      .on(t.testCenterId, t.state, t.stateChangedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The board filtered by exam (and month): those columns walked in the board's order per state, so
    // an exam + month column stops at its page instead of testing thousands of rows, and its counts
    // (any filter with an exam or a month) are an index-only range (decision 0030 "At a million").
    index("students_board_filters_idx")
      .on(t.examCategory, t.trialMonth, t.state, t.stateChangedAt, t.id, t.testCenterId)
      .where(sql`${t.deletedAt} is null`),
    index("students_gender_idx").on(t.gender).where(sql`${t.deletedAt} is null`),
    index("students_test_center_idx").on(t.testCenterId),
    // Work queues and charts (decision 0027): a center's live candidates per state, and the count
    // per center, as index-only scans.
    index("students_live_center_state_idx").on(t.testCenterId, t.state).where(sql`${t.deletedAt} is null`),
    // The chart of live candidates per regulator: an index-only scan, not the table.
    index("students_exam_category_idx").on(t.examCategory).where(sql`${t.deletedAt} is null`),
    // The confirmation counts: an index-only scan of live candidates' flag, not of the table.
    index("students_confirmed_idx").on(t.confirmed).where(sql`${t.deletedAt} is null`),
    // Trigram indexes serve the dashboard's case-insensitive "contains" filters (docs/product.md §2).
    index("students_full_name_trgm").using("gin", t.fullName.op("gin_trgm_ops")),
    index("students_national_id_trgm").using("gin", t.nationalId.op("gin_trgm_ops")),
    // Passport-only candidates are found by their passport number (docs/product.md §2 "Student list").
    index("students_passport_number_trgm").using("gin", t.passportNumber.op("gin_trgm_ops")),
    // A reference, or a part of one, typed in the dashboard's Reference filter (docs/product.md §2 "Student registration").
    index("students_reference_trgm").using("gin", t.reference.op("gin_trgm_ops")),
    index("students_phone_trgm").using("gin", t.phone.op("gin_trgm_ops")),
    index("students_email_trgm").using("gin", t.email.op("gin_trgm_ops")),
    index("students_exam_category_trgm").using("gin", t.examCategory.op("gin_trgm_ops")),
    index("students_exam_name_trgm").using("gin", t.examName.op("gin_trgm_ops")),
    index("students_bsc_university_trgm").using("gin", t.bscUniversity.op("gin_trgm_ops")),
    index("students_msc_university_trgm").using("gin", t.mscUniversity.op("gin_trgm_ops")),
    // The one search (decision 0026): live candidates' names folded (Arabic marks and letter forms,
    // case) under trigrams, and their phone digits reversed, so a number typed with or without its
    // country code is a prefix match ("ends with").
    index("students_search_name_trgm")
      .using("gin", sql`${foldedText(t.fullName)} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    // Its whole words (array GIN): a name typed in full is found without intersecting the trigrams
    // of common words (decision 0026, bench/README.md "One search").
    index("students_search_words").using("gin", foldedWords(t.fullName)).where(sql`${t.deletedAt} is null`),
    // And by its beginning (btree): a name typed in full or from its start is a range scan that
    // stops at the branch's limit, where the whole words' posting lists of two common names are
    // decoded whole (12 000 "Layla Khoury" at 1 M: 30 ms; decision 0026, "A name from its start").
    index("students_search_name_prefix_idx")
      .using("btree", sql`${foldedText(t.fullName)} text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    index("students_phone_rev_idx")
      .using("btree", sql`${reversedDigits(t.phone)} text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    // Identifiers by their beginning (btree: a plain index scan that stops at the LIMIT, whatever
    // the prefix's frequency; trigram "contains" read whole posting lists for `@gmail.com`, `EX-26-`).
    index("students_national_id_prefix_idx")
      .using("btree", sql`lower(${t.nationalId}) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    index("students_passport_number_prefix_idx")
      .using("btree", sql`lower(${t.passportNumber}) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    index("students_email_prefix_idx")
      .using("btree", sql`lower(${t.email}) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    index("students_reference_prefix_idx")
      .using("btree", sql`${t.reference} text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    // Possible duplicates (decision 0031): the SQL functions `duplicate_*_key` (migration
    // `duplicate_persons`) and `duplicate_matches_of` (migration
    // `duplicate_pairs_update_per_statement`) look candidates' twins up through these:
    // the same date of birth (then the name and the near identifiers are compared on those few
    // rows), the phone's last 8 digits, the e-mail without case and without dots in its local part.
    index("students_dob_idx").on(t.dateOfBirth).where(sql`${t.deletedAt} is null`),
    index("students_phone_key_idx")
      .on(sql`duplicate_phone_key(${t.phone})`)
      .where(sql`${t.deletedAt} is null`),
    index("students_email_key_idx")
      .on(sql`duplicate_email_key(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Possible duplicate persons (docs/product.md §12 "Duplicates and merge", decision 0031): one row per
 * pair of live candidates (`student_id` < `other_id`) that share a name and date of birth, a phone,
 * a national ID or passport within one typo (same date of birth), or an e-mail up to case and dots.
 * Kept by the trigger `students_duplicate_pairs_*` on every write of those fields: a pair that no
 * longer matches leaves (unless dismissed), a deleted or merged candidate's open pairs leave.
 * `reasons` lists the codes (`DUPLICATE_REASONS`). A dismissed pair ("not a duplicate") stays, so
 * it does not come back.
 */
export const duplicatePairs = pgTable(
  "duplicate_pairs",
  {
    studentId: integer("student_id")
      .notNull()
      .references(() => students.id),
    otherId: integer("other_id")
      .notNull()
      .references(() => students.id),
    reasons: text("reasons").array().notNull(),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    dismissedById: integer("dismissed_by_id").references(() => users.id),
    dismissedBy: text("dismissed_by"),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.otherId] }),
    check("duplicate_pairs_ordered", sql`${t.studentId} < ${t.otherId}`),
    // The queue: open pairs, newest first (NULLS FIRST is PostgreSQL's default for DESC: the
    // queue's ORDER BY detected_at DESC is served by this index only with it).
    index("duplicate_pairs_open_idx")
      .on(t.detectedAt.desc().nullsFirst(), t.studentId, t.otherId)
      .where(sql`${t.dismissedAt} is null`),
    index("duplicate_pairs_other_idx").on(t.otherId),
  ],
);

/** Who did what to a candidate, and when: written in the same transaction as the change. */
export const studentEvents = pgTable(
  "student_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    studentId: integer("student_id")
      .notNull()
      .references(() => students.id),
    type: studentEventTypeEnum("type").notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id),
    actorUsername: text("actor_username"),
    fromState: studentStateEnum("from_state"),
    toState: studentStateEnum("to_state"),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("student_events_student_idx").on(t.studentId, t.createdAt),
    // The stage trends (decision 0027): the moves into each state of the last two weeks.
    index("student_events_moves_idx").on(t.createdAt, t.toState).where(sql`${t.toState} is not null`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    studentId: integer("student_id")
      .notNull()
      .references(() => students.id),
    invoiceNumber: text("invoice_number").notNull(),
    bankInvoiceNumber: text("bank_invoice_number"),
    paymentDate: date("payment_date"),
    bank: text("bank"),
    invoiceEmail: text("invoice_email"),
    invoiceMobilePhone: text("invoice_mobile_phone"),
    invoicerName: text("invoicer_name"),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("USD"),
    reference: text("reference"),
    secondReference: text("second_reference"),
    createdBy: text("created_by"),
    createdById: integer("created_by_id").references(() => users.id),
    confirmed: boolean("confirmed").notNull().default(false),
    confirmedBy: text("confirmed_by"),
    confirmedById: integer("confirmed_by_id").references(() => users.id),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    deletedBy: integer("deleted_by").references(() => users.id),
  },
  (t) => [
    index("invoices_student_idx").on(t.studentId),
    // The All Invoices table: newest first, live invoices only.
    index("invoices_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("invoices_number_unique").on(t.invoiceNumber).where(sql`${t.deletedAt} is null`),
    // The one search (decision 0026): an invoice number by its beginning.
    index("invoices_number_prefix_idx")
      .using("btree", sql`lower(${t.invoiceNumber}) text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    // Work queue "invoices unpaid" (decision 0027): live unconfirmed invoices, oldest first.
    index("invoices_unpaid_idx")
      .on(t.createdAt, t.studentId)
      .where(sql`${t.confirmed} = false and ${t.deletedAt} is null`),
    // The revenue chart (decision 0027): confirmed invoices by when they were confirmed.
    index("invoices_confirmed_at_idx")
      .on(t.confirmedAt)
      .where(sql`${t.confirmed} = true and ${t.deletedAt} is null`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    /** The recipient; null for an announcement to every user (src/shared/admin/announcements.ts). */
    recipientUserId: integer("recipient_user_id").references(() => users.id),
    senderUserId: integer("sender_user_id").references(() => users.id),
    senderUsername: text("sender_username").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    deletedBy: integer("deleted_by").references(() => users.id),
  },
  (t) => [index("messages_recipient_idx").on(t.recipientUserId)],
);

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    examName: text("exam_name").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    currentJob: text("current_job").notNull(),
    nationality: text("nationality").notNull(),
    message: text("message"),
    /**
     * The language of the page the inquiry was sent from (`en`, `ar`: `LOCALES`, decision 0011):
     * the invitation to register is written in it and links to that language's wizard.
     */
    locale: text("locale").notNull().default("en"),
    // docs/product.md §2 "Inquiries page": the follow-up. `converted` is set only by a registration through the invitation.
    status: inquiryStatusEnum("status").notNull().default("new"),
    notes: text("notes"),
    assigneeUserId: integer("assignee_user_id").references(() => users.id),
    convertedStudentId: integer("converted_student_id").references(() => students.id),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    deletedBy: integer("deleted_by").references(() => users.id),
    purgedAt: purgedAt(),
  },
  (t) => [
    index("inquiries_created_idx").on(t.createdAt.desc()),
    // The one search (decision 0026): folded name and e-mail under trigrams; phone digits reversed.
    index("inquiries_search_trgm")
      .using("gin", sql`${foldedText(sql`${t.fullName} || ' ' || ${t.email}`)} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    index("inquiries_phone_rev_idx")
      .using("btree", sql`${reversedDigits(t.phone)} text_pattern_ops`)
      .where(sql`${t.deletedAt} is null`),
    // Work queue "inquiries still new" (decision 0027).
    index("inquiries_new_idx").on(t.createdAt).where(sql`${t.status} = 'new' and ${t.deletedAt} is null`),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  subject: text("subject").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

/**
 * Who did what in the administration, and when (decision 0007: users, test centers, messages). Written in
 * the same transaction as the change; never holds a password or its hash.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: integer("actor_user_id").references(() => users.id),
    actorUsername: text("actor_username").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    index("audit_log_created_idx").on(t.createdAt),
  ],
);

/**
 * Tokens ended before their expiry by `POST /api/logout` (decision 0008), by their `jti`. A row is only
 * needed until the token would have expired anyway; expired rows are removed on the next logout.
 */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("revoked_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Counters of the login lock and the public rate limits when several replicas share one PostgreSQL
 * database (decision 0003): rate-limiter-flexible's Drizzle store keeps one row per key (`<limiter>:<who>`),
 * `points` used in the window that ends at `expire`. The embedded database keeps them in memory.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    expire: timestamp("expire", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

/**
 * Secrets generated by the server and shared by its replicas (README "Several replicas on one PostgreSQL database"): `jwt`, the token signing
 * key when `JWT_SECRET` is not set. Readable by whoever can read the database (README "Secrets").
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * The first answer to a write sent with an `Idempotency-Key` (decision 0019): a retry with the
 * same key, by the same caller on the same route, within 24 h gets this answer again instead of
 * being applied twice. `request_hash` is a SHA-256 of the body: the same key with another body is
 * refused (422).
 */
export const idempotentResponses = pgTable(
  "idempotent_responses",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    body: jsonb("body").$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("idempotent_responses_created_idx").on(t.createdAt),
  ],
);

/** A file attached to an outbox message, its content in base64 (the exam's `.ics`). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The e-mail outbox (decision 0010): a message is written here in the same transaction as the
 * change that causes it (registration, state change, invoice), with `params`, a snapshot of what it
 * says; the worker (`server/mail/worker.ts`) renders it once into subject, bodies and
 * attachments, delivers it and records the outcome. `dedupe_key` (e.g. `confirmed:<studentId>`)
 * makes a second enqueue of the same message a no-op. A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` and leases them until `locked_until`, so replicas never deliver one
 * message twice.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    studentId: integer("student_id").references(() => students.id),
    kind: emailKindEnum("kind").notNull(),
    locale: text("locale").notNull().default("en"),
    toAddress: text("to_address").notNull(),
    /** What the template needs, as it was when the message was queued. */
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull().default({}),
    subject: text("subject"),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    status: emailStatusEnum("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease on the message while it delivers it; `locked_by` names the claim. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    dedupeKey: text("dedupe_key").notNull(),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_key_unique").on(t.dedupeKey),
    // The worker's poll: due queued messages in order.
    index("email_outbox_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'queued'`),
    index("email_outbox_student_idx").on(t.studentId),
    // Work queue "e-mails that failed" (decision 0027).
    index("email_outbox_failed_idx").on(t.createdAt).where(sql`${t.status} = 'failed'`),
  ],
);

/**
 * The admin "E-mail" screen's settings (decision 0010), one row per message kind and locale once
 * an admin changed it: no row means switched on with the built-in texts. `subject`/`body` are
 * templates with `{{placeholders}}` that replace the built-in texts (null: the built-in one). A
 * disabled kind is never queued (`server/mail/outbox.ts`); changes are in `audit_log`.
 */
export const emailSettings = pgTable(
  "email_settings",
  {
    id: serial("id").primaryKey(),
    kind: emailKindEnum("kind").notNull(),
    locale: text("locale").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    subject: text("subject"),
    body: text("body"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedById: integer("updated_by_id").references(() => users.id),
    updatedByUsername: text("updated_by_username"),
  },
  (t) => [uniqueIndex("email_settings_kind_locale_unique").on(t.kind, t.locale)],
);

/**
 * The payment instructions of invoices (docs/product.md §2 "Payment instructions"), edited on the
 * E-mail screen: one row per save, never updated or deleted, so the newest row is in force and the
 * older ones are its history (who saved what, when). No row: `PAYMENT_INSTRUCTIONS` applies. A null
 * text is "not set" in that language (`effectiveInstructions`, src/shared/invoices/payment-instructions.ts).
 */
export const paymentInstructions = pgTable("payment_instructions", {
  id: serial("id").primaryKey(),
  textEn: text("text_en"),
  textAr: text("text_ar"),
  createdAt: createdAt(),
  createdById: integer("created_by_id").references(() => users.id),
  createdByUsername: text("created_by_username").notNull(),
});

/**
 * How many stored values break the text rule (decision 0017), per table and column, counted when
 * migration 0014 ran and again by `npm run db:text-report` (the SQL function `text_rule_recount()`,
 * defined by that migration). Rows written before the rule keep their text (nothing a user saved is
 * changed); the pages, exports and e-mails show them safely, and the server logs these counts at
 * start so that staff can correct the values. Counts only: never the values.
 */
export const textRuleReport = pgTable(
  "text_rule_report",
  {
    tableName: text("table_name").notNull(),
    columnName: text("column_name").notNull(),
    /** `one-line` or `multi-line`. */
    rule: text("rule").notNull(),
    failingRows: integer("failing_rows").notNull(),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.columnName] })],
);

/**
 * Sittings (docs/product.md §10, decision 0022): one exam session at one test center. `booked` is
 * the number of live rows of `seat_bookings` for it, kept in the same transaction as they change;
 * the check `booked <= seats` makes overbooking impossible even for a write that forgot to ask.
 */
export const sittings = pgTable(
  "sittings",
  {
    id: serial("id").primaryKey(),
    testCenterId: integer("test_center_id")
      .notNull()
      .references(() => testCenters.id),
    date: date("date").notNull(),
    /** `HH:MM`, the center's wall-clock time. */
    startTime: text("start_time").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    seats: integer("seats").notNull(),
    booked: integer("booked").notNull().default(0),
    status: sittingStatusEnum("status").notNull().default("draft"),
    /** Regulator code (null: every regulator); with `examName` null, all its exams. */
    examCategory: text("exam_category"),
    examName: text("exam_name"),
    room: text("room"),
    notes: text("notes"),
    bookingOpensAt: timestamp("booking_opens_at", { withTimezone: true }),
    bookingClosesAt: timestamp("booking_closes_at", { withTimezone: true }),
    changeDeadlineHours: integer("change_deadline_hours").notNull().default(48),
    createdAt: createdAt(),
    createdById: integer("created_by_id").references(() => users.id),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedById: integer("updated_by_id").references(() => users.id),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledById: integer("cancelled_by_id").references(() => users.id),
    /**
     * When staff closed the sitting's check-in (docs/product.md §11 "Check-in"): every seat not
     * checked in by then was marked absent; no check-in is taken after it.
     */
    attendanceClosedAt: timestamp("attendance_closed_at", { withTimezone: true }),
    attendanceClosedById: integer("attendance_closed_by_id").references(() => users.id),
  },
  (t) => [
    check("sittings_booked_within_seats", sql`${t.booked} >= 0 and ${t.booked} <= ${t.seats}`),
    check("sittings_seats_positive", sql`${t.seats} > 0`),
    // The calendar: a center's (or every center's) sittings of a date range, in date order.
    index("sittings_center_date_idx").on(t.testCenterId, t.date),
    index("sittings_date_idx").on(t.date),
  ],
);

/**
 * Seats held in sittings: one row per booking; giving a seat back (or a move) stamps
 * `released_at`. A candidate holds at most one live seat (the partial unique index).
 */
export const seatBookings = pgTable(
  "seat_bookings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sittingId: integer("sitting_id")
      .notNull()
      .references(() => sittings.id),
    studentId: integer("student_id")
      .notNull()
      .references(() => students.id),
    bookedAt: timestamp("booked_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff user who booked it; null when the candidate booked it (from the status page). */
    bookedById: integer("booked_by_id").references(() => users.id),
    bookedBy: text("booked_by"),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    releasedById: integer("released_by_id").references(() => users.id),
    releasedBy: text("released_by"),
    /**
     * Set while the row is an offer to a waiting candidate (decision 0022, "Waiting list"): the seat
     * is held (counted in `sittings.booked`) until then; claiming it clears the column, the sweep
     * releases it after.
     */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /**
     * Exam-day attendance (docs/product.md §11 "Check-in", decision 0025): `present` or `late` when
     * checked in (at `checked_in_at`, by the staff user `checked_in_by`), `absent` when the sitting
     * was closed without them; null while expected.
     */
    attendance: attendanceEnum("attendance"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInById: integer("checked_in_by_id").references(() => users.id),
    checkedInBy: text("checked_in_by"),
    /**
     * When the attempt this seat was for ended because the candidate booked a retake (docs/product.md
     * §11 "Retake", decision 0028): the row stays on its sitting's roster with its attendance and
     * result, but no longer counts as the seat the candidate holds.
     */
    concludedAt: timestamp("concluded_at", { withTimezone: true }),
  },
  (t) => [
    index("seat_bookings_holds_idx")
      .on(t.heldUntil)
      .where(sql`${t.releasedAt} is null and ${t.heldUntil} is not null`),
    uniqueIndex("seat_bookings_one_live_seat")
      .on(t.studentId)
      .where(sql`${t.releasedAt} is null and ${t.concludedAt} is null`),
    index("seat_bookings_sitting_idx").on(t.sittingId).where(sql`${t.releasedAt} is null`),
  ],
);

/**
 * The waiting list (decision 0022, "Waiting list"): candidates of a center whose chosen month had no
 * open seat when they registered, in `position` order (registration order unless staff reorder).
 * `status`: `waiting`, `offered` (a held seat in `offer_booking_id` until it is claimed or runs
 * out), `booked` (claimed), `lapsed` (an offer not taken: the seat passed to the next).
 */
export const waitingList = pgTable(
  "waiting_list",
  {
    id: serial("id").primaryKey(),
    studentId: integer("student_id")
      .notNull()
      .references(() => students.id),
    testCenterId: integer("test_center_id")
      .notNull()
      .references(() => testCenters.id),
    /** YYYY-MM. */
    month: text("month").notNull(),
    examCategory: text("exam_category").notNull(),
    examName: text("exam_name").notNull(),
    position: integer("position").notNull(),
    status: text("status").notNull().default("waiting"),
    offerBookingId: bigint("offer_booking_id", { mode: "number" }).references(() => seatBookings.id),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("waiting_list_student").on(t.studentId),
    index("waiting_list_center_month_idx").on(t.testCenterId, t.month, t.position),
  ],
);

/**
 * Exam reminders queued (docs/product.md §11 "Reminders", decision 0024): one row per seat booking
 * and offset (days before the sitting), written in the same transaction as its outbox message, so
 * a reminder is queued once whatever the number of sweeps, restarts or replicas (the primary key).
 * `email_id` is null when the kind was switched off at that time (nothing was queued, and nothing
 * will be for that offset).
 */
export const examReminders = pgTable(
  "exam_reminders",
  {
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => seatBookings.id),
    daysBefore: integer("days_before").notNull(),
    emailId: bigint("email_id", { mode: "number" }).references(() => emailOutbox.id),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.daysBefore] })],
);

/**
 * Exam results (docs/product.md §11 "Results", decision 0024): one per candidate and sitting, written
 * by staff on the roster or by a result-file import; a correction updates the row (the history keeps
 * each version in `student_events`). `score` only where the regulator gives one; none for absent.
 */
export const examResults = pgTable(
  "exam_results",
  {
    id: serial("id").primaryKey(),
    studentId: integer("student_id")
      .notNull()
      .references(() => students.id),
    sittingId: integer("sitting_id")
      .notNull()
      .references(() => sittings.id),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => seatBookings.id),
    /** pass, fail, absent (`EXAM_OUTCOMES`). */
    outcome: text("outcome").notNull(),
    score: numeric("score", { precision: 7, scale: 2, mode: "number" }),
    /** When the result reached the provider (the regulator's or delivery company's date). */
    receivedOn: date("received_on").notNull(),
    /** `roster` or `import`. */
    source: text("source").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    recordedById: integer("recorded_by_id").references(() => users.id),
    recordedBy: text("recorded_by"),
  },
  (t) => [
    uniqueIndex("exam_results_sitting_student").on(t.sittingId, t.studentId),
    index("exam_results_student_idx").on(t.studentId, t.recordedAt),
    check("exam_results_outcome", sql`${t.outcome} in ('pass', 'fail', 'absent')`),
    check("exam_results_absent_no_score", sql`${t.outcome} <> 'absent' or ${t.score} is null`),
  ],
);

/**
 * The work queues' thresholds (docs/product.md §12 "Work queues", decision 0027): one row (id 1)
 * once an admin saved them; no row means the defaults (`DEFAULT_WORK_QUEUE_SETTINGS`). Saves are
 * in `audit_log`.
 */
export const workQueueSettings = pgTable(
  "work_queue_settings",
  {
    id: integer("id").primaryKey().default(1),
    unconfirmedDays: integer("unconfirmed_days").notNull(),
    unpaidDays: integer("unpaid_days").notNull(),
    unseatedDays: integer("unseated_days").notNull(),
    sittingDaysAhead: integer("sitting_days_ahead").notNull(),
    inquiryDays: integer("inquiry_days").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedById: integer("updated_by_id").references(() => users.id),
    updatedByUsername: text("updated_by_username"),
  },
  (t) => [check("work_queue_settings_one_row", sql`${t.id} = 1`)],
);

/**
 * Changes that can be taken back for a short while (decision 0029, docs/product.md §12 "Undo and
 * restore"): a bulk state change or a delete, with what the rows were before (`before`) and what the
 * change made of them (`after`), keyed by the hash of the one-use token the change's answer carried.
 * The e-mails the change queued (`outbox_ids`) are held until the window closed and withdrawn by
 * the undo.
 */
export const undoActions = pgTable(
  "undo_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    /** `students.state` or `<trash kind>.delete` (`students`, `users`, `inquiries`, `messages`). */
    kind: text("kind").notNull(),
    actorUserId: integer("actor_user_id")
      .notNull()
      .references(() => users.id),
    /** One entry per changed row: `{ id, before, after }` (the restored fields, wire-free). */
    rows: jsonb("rows")
      .$type<{ id: number; before: Record<string, unknown>; after: Record<string, unknown> }[]>()
      .notNull(),
    outboxIds: jsonb("outbox_ids").$type<number[]>().notNull().default([]),
    /** The newest `student_events` id once the change was written: a later one means the rows changed since. */
    lastEventId: bigint("last_event_id", { mode: "number" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedById: integer("used_by_id").references(() => users.id),
  },
  (t) => [
    uniqueIndex("undo_actions_token_hash_unique").on(t.tokenHash),
    index("undo_actions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Remembered column mappings of candidate files (docs/product.md §12 "Staff at speed", decision
 * 0032): one row per file layout, keyed by a SHA-256 of the normalised header row, shared by all
 * staff (a partner's or a center's file has one layout whoever uploads it). Written by each dry run
 * and import with the mapping used.
 */
export const importLayouts = pgTable("import_layouts", {
  /** Hex SHA-256 of the header cells, trimmed, lower-cased, spaces collapsed, joined by a tab. */
  headerHash: text("header_hash").primaryKey(),
  /** The header as last seen (for people reading the table). */
  headers: jsonb("headers").$type<string[]>().notNull(),
  /** Per header column, the wire field it fills or null (`ColumnMapping`). */
  mapping: jsonb("mapping").$type<(string | null)[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedById: integer("updated_by_id").references(() => users.id),
});

/*
 * The catalogue (docs/product.md §13 "The catalogue", decision 0034): regulators, specialties, exams,
 * course programs, courses and partners, edited by admins. These tables are the DRAFT: every edit
 * lands here with its `catalogue_revisions` row; "Publish" copies the whole draft, as one JSON
 * document, into `catalogue_publications` (the published version, read by `GET /api/catalogue` and
 * by the server's checks of the wizard and the inquiry form). Columns are named as the wire names
 * (snake_case in TypeScript too), so a row is its own wire shape: the mapping is the identity.
 * Rows are never deleted: `deleted_at` hides them; an exam is retired with `active = false`.
 */

/** A regulator and the facts its exam page shows (docs/product.md §2, §9). Codes are fixed (the five pages). */
export const catalogueRegulators = pgTable("catalogue_regulators", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name_en: text("name_en").notNull(),
  name_ar: text("name_ar").notNull(),
  /** English country name of `COUNTRIES` (the page shows it in the page's language). */
  country: text("country").notNull(),
  /** The public page's route (exact spelling of docs/product.md §2). */
  path: text("path").notNull(),
  summary_en: text("summary_en").notNull(),
  summary_ar: text("summary_ar").notNull(),
  result_time_en: text("result_time_en").notNull(),
  result_time_ar: text("result_time_ar").notNull(),
  result_notes_en: jsonb("result_notes_en").$type<string[]>().notNull(),
  result_notes_ar: jsonb("result_notes_ar").$type<string[]>().notNull(),
  duration_en: text("duration_en").notNull(),
  duration_ar: text("duration_ar").notNull(),
  duration_notes_en: jsonb("duration_notes_en").$type<string[]>().notNull(),
  duration_notes_ar: jsonb("duration_notes_ar").$type<string[]>().notNull(),
  preparation_notice_en: text("preparation_notice_en").notNull(),
  preparation_notice_ar: text("preparation_notice_ar").notNull(),
  price_low_usd: integer("price_low_usd").notNull(),
  price_high_usd: integer("price_high_usd").notNull(),
  sort_order: integer("sort_order").notNull(),
  deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "string" }),
});

/** A specialty (or specialty group) of a regulator, in its page's order. */
export const catalogueSpecialties = pgTable(
  "catalogue_specialties",
  {
    id: serial("id").primaryKey(),
    regulator_id: integer("regulator_id")
      .notNull()
      .references(() => catalogueRegulators.id),
    name_en: text("name_en").notNull(),
    name_ar: text("name_ar").notNull(),
    sort_order: integer("sort_order").notNull(),
    deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("catalogue_specialties_regulator_idx").on(t.regulator_id, t.sort_order)],
);

/**
 * An exam of a specialty. `price_usd` null: the regulator's range applies (the seed has no per-exam
 * price); `duration_*`/`result_time_*` null: the regulator's. Retired (`active = false`): not
 * bookable, still known by name for the candidates who chose it.
 */
export const catalogueExams = pgTable(
  "catalogue_exams",
  {
    id: serial("id").primaryKey(),
    specialty_id: integer("specialty_id")
      .notNull()
      .references(() => catalogueSpecialties.id),
    name_en: text("name_en").notNull(),
    name_ar: text("name_ar").notNull(),
    price_usd: integer("price_usd"),
    duration_en: text("duration_en"),
    duration_ar: text("duration_ar"),
    result_time_en: text("result_time_en"),
    result_time_ar: text("result_time_ar"),
    active: boolean("active").notNull().default(true),
    sort_order: integer("sort_order").notNull(),
    deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("catalogue_exams_specialty_idx").on(t.specialty_id, t.sort_order)],
);

/** A course page (docs/product.md §2 /Programs/hr, /PMP, /SupplyChain): its heading and texts. */
export const catalogueProgramsTable = pgTable("catalogue_programs", {
  id: serial("id").primaryKey(),
  /** `hr`, `pmp` or `supply-chain` (`CourseProgram`). */
  code: text("code").notNull().unique(),
  path: text("path").notNull(),
  heading_en: text("heading_en").notNull(),
  heading_ar: text("heading_ar").notNull(),
  intro_en: text("intro_en").notNull(),
  intro_ar: text("intro_ar").notNull(),
  description_en: text("description_en").notNull(),
  description_ar: text("description_ar").notNull(),
  sort_order: integer("sort_order").notNull(),
  deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "string" }),
});

/** A course of a program (docs/product.md §9 course table). */
export const catalogueCourses = pgTable(
  "catalogue_courses",
  {
    id: serial("id").primaryKey(),
    program_id: integer("program_id")
      .notNull()
      .references(() => catalogueProgramsTable.id),
    code: text("code").notNull(),
    title_en: text("title_en").notNull(),
    title_ar: text("title_ar").notNull(),
    price_usd: integer("price_usd").notNull(),
    hours: integer("hours").notNull(),
    sessions: integer("sessions").notNull(),
    prerequisite_en: text("prerequisite_en").notNull(),
    prerequisite_ar: text("prerequisite_ar").notNull(),
    prerequisite_note_en: text("prerequisite_note_en"),
    prerequisite_note_ar: text("prerequisite_note_ar"),
    certificate_en: text("certificate_en").notNull(),
    certificate_ar: text("certificate_ar").notNull(),
    outcomes_en: jsonb("outcomes_en").$type<string[]>().notNull(),
    outcomes_ar: jsonb("outcomes_ar").$type<string[]>().notNull(),
    /** Under /public, e.g. `/images/courses/hrfc.svg`. */
    image: text("image").notNull(),
    sort_order: integer("sort_order").notNull(),
    deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("catalogue_courses_program_idx").on(t.program_id, t.sort_order)],
);

/** The landing page's partners row (docs/product.md §1). */
export const cataloguePartners = pgTable("catalogue_partners", {
  id: serial("id").primaryKey(),
  /** `prometric`, `tvtc`, `pmi`: the landing's own ids. */
  key: text("key").notNull().unique(),
  name_en: text("name_en").notNull(),
  name_ar: text("name_ar").notNull(),
  url: text("url").notNull(),
  image: text("image").notNull(),
  /** The logo's alternative text: its wordmark. */
  alt: text("alt").notNull(),
  sort_order: integer("sort_order").notNull(),
  deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "string" }),
});

/**
 * Every change of the draft catalogue: who, when, which row (`entity`, `entity_id`), the row before
 * and after as JSON (`before` null: created). `undone_by` is the revision that undid it ("Undo last
 * change" walks back through the changes not yet undone; an undo is itself a revision).
 */
export const catalogueRevisions = pgTable("catalogue_revisions", {
  id: serial("id").primaryKey(),
  entity: text("entity").notNull(),
  entity_id: integer("entity_id").notNull(),
  /** created, updated, deleted, undone. */
  action: text("action").notNull(),
  before: jsonb("before"),
  after: jsonb("after"),
  undone_by: integer("undone_by"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  created_by_id: integer("created_by_id").references(() => users.id),
  created_by_username: text("created_by_username").notNull(),
});

/**
 * The published catalogue: one row per "Publish", the whole draft as it was then (`snapshot`, the
 * `CatalogueTree` of `#shared/catalogue/catalogue.ts`). The newest row is in force; its `version`
 * is the `catalogue_version` of the ETag and of the servers' caches.
 */
export const cataloguePublications = pgTable("catalogue_publications", {
  version: serial("version").primaryKey(),
  snapshot: jsonb("snapshot").notNull(),
  published_at: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  published_by_id: integer("published_by_id").references(() => users.id),
  published_by_username: text("published_by_username").notNull(),
});

/**
 * The data version (decision 0033): one row whose `version` every transaction that writes to an
 * app table (all but `DATA_VERSION_EXEMPT` in `db/snapshot-count.ts`) raises by one as it commits
 * (deferred trigger `data_version_bump`, migration `data_version_triggers`). A statement that
 * reads it sees the version of the writes it sees, so two statements reading the same version saw
 * the same data: the aggregates kept by `countAsOfSnapshot` are reused until it moves, whatever the
 * other databases of the server do.
 */
export const dataVersion = pgTable(
  "data_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("data_version_one_row", sql`${t.id} = 1`)],
);
