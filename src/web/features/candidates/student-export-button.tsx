import { STUDENT_EXPORT_FILE, type StudentFilter } from "#shared/candidates/candidates.ts";
import { ExcelExportButton } from "#web/components/excel-export-button.tsx";

/**
 * The dashboard's Export to Excel (docs/product.md §2, §9): the **whole** filtered result (not only the page on
 * screen) as `AllStudentData.xlsx`, with a progress toast.
 */
export function StudentExportButton({ filters }: { filters: Partial<Record<StudentFilter, string>> }) {
  return <ExcelExportButton path="/api/students/export" query={filters} fileName={STUDENT_EXPORT_FILE} />;
}
