import { Button, type ButtonProps } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPrinter } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { ApiError } from "#web/lib/api.ts";
import { apiDownload, saveBlob } from "#web/lib/download.ts";

export interface PrintPdfButtonProps extends Pick<ButtonProps, "variant" | "size"> {
  /** The PDF route (`/api/...`), fetched with the session's token. */
  path: string;
  /** Name the file is saved under when no tab can be opened. */
  fileName: string;
  children: ReactNode;
}

/**
 * A staff "Print …" button for a PDF of the API (docs/product.md §11, decision 0023): the API needs
 * the session's token, so the file is fetched here and opened in a new tab (the browser's viewer
 * prints it); the tab is opened on the click itself, so no popup blocker stops it, and a blocked one
 * saves the file instead. A refusal (404 "No seat is booked …") shows the server's message.
 */
export function PrintPdfButton({ path, fileName, children, variant = "default", size }: PrintPdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const tab = window.open("", "_blank");
    setBusy(true);
    try {
      const blob = await apiDownload(path);
      const href = URL.createObjectURL(blob);
      if (tab) tab.location.href = href;
      else saveBlob(blob, fileName);
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (error) {
      tab?.close();
      notifications.show({
        color: "red",
        title: "Could not print",
        message:
          error instanceof ApiError
            ? error.messageOr("The file could not be made.")
            : "The file could not be made.",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<IconPrinter size={18} aria-hidden />}
      loading={busy}
      onClick={run}
    >
      {children}
    </Button>
  );
}
