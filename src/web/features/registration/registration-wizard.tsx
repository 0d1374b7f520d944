import { Trans, useLingui } from "@lingui/react";
import { Alert, Box, Button, Group, Progress, Stack, Stepper, Text, VisuallyHidden } from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useState } from "react";
import { useLocation, useMatches } from "react-router";
import type { InvitePrefill } from "#shared/inquiries.ts";
import { MESSAGES } from "#shared/messages.ts";
import { type ExamChoice, readExamChoice } from "#shared/reference/regulators.ts";
import { REGISTRATION_STEPS, registrationIssues, stepIssues } from "#shared/registration.ts";
import { HydratedFieldset } from "#web/components/hydrated-fieldset.tsx";
import { dataTextOfMatches, localeOf } from "#web/i18n/i18n.ts";
import { api } from "#web/lib/api.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { ContactStep } from "./contact-step.tsx";
import { EducationStep } from "./education-step.tsx";
import { ExamStep } from "./exam-step.tsx";
import { PersonalStep } from "./personal-step.tsx";
import { type RegistrationForm, useRegistrationForm } from "./registration-form.ts";
import { type RegisteredCandidate, RegistrationSuccess } from "./registration-success.tsx";
import { localiseRegistrationMessage } from "./registration-text.ts";
import { useRegister } from "./use-register.ts";
import {
  errorsOf,
  examFieldsOf,
  type FieldIssue,
  firstStepWithIssues,
  inviteFieldsOf,
  progressOf,
  type RegistrationFormValues,
  registrationFailure,
  STEP_COUNT,
  stepOfField,
} from "./wizard-steps.ts";

/**
 * The alert under the steps. `untilStepComplete`: the "fill in all required fields" alert, which
 * goes away as soon as the step it refers to is complete, not only on the next click.
 */
type Notice = { color: "red" | "green"; message: string; untilStepComplete?: boolean };

/** The steps' titles in the catalogue, in `REGISTRATION_STEPS` order. */
const STEP_TITLE_IDS = ["reg.step.0", "reg.step.1", "reg.step.2", "reg.step.3"] as const;

const STEP_BODIES: readonly ((props: { form: RegistrationForm }) => ReactNode)[] = [
  PersonalStep,
  ContactStep,
  EducationStep,
  ExamStep,
];

/** The exam brought from a regulator page, named above the steps while it is still chosen. */
function ChosenExam({ values }: { values: RegistrationFormValues }) {
  const { _ } = useLingui();
  // The specialty in the page's language, as the regulator page showed it.
  const text = dataTextOfMatches(useMatches());
  if (!values.examCategory) return null;
  const parts = [values.examCategory, text(values.examSpecialty), values.examName].filter(Boolean);
  return (
    <Text size="sm" role="note" aria-label={_("reg.chosenExamLabel")}>
      <Trans
        id="reg.chosenExam"
        values={{ exam: parts.join(" · "), step: STEP_COUNT, title: _("reg.step.3") }}
        components={{ 0: <strong dir="auto" /> }}
      />
    </Text>
  );
}

/**
 * The four-step registration wizard (spec §2, §4, §5): a stepper and a progress bar (step/4), each
 * step's own fields, Previous / Next, and Register on the last step, which posts the payload
 * (spec §7) and explains the outcome (spec §8). `?regulator=&specialty=&exam=` (`readExamChoice`)
 * pre-fills the exam of step 4; `?invite=` an inquiry's invitation (name, e-mail, phone, exam
 * category). A registration ends on the success screen with the candidate's
 * reference (issue 14), whose "Register another candidate" brings back an empty step 1.
 */
export function RegistrationWizard() {
  const form = useRegistrationForm();
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  /** A message about `field` (or the alert's) in the page's language (registration-text.ts). */
  const say = (field: FieldIssue["field"] | undefined, message: string) =>
    localiseRegistrationMessage(i18n, field, message);
  const register = useRegister();
  const [active, setActive] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [registered, setRegistered] = useState<RegisteredCandidate | null>(null);
  // The same cached list as step 4's picker: the success screen names the center.
  const centers = useTestCenters();
  const last = active === STEP_COUNT - 1;
  // "Register for this exam" on a regulator page links here with the exam in the URL (step 4).
  // Applied after hydration: the prerendered wizard is empty, so it must hydrate empty.
  const { search } = useLocation();
  const [linkedExam, setLinkedExam] = useState(false);
  const prefill = useEffectEvent((choice: ExamChoice) => {
    form.setValues(examFieldsOf(choice));
    setLinkedExam(true);
  });
  useEffect(() => {
    const choice = readExamChoice(search);
    if (choice) prefill(choice);
  }, [search]);
  // An inquiry's invitation (`?invite=<token>`, issue 14 item 4): its name, e-mail, phone and
  // exam category are filled in, and the token goes with the registration so the inquiry is marked
  // converted. An invalid or expired link just leaves the wizard empty.
  const [invite, setInvite] = useState<string | undefined>(undefined);
  const prefillInvite = useEffectEvent((token: string, prefill: InvitePrefill) => {
    const fields = inviteFieldsOf(prefill);
    form.setValues(fields);
    setInvite(token);
    if (fields.examCategory) setLinkedExam(true);
  });
  useEffect(() => {
    const token = new URLSearchParams(search).get("invite");
    if (!token) return;
    const controller = new AbortController();
    api<InvitePrefill>("/api/register/invite", {
      query: { t: token },
      signal: controller.signal,
      onDenied: "handle",
    }).then(
      ({ data }) => prefillInvite(token, data),
      () => undefined,
    );
    return () => controller.abort();
  }, [search]);

  /** Shows `step` with the errors of its own fields and the alert. */
  const showIssues = (step: number, issues: readonly FieldIssue[], notice: Notice) => {
    const fields: readonly string[] = REGISTRATION_STEPS[step]?.fields ?? [];
    setActive(step);
    const own = issues.filter((issue) => fields.includes(issue.field));
    form.setErrors(errorsOf(own.map((issue) => ({ ...issue, message: say(issue.field, issue.message) }))));
    setNotice(notice);
  };
  const incomplete: Notice = {
    color: "red",
    message: say(undefined, MESSAGES.stepIncomplete),
    untilStepComplete: true,
  };

  const goBackTo = (step: number) => {
    if (step >= active) return;
    form.clearErrors();
    setNotice(null);
    setActive(step);
  };

  const next = () => {
    // Gated on the visible step's own fields. The old system's checks were offset from its steps
    // (spec §5 lists both); this is the corrected behaviour.
    const issues = stepIssues(active, form.getValues());
    if (issues.length > 0) return showIssues(active, issues, incomplete);
    form.clearErrors();
    setNotice(null);
    setActive(active + 1);
  };

  const submit = () => {
    const values = form.getValues();
    const issues = registrationIssues(values);
    if (issues.length > 0) {
      return showIssues(firstStepWithIssues(issues), issues, incomplete);
    }
    setNotice(null);
    // The candidate's language goes with the registration: their e-mails are written in it.
    register.mutate(
      { ...values, locale, ...(invite ? { invite } : {}) },
      {
        onSuccess: ({ reference }) => {
          const testCenter = centers.data?.find((c) => String(c.id) === values.test_center)?.name;
          setRegistered({ reference, values, testCenter });
        },
        onError: (error) => {
          const failure = registrationFailure(error);
          const step = failure.field ? stepOfField(failure.field) : -1;
          if (failure.field && step >= 0) {
            const field = failure.field as FieldIssue["field"];
            showIssues(step, [{ field, message: failure.message }], {
              color: "red",
              message: say(field, failure.message),
            });
          } else {
            setNotice({ color: "red", message: say(undefined, failure.message) });
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    if (last) submit();
    else next();
  };

  /** Back to an empty step 1, for the next candidate (staff registering people in person). */
  const registerAnother = () => {
    form.reset();
    setLinkedExam(false);
    // The invitation was for the candidate just registered.
    setInvite(undefined);
    setNotice(null);
    setActive(0);
    setRegistered(null);
  };

  // Checked on every render (the form is controlled): the alert goes with the last missing value.
  if (notice?.untilStepComplete && stepIssues(active, form.getValues()).length === 0) setNotice(null);
  const progress = progressOf(active);
  // After every hook: the success screen replaces the form, not the hooks' order.
  if (registered) return <RegistrationSuccess registered={registered} onRegisterAnother={registerAnother} />;
  const stepText = _("reg.stepOf", { step: active + 1, count: STEP_COUNT });
  const stepTitle = (index: number) => _(STEP_TITLE_IDS[index] ?? "reg.step.0");

  return (
    <form onSubmit={onSubmit} noValidate aria-label={_("reg.formLabel")}>
      {/* A click or typing on the prerendered HTML would be lost, and Next would submit natively. */}
      <HydratedFieldset>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" id="registration-progress-label">
              {stepText}: {stepTitle(active)}
            </Text>
            <Progress.Root size="sm">
              <Progress.Section
                value={progress}
                withAria={false}
                role="progressbar"
                aria-labelledby="registration-progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                aria-valuetext={stepText}
              />
            </Progress.Root>
          </Stack>

          {linkedExam && <ChosenExam values={form.getValues()} />}

          <Stepper active={active} onStepClick={goBackTo} allowNextStepsSelect={false} size="sm">
            {REGISTRATION_STEPS.map((step, index) => {
              const Body = STEP_BODIES[index]!;
              return (
                <Stepper.Step
                  key={step.title}
                  // Named by its content, the number and the title (WCAG 2.5.3 "label in name": an
                  // aria-label without the visible number failed axe). On phones the four titles do
                  // not fit beside each other: the step numbers only (the progress line above names
                  // the current step), the title for screen readers. Chosen by CSS, not a media
                  // query in JS: the prerendered page must already be the phone's (no layout shift).
                  label={
                    <>
                      <Box component="span" visibleFrom="sm">
                        {stepTitle(index)}
                      </Box>
                      <VisuallyHidden hiddenFrom="sm">{stepTitle(index)}</VisuallyHidden>
                    </>
                  }
                >
                  <Body form={form} />
                </Stepper.Step>
              );
            })}
          </Stepper>

          {notice && (
            <Alert color={notice.color} variant="light" role={notice.color === "red" ? "alert" : "status"}>
              {notice.message}
            </Alert>
          )}

          <Group justify="space-between">
            <Button
              type="button"
              variant="default"
              onClick={() => goBackTo(active - 1)}
              disabled={active === 0 || register.isPending}
            >
              {_("reg.previous")}
            </Button>
            {last ? (
              <Button type="submit" loading={register.isPending}>
                {_("reg.register")}
              </Button>
            ) : (
              <Button type="submit">{_("reg.next")}</Button>
            )}
          </Group>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
