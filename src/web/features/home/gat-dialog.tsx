import { useLingui } from "@lingui/react";
import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { Link } from "react-router";
import type { GatCertificate } from "#shared/reference/landing.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { localeOf } from "#web/i18n/i18n.ts";

export interface GatDialogProps {
  /** The certificate shown; null closes the dialog. */
  certificate: GatCertificate | null;
  onClose: () => void;
}

/** Dialog of a GAT certificate: overview and code (docs/product.md §1). Loaded on first open. */
export default function GatDialog({ certificate, onClose }: GatDialogProps) {
  // Opens one render after mounting, so Mantine records the focused trigger and returns focus to it.
  const mounted = useMounted();
  const { _, i18n } = useLingui();
  return (
    <Modal
      opened={mounted && certificate !== null}
      onClose={onClose}
      title={certificate ? _(`program.${certificate.code}.name`) : _("gat.dialogTitle")}
      centered
      // The landing is outside the providers that name Mantine's close buttons: named here.
      closeButtonProps={{ "aria-label": _("gat.close") }}
    >
      {certificate && (
        <Stack gap="md">
          <Group gap="xs">
            <Text fw={600}>{_("gat.code")}</Text>
            <Badge variant="light">
              <bdi>{certificate.code}</bdi>
            </Badge>
          </Group>
          <Text>{_(`program.${certificate.code}.overview`)}</Text>
          <Group justify="flex-end">
            <Button component={Link} to={localisedPath("/Contact-us", localeOf(i18n))} variant="default">
              {_("gat.ask")}
            </Button>
            <Button onClick={onClose}>{_("gat.close")}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
