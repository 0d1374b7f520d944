import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { STUDENT_EXPORT_FILE, type StudentFilter } from "../../../shared/students.ts";
import { ApiError } from "../../lib/api.ts";
import { apiDownload, saveBlob } from "../../lib/download.ts";

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * Export to Excel (spec §2, §9): asks the server for the **whole** filtered result (not only the
 * page on screen) as `AllStudentData.xlsx`, shows the progress in a toast that stays until the file
 * has arrived (rows to export, megabytes received), then saves it.
 */
export function StudentExportButton({ filters }: { filters: Partial<Record<StudentFilter, string>> }) {
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    const id = notifications.show({
      loading: true,
      autoClose: false,
      withCloseButton: false,
      title: "Exporting to Excel",
      message: "Preparing the file...",
    });
    try {
      const blob = await apiDownload("/api/students/export", {
        query: filters,
        onProgress: (received, rows) =>
          notifications.update({
            id,
            loading: true,
            autoClose: false,
            title: "Exporting to Excel",
            message: `${rows === undefined ? "" : `${rows.toLocaleString()} students · `}${megabytes(received)} received`,
          }),
      });
      saveBlob(blob, STUDENT_EXPORT_FILE);
      notifications.update({
        id,
        loading: false,
        autoClose: 3000,
        withCloseButton: true,
        color: "teal",
        title: "Export ready",
        message: `${STUDENT_EXPORT_FILE} (${megabytes(blob.size)})`,
      });
    } catch (error) {
      notifications.update({
        id,
        loading: false,
        autoClose: 3000,
        withCloseButton: true,
        color: "red",
        title: "Export failed",
        message:
          error instanceof ApiError && error.fromServer ? error.message : "The export could not be created.",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
      onClick={run}
      loading={busy}
    >
      Export to Excel
    </Button>
  );
}
