/**
 * Route module of `/students/{id}` (docs/product.md §2 "Staff screens"): the students feature's detail page
 * with the invoices feature's list in its Invoices tab and the e-mail feature's "Send e-mail"
 * button (decision 0010), "Print letter" (decision 0023) and "Book a retake" (decision 0028) in its header. Composed here so that no feature imports another.
 */
import type { ClientLoaderFunctionArgs } from "react-router";
import type { Student } from "#shared/candidates/candidates.ts";
import { BookIntoSitting } from "#web/components/candidates/book-into-sitting.tsx";
import { PrintPdfButton } from "#web/components/print-pdf-button.tsx";
import { studentEventsQuery } from "#web/features/candidates/api.ts";
import { StudentDetailPage } from "#web/features/candidates/student-details.tsx";
import { SendEmailButton } from "#web/features/email/send-email-button.tsx";
import { studentInvoicesQuery } from "#web/features/invoices/api.ts";
import { StudentInvoices } from "#web/features/invoices/student-invoices.tsx";
import { RetakeButton } from "#web/features/sittings/retake-button.tsx";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { prefetchFor } from "#web/lib/query-client.ts";
import { studentQuery } from "#web/lib/student-queries.ts";

/** `/students/{id}`: staff only, never indexed. */
export const meta = () => staffPageMeta("Student details");

/** Starts the candidate, their history and invoices as soon as this code has arrived (decision 0021). */
export function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const id = params.id ?? "";
  const queries = [studentQuery(id), studentEventsQuery(id)];
  return /^\d+$/.test(id)
    ? prefetchFor("/students/:id", ...queries, studentInvoicesQuery(Number(id)))
    : prefetchFor("/students/:id", ...queries);
}

const invoices = (student: Student) => <StudentInvoices student={student} />;

/** "Send e-mail" for the roles the policy lets write to a candidate (admin, auditor). */
function EmailAction({ student }: { student: Student }) {
  return useCanCall("POST /api/students/:id/email") ? <SendEmailButton student={student} /> : null;
}
/** "Book a seat" (docs/product.md §10) for the roles that may book: a sitting of the candidate's center first. */
function SeatAction({ student }: { student: Student }) {
  return useCanCall("POST /api/sittings/:id/bookings") ? (
    <BookIntoSitting label="Book a seat" studentIds={[student.id]} testCenterId={student.test_center_id} />
  ) : null;
}
/** "Print letter" (docs/product.md §11): the candidate's admission letter from their live seat. */
function LetterAction({ student }: { student: Student }) {
  return useCanCall("GET /api/students/:id/admission-letter.pdf") ? (
    <PrintPdfButton
      path={`/api/students/${student.id}/admission-letter.pdf`}
      fileName={`admission-letter-${student.reference}.pdf`}
    >
      Print letter
    </PrintPdfButton>
  ) : null;
}
/** "Book a retake" (docs/product.md §11 "Retake") for the roles that may (admins), once the result was sent. */
function RetakeAction({ student }: { student: Student }) {
  return useCanCall("POST /api/students/:id/retake") ? <RetakeButton student={student} /> : null;
}
const actions = (student: Student) => (
  <>
    <SeatAction student={student} />
    <RetakeAction student={student} />
    <LetterAction student={student} />
    <EmailAction student={student} />
  </>
);

/** A candidate's details with their invoices and the one-off e-mail (see `StudentDetailPage`). */
export default function StudentDetailRoute() {
  return <StudentDetailPage invoices={invoices} actions={actions} />;
}
