import { testCenterExportFileName } from "#shared/admin/test-centers.ts";
import { ExcelExportButton } from "#web/components/excel-export-button.tsx";

export interface CenterExportButtonProps {
  centerId: number;
  /** The center's name, for the file name; null while unknown (the file is then `Students.xlsx`). */
  centerName: string | null;
  /** Called on a 401/403 (docs/product.md §8 "Test-center students": the dashboard goes to /404). */
  onDenied: () => void;
}

/**
 * Export to Excel of a test center's dashboard (docs/product.md §2 "Test-center dashboard": all its students;
 * §9: `{Center_Name}_Students.xlsx`, sheet Students): the server streams every candidate of the
 * center, not only the page on screen; a toast shows the progress until the file has arrived.
 */
export function CenterExportButton({ centerId, centerName, onDenied }: CenterExportButtonProps) {
  return (
    <ExcelExportButton
      path={`/api/students/test-center/${centerId}/export`}
      fileName={testCenterExportFileName(centerName)}
      onDenied={onDenied}
    />
  );
}
