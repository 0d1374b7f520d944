import {
  Alert,
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconBuilding } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { BackOfficeLayout } from "../../components/back-office-layout.tsx";
import { RequireRole } from "../../components/require-role.tsx";
import { ApiError } from "../../lib/api.ts";
import { useCreateTestCenter } from "./api.ts";
import {
  INITIAL_TEST_CENTER_VALUES,
  isTestCenterFormField,
  TEST_CENTER_FORM_FIELDS,
  type TestCenterFormValues,
  testCenterFormSchema,
  toCreateTestCenterBody,
} from "./test-center-form.ts";
import { registerTestCenterErrorMessage } from "./test-center-format.ts";
import { TestCenterList } from "./test-center-table.tsx";

/** `/Register-test-center`: staff only, never indexed. */
export function meta() {
  return [
    { title: "Register Test Center | Exam Registration Portal" },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The registration form (spec §5 "Test center registration", §8 "Test centers"): checked with the
 * shared schema; a registered center toasts, clears the form and appears in the list above; a
 * refused one shows the server's text under its field and in an alert, else
 * 'An error occurred. Please try again.'.
 */
function RegisterTestCenterForm() {
  const createTestCenter = useCreateTestCenter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TestCenterFormValues>({
    mode: "controlled",
    initialValues: INITIAL_TEST_CENTER_VALUES,
    validate: schemaResolver(testCenterFormSchema, { sync: true }),
  });

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = TEST_CENTER_FORM_FIELDS.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await createTestCenter.mutateAsync(toCreateTestCenterBody(values));
      notifications.show({
        color: "green",
        title: "Test centers",
        message: `${answer.message} (${answer.testCenter.name})`,
      });
      form.reset();
      form.getInputNode("name")?.focus();
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (error instanceof ApiError && error.fromServer && isTestCenterFormField(field)) {
        form.setFieldError(field, error.message);
        form.getInputNode(field)?.focus();
      }
      setFailure(registerTestCenterErrorMessage(error));
    }
  }, focusFirstError);

  const busy = form.submitting || createTestCenter.isPending;

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-labelledby="register-test-center-title">
        <Stack gap="md">
          <div>
            <Title order={2} id="register-test-center-title">
              Register a test center
            </Title>
            <Text size="sm" c="dimmed">
              Fields marked * are required.
            </Text>
          </div>
          {failure && (
            <Alert color="red" title="Could not register the test center" role="alert">
              {failure}
            </Alert>
          )}
          <Fieldset legend="Test center">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Name"
                withAsterisk
                aria-required
                autoComplete="organization"
                maxLength={150}
                {...form.getInputProps("name")}
              />
              <TextInput
                label="Address"
                withAsterisk
                aria-required
                autoComplete="street-address"
                maxLength={300}
                {...form.getInputProps("address")}
              />
              <TextInput
                label="Contact"
                description="Phone or email (optional)"
                autoComplete="off"
                maxLength={100}
                {...form.getInputProps("contact")}
              />
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end">
            <Button component={Link} to="/View-test-center" variant="default">
              Back to Test Centers
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconBuilding size={18} aria-hidden="true" />}>
              Register Test Center
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * Register Test Center `/Register-test-center` (spec §2 "Staff screens": the form with the test
 * center list above it; §5 "Test center registration"; §6: admin only, others go to /404; §8 "Test
 * centers").
 */
export default function RegisterTestCenterPage() {
  return (
    <RequireRole page="/Register-test-center">
      <BackOfficeLayout>
        <Stack gap="lg">
          <Title order={1}>Register Test Center</Title>
          <Stack gap="xs" component="section" aria-labelledby="registered-test-centers-title">
            <Title order={2} id="registered-test-centers-title">
              Registered test centers
            </Title>
            <TestCenterList />
          </Stack>
          <RegisterTestCenterForm />
        </Stack>
      </BackOfficeLayout>
    </RequireRole>
  );
}
