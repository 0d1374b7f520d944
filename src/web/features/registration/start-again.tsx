import { useLingui } from "@lingui/react";
import { Button, Group, Popover, Stack, Text } from "@mantine/core";
import { useState } from "react";

/**
 * "Start again" (decision 0002): after a confirmation, empties the wizard and forgets the tab's
 * draft, for a person who wants to begin anew or leave a shared computer clean.
 */
export function StartAgain({ onConfirm }: { onConfirm: () => void }) {
  const { _ } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpened((open) => !open)}>
          {_("reg.startAgain")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={320} role="dialog" aria-label={_("reg.startAgain")}>
        <Stack gap="sm">
          <Text size="sm">{_("reg.startAgainConfirm")}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setOpened(false)}>
              {_("reg.startAgainNo")}
            </Button>
            <Button
              color="red"
              size="xs"
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
            >
              {_("reg.startAgainYes")}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
