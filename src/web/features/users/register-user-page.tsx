import {
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import { IconUserPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH, USER_TEXTS, type User } from "#shared/access/users.ts";
import { FormFailure } from "#web/components/failure-alert.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { StaffContainer } from "#web/components/staff-page.tsx";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { useStaffForm } from "#web/lib/use-staff-form.ts";
import { checkUsernameQuery, useCheckUsername, useRegisterUser } from "./api.ts";
import { TestCenterSelect } from "./test-center-select.tsx";
import {
  hasName,
  INITIAL_REGISTER_VALUES,
  needsTestCenter,
  REGISTER_ROLES,
  toRegisterBody,
  validateRegisterForm,
} from "./user-form.ts";
import { registrationFailureMessage, roleLabel, roleOptions, USERS_TEXT } from "./user-format.ts";

/** `/registeruser`: staff only, never indexed. */
export const meta = () => staffPageMeta("Register user");

const ROLE_OPTIONS = roleOptions(REGISTER_ROLES);

/** The password rules of docs/product.md §5 and §9, shown under the password field. */
const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters, with at least one capital letter and one number.`;

/** The success dialog's sentence: who can now log in, as what. */
const registeredText = (user: User) =>
  `${user.username} can now log in as ${roleLabel(user.role)}${
    user.testCenterName ? ` of ${user.testCenterName}` : ""
  }.`;

/**
 * The register form (docs/product.md §5 "User registration"): checked in the browser with the server's schema
 * (username empty, spaces; password length, pattern; role; test center for test_center) and the
 * live "already taken" check as the admin types. The Register button is enabled only for an admin,
 * mirroring the server. Success opens the 'Registration successful' dialog (docs/product.md §8's alert), whose
 * closing goes to `/`: a toast would vanish there, as `/` stays outside the toast system for its JS
 * budget (decision 0005); a refusal shows 'Registration failed: {server message}' (and the message under its field), any
 * other failure 'Registration failed. Please try again later.' (docs/product.md §8 "User registration").
 */
function RegisterUserForm() {
  const canRegister = useCanCall("POST /api/register");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registerUser = useRegisterUser();
  /** The success dialog's sentence, once registered. */
  const [registered, setRegistered] = useState<string | null>(null);
  // The live check's verdict, read by the validator (which runs outside render).
  const takenName = useRef<string | null>(null);

  const { form, failure, onSubmit, focus, required } = useStaffForm({
    initialValues: INITIAL_REGISTER_VALUES,
    failureMessage: registrationFailureMessage,
    validate: (values): FormErrors => {
      const errors = validateRegisterForm(values);
      if (!errors.username && takenName.current === values.username.trim().toLowerCase()) {
        errors.username = USER_TEXTS.usernameTaken;
      }
      return errors;
    },
  });

  const check = useCheckUsername(form.values.username);
  // The name being (or just) registered is taken by this registration, not by someone else: the
  // check, which now answers "taken" for it, must not say so behind the success dialog.
  const ours =
    (registerUser.isPending || registerUser.isSuccess) &&
    registerUser.variables?.username.toLowerCase() === check.username.toLowerCase();
  const taken = check.exists === true && !ours;
  takenName.current = taken ? check.username.toLowerCase() : null;
  const usernameError = form.errors.username ?? (taken ? USER_TEXTS.usernameTaken : undefined);

  const submit = onSubmit(async (values) => {
    const body = toRegisterBody(values);
    // The debounced check may not have answered for the name just typed: ask before registering.
    const taken = await queryClient.fetchQuery(checkUsernameQuery(body.username)).catch(() => false);
    if (taken) {
      form.setFieldError("username", USER_TEXTS.usernameTaken);
      focus("username");
      return;
    }
    const answer = await registerUser.mutateAsync(body);
    setRegistered(answer.user ? registeredText(answer.user) : `${body.username} can now log in.`);
  });

  const role = form.values.role;
  const busy = form.submitting || registerUser.isPending;
  const usernameInput = form.getInputProps("username");

  return (
    <>
      <Paper withBorder p="lg" maw={640}>
        <form onSubmit={submit} noValidate aria-labelledby="register-user-title">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Fields marked * are required.
            </Text>
            <FormFailure failure={failure} title="Could not register the user" />
            <TextInput
              label="Username"
              withAsterisk
              aria-required
              autoComplete="off"
              spellCheck={false}
              maxLength={50}
              {...usernameInput}
              error={usernameError}
              description={check.checking ? "Checking whether the username is free…" : undefined}
              rightSection={check.checking ? <Loader size="xs" aria-hidden="true" /> : undefined}
            />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              maxLength={200}
              visibilityToggleButtonProps={{ "aria-label": "Show or hide the password" }}
              description={PASSWORD_RULES}
              {...required("password")}
            />
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...required("role")}
            />
            {needsTestCenter(role) && (
              <TestCenterSelect label="Test center" {...form.getInputProps("testCenterId")} />
            )}
            {hasName(role) && (
              <TextInput
                label="Name"
                description="Shown with the school moderator's messages"
                autoComplete="off"
                maxLength={100}
                {...form.getInputProps("Name")}
              />
            )}
            <Group justify="flex-end">
              <Button component={Link} to="/users" variant="default">
                Back to Users
              </Button>
              <Button
                type="submit"
                loading={busy}
                disabled={!canRegister}
                leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              >
                Register
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Modal
        opened={registered !== null}
        onClose={() => void navigate("/")}
        title={USERS_TEXT.registrationSuccess}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{registered}</Text>
          <Group justify="flex-end">
            <Button onClick={() => void navigate("/")} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * Register a user `/registeruser` (docs/product.md §2 "Staff screens", §5 "User registration", §6: admin only,
 * others go to /, §8 "User registration").
 */
export default function RegisterUserPage() {
  return (
    <StaffContainer page="/registeruser" size="lg">
      <Stack gap="lg">
        <PageHeading title="Register user" titleId="register-user-title">
          Create a staff account. A test center user is bound to one test center.
        </PageHeading>
        <RegisterUserForm />
      </Stack>
    </StaffContainer>
  );
}
