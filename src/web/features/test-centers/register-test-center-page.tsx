import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBuilding } from "@tabler/icons-react";
import { Link } from "react-router";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { StaffScreen } from "#web/components/staff-page.tsx";
import { type StaffTextField, StaffTextFieldset } from "#web/components/staff-text-inputs.tsx";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import { useCreateTestCenter } from "./api.ts";
import {
  INITIAL_TEST_CENTER_VALUES,
  type TestCenterFormValues,
  testCenterFormSchema,
  toCreateTestCenterBody,
} from "./test-center-form.ts";
import { TEST_CENTER_REGISTER_FAILED } from "./test-center-format.ts";
import { TestCenterList } from "./test-center-table.tsx";

/** `/Register-test-center`: staff only, never indexed. */
export const meta = () => staffPageMeta("Register Test Center");

/** The center's name, address and contact (docs/product.md §3). */
const TEST_CENTER_FIELDS: StaffTextField<keyof TestCenterFormValues>[] = [
  { field: "name", label: "Name", autoComplete: "organization", maxLength: 150, required: true },
  { field: "address", label: "Address", autoComplete: "street-address", maxLength: 300, required: true },
  {
    field: "contact",
    label: "Contact",
    description: "Phone or email (optional)",
    autoComplete: "off",
    maxLength: 100,
  },
];

/**
 * The registration form (docs/product.md §5 "Test center registration", §8 "Test centers"): checked with the
 * shared schema; a registered center toasts, clears the form and appears in the list above; a
 * refused one shows the server's text under its field and in an alert, else
 * 'An error occurred. Please try again.'.
 */
function RegisterTestCenterForm() {
  const createTestCenter = useCreateTestCenter();
  const { form, failure, onSubmit, focus, required } = useStaffForm({
    initialValues: INITIAL_TEST_CENTER_VALUES,
    validate: testCenterFormSchema,
    failureMessage: TEST_CENTER_REGISTER_FAILED,
  });

  const submit = onSubmit(async (values) => {
    const answer = await createTestCenter.mutateAsync(toCreateTestCenterBody(values));
    notifications.show({
      color: "green",
      title: "Test centers",
      message: `${answer.message} (${answer.testCenter.name})`,
    });
    form.reset();
    focus("name");
  });

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
          <FormFailure failure={failure} title="Could not register the test center" />
          <StaffTextFieldset
            legend="Test center"
            cols={3}
            fields={TEST_CENTER_FIELDS}
            form={form}
            required={required}
          />
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
 * Register Test Center `/Register-test-center` (docs/product.md §2 "Staff screens": the form with the test
 * center list above it; §5 "Test center registration"; §6: admin only, others go to /404; §8 "Test
 * centers").
 */
export default function RegisterTestCenterPage() {
  return (
    <StaffScreen page="/Register-test-center">
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
    </StaffScreen>
  );
}
