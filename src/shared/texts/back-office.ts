/**
 * User-facing texts of the back office whose wording the spec fixes (docs/product.md §5, §8). Apart from
 * `texts/common.ts` so that the public pages, which load that file, do not download these.
 */
export const BACK_OFFICE_TEXTS = {
  selectStateAndStudents: "Please select a state and at least one student.",
  stateUpdated: "State updated successfully!",
  changeStateFailed: "Failed to change state",
  deleteStudentFailed: "Failed to delete student",
  deleteStudentsFailed: "Failed to delete students",
  studentUpdateFailed: "Error updating student details.",
  userDetailsMissing: "User details are missing or unauthorized.",
  confirmStudentFailed: "Error confirming student.",
  invoiceConfirmed: "Invoice confirmed successfully",
  studentInvoiceConfirmed: "Student state updated to Invoice_Confirmed",
  invoiceConfirmFailed: "Failed to confirm the invoice.",
  invoiceConfirmError: "Error confirming invoice.",
  invoicesFetchFailed: "Failed to fetch invoices. Please try again later.",
  noInvoices: "No invoices available.",
  invoiceCreateFailed: "An error occurred",
  noStudentsInStage: "No Students Available In This Stage.",
} as const;

/** 'No invoice related to {name}' (docs/product.md §8). */
export const noInvoiceForMessage = (name: string) => `No invoice related to ${name}`;
