import { useLingui } from "@lingui/react";
import { Badge, Card, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { type ManagementProgram, PMCP_HOURS, type Program } from "#shared/reference/landing.ts";

/** A landing section with its h2 and optional lead text. */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Container component="section" size="lg" py={{ base: 36, md: 48 }} aria-labelledby={id}>
      <Stack gap={4} mb="lg">
        <Title order={2} id={id}>
          {title}
        </Title>
        {lead && <Text c="dimmed">{lead}</Text>}
      </Stack>
      {children}
    </Container>
  );
}

/**
 * A program's code badge, name (h3) and summary (docs/product.md §1): under its picture
 * (`belowImage`, the management programs) or heading a card of its own.
 */
export function ProgramText({
  program,
  hours = PMCP_HOURS,
  belowImage = false,
}: {
  program: Pick<Program | ManagementProgram, "code">;
  /** The hours a summary counts (the project management program's). */
  hours?: number;
  belowImage?: boolean;
}) {
  const { _ } = useLingui();
  return (
    <>
      <Badge variant="light" w="fit-content" {...(belowImage ? { mt: "md" } : { mb: "xs" })}>
        {program.code}
      </Badge>
      <Title order={3} size="h5" {...(belowImage ? { mt: 4 } : { mb: 4 })}>
        {_(`program.${program.code}.name`)}
      </Title>
      <Text size="sm" c="dimmed">
        {_(`program.${program.code}.summary`, { hours })}
      </Text>
    </>
  );
}

/** A card with a program's code badge, name (h3) and summary. */
export function ProgramCard({ program }: { program: Program }) {
  return (
    <Card withBorder padding="lg" h="100%">
      <ProgramText program={program} />
    </Card>
  );
}
