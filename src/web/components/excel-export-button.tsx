import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError, type ApiOptions } from "#web/lib/api.ts";
import { messageOr } from "#web/lib/api-message.ts";
import { apiDownload, saveBlob } from "#web/lib/download.ts";

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export interface ExcelExportButtonProps {
  /** The export route (`/api/...`), streamed by the server. */
  path: string;
  query?: ApiOptions["query"];
  /** Name the file is saved under (docs/product.md §9). */
  fileName: string;
  /** When given, a 401/403 keeps the session and calls this instead (the test-center dashboard → /404). */
  onDenied?: () => void;
  /** The button's text (default "Export to Excel"), e.g. in the page's language. */
  label?: string;
}

/**
 * "Export to Excel" of a staff list (docs/product.md §2, §9): downloads the file the server streams and saves
 * it as `fileName`; a toast shows the progress (rows, when the server says how many, and megabytes
 * received) until the file has arrived, then the result.
 */
export function ExcelExportButton({
  path,
  query,
  fileName,
  onDenied,
  label = "Export to Excel",
}: ExcelExportButtonProps) {
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
      const blob = await apiDownload(path, {
        query,
        onDenied: onDenied ? "handle" : "end-session",
        onProgress: (received, rows) =>
          notifications.update({
            id,
            loading: true,
            autoClose: false,
            title: "Exporting to Excel",
            message: `${rows === undefined ? "" : `${rows.toLocaleString()} students · `}${megabytes(received)} received`,
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
        message: messageOr(error, "The export could not be created."),
      });
      if (onDenied && error instanceof ApiError && (error.status === 401 || error.status === 403)) onDenied();
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
      {label}
    </Button>
  );
}
