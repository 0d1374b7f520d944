import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { Link } from "react-router";
import type { GatCertificate } from "../../../shared/reference/landing.ts";

export interface GatDialogProps {
  /** The certificate shown; null closes the dialog. */
  certificate: GatCertificate | null;
  onClose: () => void;
}

/** Dialog of a GAT certificate: overview and code (spec §1). Loaded on first open. */
export default function GatDialog({ certificate, onClose }: GatDialogProps) {
  // Opens one render after mounting, so Mantine records the focused trigger and returns focus to it.
  const mounted = useMounted();
  return (
    <Modal
      opened={mounted && certificate !== null}
      onClose={onClose}
      title={certificate?.name ?? "GAT certificate"}
      centered
    >
      {certificate && (
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600}>Code:</Text>
            <Badge variant="light">{certificate.code}</Badge>
          </Group>
          <Text>{certificate.overview}</Text>
          <Group justify="flex-end">
            <Button component={Link} to="/Contact-us" variant="default">
              Ask about this certificate
            </Button>
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
