import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { testCenterExportFileName } from "../../../shared/test-centers.ts";
import { ApiError } from "../../lib/api.ts";
import { apiDownload, saveBlob } from "../../lib/download.ts";
import { isDenied } from "./test-center-format.ts";

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export interface CenterExportButtonProps {
  centerId: number;
  /** The center's name, for the file name; null while unknown (the file is then `Students.xlsx`). */
  centerName: string | null;
  /** Called on a 401/403 (spec §8 "Test-center students": the dashboard goes to /404). */
  onDenied: () => void;
}

/**
 * Export to Excel of a test center's dashboard (spec §2 "Test-center dashboard": all its students;
 * §9: `{Center_Name}_Students.xlsx`, sheet Students): the server streams every candidate of the
 * center, not only the page on screen; a toast shows the progress until the file has arrived.
 */
export function CenterExportButton({ centerId, centerName, onDenied }: CenterExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const fileName = testCenterExportFileName(centerName);

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
      const blob = await apiDownload(`/api/students/test-center/${centerId}/export`, {
        onDenied: "handle",
        onProgress: (received) =>
          notifications.update({
            id,
            loading: true,
            autoClose: false,
            title: "Exporting to Excel",
            message: `${megabytes(received)} received`,
          }),
      });
      saveBlob(blob, fileName);
      notifications.update({
        id,
        loading: false,
        autoClose: 3000,
        withCloseButton: true,
        color: "teal",
        title: "Export ready",
        message: `${fileName} (${megabytes(blob.size)})`,
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
      if (isDenied(error)) onDenied();
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
