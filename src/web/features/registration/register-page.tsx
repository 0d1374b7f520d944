import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import { RegistrationWizard } from "./registration-wizard.tsx";

/** `/register` and `/Register` (spec §2): public, prerendered. */
export function meta() {
  return [
    { title: "Register for an exam | Exam Registration Portal" },
    {
      name: "description",
      content:
        "Register as a candidate for a healthcare licensing exam (SCFHS, DHA, DHP, MOH, NHRA) in four short steps: personal details, contact, education and exam.",
    },
  ];
}

/** The public candidate registration page (spec §2 "Student registration"): heading, note and the wizard. */
export default function RegisterPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Register for an exam</Title>
          <Text c="dimmed">
            At least one of National ID or Passport Number must be provided. Fields marked * are required.
            State and postal code are relevant only for the United States.
          </Text>
        </Stack>
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <RegistrationWizard />
        </Paper>
      </Stack>
    </Container>
  );
}
