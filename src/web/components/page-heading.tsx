import { Button, Group, Text, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link to another staff page, shown as a button with an icon (e.g. "Register user"). */
export interface HeadingAction {
  to: string;
  icon: Icon;
  label: string;
}

/**
 * The heading of a staff page: its `h1` (`titleId` lets a form name itself after it), a dimmed
 * line under it (`children`), and, when given, a link button on the right.
 */
export function PageHeading({
  title,
  titleId,
  children,
  action,
}: {
  title: ReactNode;
  titleId?: string;
  children?: ReactNode;
  action?: HeadingAction;
}) {
  const heading = (
    <div>
      <Title order={1} id={titleId}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      )}
    </div>
  );
  if (!action) return heading;
  const { to, icon: ActionIcon, label } = action;
  return (
    <Group justify="space-between" align="center">
      {heading}
      <Button component={Link} to={to} leftSection={<ActionIcon size={18} aria-hidden="true" />}>
        {label}
      </Button>
    </Group>
  );
}
