/**
 * Database schema (spec §3), snake_case columns. The API's wire names are mapped in one place per
 * entity (`features/<feature>/mapping.ts`). Rows that users saved are never deleted: they carry
 * `deleted_at`/`deleted_by` instead.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ROLES } from "../../shared/roles.ts";
import { STUDENT_STATES } from "../../shared/student-states.ts";

export const roleEnum = pgEnum("role", ROLES);
export const studentStateEnum = pgEnum("student_state", STUDENT_STATES);
export const studentEventTypeEnum = pgEnum("student_event_type", [
  "registered",
  "state_changed",
  "confirmed",
  "edited",
  "deleted",
  "invoice_created",
  "invoice_confirmed",
]);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const deletedAt = () => timestamp("deleted_at", { withTimezone: true });

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
    /**
     * Carried in every token (`ver` claim) and compared by the auth hook: raising it ends every
     * session of the user at once (password, role or test center change; issue 10).
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
    confirmed: boolean("confirmed").notNull().default(false),
    confirmedBy: text("confirmed_by"),
    confirmedById: integer("confirmed_by_id").references(() => users.id),
    registeredByUserId: integer("registered_by_user_id").references(() => users.id),
    registrationDate: timestamp("registration_date", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    /** The staff user who last edited the record (spec §7: the edit sends the staff user). */
    updatedById: integer("updated_by_id").references(() => users.id),
    deletedAt: deletedAt(),
    deletedBy: integer("deleted_by").references(() => users.id),
  },
  (t) => [
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
    // Stage lists and the state filter: one state's live candidates already in the list's order, so
    // a page (even a deep one) and the state's count are index-only scans.
    index("students_state_idx")
      .on(t.state, t.registrationDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index("students_gender_idx").on(t.gender).where(sql`${t.deletedAt} is null`),
    index("students_test_center_idx").on(t.testCenterId),
    // The confirmation counts: an index-only scan of live candidates' flag, not of the table.
    index("students_confirmed_idx").on(t.confirmed).where(sql`${t.deletedAt} is null`),
    // Trigram indexes serve the dashboard's case-insensitive "contains" filters (spec §2).
    index("students_full_name_trgm").using("gin", t.fullName.op("gin_trgm_ops")),
    index("students_national_id_trgm").using("gin", t.nationalId.op("gin_trgm_ops")),
    // Passport-only candidates are found by their passport number (issue 11).
    index("students_passport_number_trgm").using("gin", t.passportNumber.op("gin_trgm_ops")),
    index("students_phone_trgm").using("gin", t.phone.op("gin_trgm_ops")),
    index("students_email_trgm").using("gin", t.email.op("gin_trgm_ops")),
    index("students_exam_category_trgm").using("gin", t.examCategory.op("gin_trgm_ops")),
    index("students_exam_name_trgm").using("gin", t.examName.op("gin_trgm_ops")),
    index("students_bsc_university_trgm").using("gin", t.bscUniversity.op("gin_trgm_ops")),
    index("students_msc_university_trgm").using("gin", t.mscUniversity.op("gin_trgm_ops")),
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
  (t) => [index("student_events_student_idx").on(t.studentId, t.createdAt)],
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
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    /** The recipient; null for an announcement to every user (src/shared/announcements.ts). */
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
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    deletedBy: integer("deleted_by").references(() => users.id),
  },
  (t) => [index("inquiries_created_idx").on(t.createdAt.desc())],
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
 * Who did what in the administration, and when (issue 5: users, test centers, messages). Written in
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
 * Tokens ended before their expiry by `POST /api/logout` (issue 10), by their `jti`. A row is only
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
