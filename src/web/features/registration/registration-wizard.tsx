import { Trans, useLingui } from "@lingui/react";
import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Stepper,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { examChoiceNames, examChoiceOf } from "#shared/catalogue/exam-choice.ts";
import type { InvitePrefill } from "#shared/inquiries/inquiries.ts";
import {
  type ExamCheck,
  REGISTRATION_STEPS,
  registrationIssues,
  stepIssues,
} from "#shared/registration/registration.ts";
import { TEXTS } from "#shared/texts/common.ts";
import { HydratedFieldset } from "#web/components/hydrated-fieldset.tsx";
import { localeOf } from "#web/i18n/i18n.ts";
import { api } from "#web/lib/api.ts";
import { usePublishedCatalogue } from "#web/lib/use-published-catalogue.ts";
import { useTestCenters } from "#web/lib/use-test-centers.ts";
import { ContactStep } from "./contact-step.tsx";
import { EducationStep } from "./education-step.tsx";
import { ExamStep } from "./exam-step.tsx";
import { PersonalStep } from "./personal-step.tsx";
import { type RegistrationForm, useRegistrationForm } from "./registration-form.ts";
import { type RegisteredCandidate, RegistrationSuccess } from "./registration-success.tsx";
import { localiseRegistrationMessage } from "./registration-text.ts";
import { StartAgain } from "./start-again.tsx";
import { useRegister } from "./use-register.ts";
import { clearDraft, readDraft, type WizardDraft, writeDraft } from "./wizard-draft.ts";
import {
  errorsOf,
  examLinkKey,
  type FieldIssue,
  firstStepWithIssues,
  inviteFieldsOf,
  invitePatch,
  progressOf,
  type RegistrationFormValues,
  reachableStep,
  registrationFailure,
  STEP_COUNT,
  stepOfField,
  stepOfHistory,
  withoutHiddenFields,
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
  const { _, i18n } = useLingui();
  // The specialty and exam in the page's language, as the published catalogue names them.
  const catalogue = usePublishedCatalogue().data;
  if (!values.examCategory) return null;
  const { specialty, exam } = examChoiceNames(catalogue, values, localeOf(i18n));
  const parts = [values.examCategory, specialty, exam].filter(Boolean);
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

/** The draft's bookkeeping beside the values (`WizardDraft` without them). */
type DraftMeta = Omit<WizardDraft, "values">;

/**
 * Focuses the first field of `root` with an error (`errors` null: the first field), in the order
 * the fields are shown (each bound input carries `data-path`; a radio group's wrapper does, and its
 * first radio takes the focus), after scrolling it to the middle of the screen (decision 0002).
 */
function focusFirstError(root: HTMLElement | null, errors: Record<string, unknown> | null) {
  for (const node of root?.querySelectorAll<HTMLElement>("[data-path]") ?? []) {
    if (errors && !errors[node.dataset.path ?? ""]) continue;
    const target = node.matches("input, textarea")
      ? node
      : node.querySelector<HTMLElement>("input:not([disabled]), textarea:not([disabled])");
    if (!target) continue;
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
    return;
  }
}

/**
 * The four-step registration wizard (docs/product.md §2, §4, §5): a stepper and a progress bar (step/4), each
 * step's own fields, Previous / Next, and Register on the last step, which posts the payload
 * (docs/product.md §7) and explains the outcome (docs/product.md §8). `?regulator=&specialty=&exam=`
 * (`examChoiceOf`, read against the published catalogue once it has loaded) pre-fills the exam of
 * step 4; `?invite=` an inquiry's invitation (name, e-mail, phone, exam category), merged only
 * into fields still empty and untouched, with a note while it loads. A registration ends on the success screen with the candidate's reference (docs/product.md §2 "Student registration"), which
 * replaces `intro` (the page's heading and note) and the form; its "Register another candidate"
 * brings back an empty step 1.
 *
 * The draft and the step (decision 0002): the values are kept for the tab in `sessionStorage`
 * (`wizard-draft.ts`; cleared on success and by "Start again"), and each step is a history entry
 * (`{ wizardStep }` in the history state, nothing in the URL), so the browser's Back and Forward
 * move between steps and a reload stays on its step. A failed Next or Register scrolls to and
 * focuses the first field in error.
 */
export function RegistrationWizard({ intro }: { intro?: ReactNode }) {
  const form = useRegistrationForm();
  const { _, i18n } = useLingui();
  const locale = localeOf(i18n);
  /** A message about `field` (or the alert's) in the page's language (registration-text.ts). */
  const say = (field: FieldIssue["field"] | undefined, message: string) =>
    localiseRegistrationMessage(i18n, field, message);
  const register = useRegister();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [registered, setRegistered] = useState<RegisteredCandidate | null>(null);
  // The same cached list as step 4's picker: the success screen names the center.
  const centers = useTestCenters();
  // The published catalogue step 4 offers (docs/product.md §13 "The catalogue"): the exam choice is
  // checked against it; until it has loaded, only the server checks the choice.
  const catalogue = usePublishedCatalogue().data;
  const examCheck: ExamCheck = { examChoice: catalogue ?? false };
  const location = useLocation();
  const { search } = location;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  // Until the draft is read (after hydration: the prerendered wizard is an empty step 1, so it
  // must hydrate as one), step 1 shows whatever the history entry says.
  const [restored, setRestored] = useState(false);
  const [meta, setMeta] = useState<DraftMeta>({});
  const [inviteLoading, setInviteLoading] = useState(false);
  /** The step this history entry holds. */
  const wanted = stepOfHistory(location.state);
  // Never past an incomplete earlier step (Forward after emptying a field, a draft gone).
  const active = restored ? reachableStep(wanted, form.getValues()) : 0;
  const last = active === STEP_COUNT - 1;

  /**
   * Shows step `target`: the next step is a new history entry; an earlier one is the entry already
   * there (each step's entry follows the previous step's), so Back after Previous leaves the steps
   * in order.
   */
  const goTo = (target: number) => {
    const delta = target - wanted;
    if (delta > 0) {
      navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { state: { wizardStep: target }, preventScrollReset: true },
      );
    } else if (delta < 0) navigate(delta);
  };

  // Focus the first field in error (or, after "Start again", the first field) once its step shows:
  // a failed Register or a reset may go back steps, which the history does after this render.
  const pendingFocus = useRef<{ step: number; firstError: boolean } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const focusStep = (step: number, firstError: boolean) => {
    pendingFocus.current = { step, firstError };
    setFocusRequest((n) => n + 1);
  };
  const focusWhenShown = useEffectEvent(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.step !== active) return;
    pendingFocus.current = null;
    focusFirstError(formRef.current, pending.firstError ? form.errors : null);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a focus is asked for or the step changes.
  useEffect(() => focusWhenShown(), [focusRequest, active]);

  /** Fetches the invitation `token` and merges it into the fields still empty and untouched. */
  const mergeInvite = useEffectEvent((token: string, prefill: InvitePrefill) => {
    const invited = inviteFieldsOf(prefill);
    const patch = invitePatch(invited, form.getValues(), (field) => form.isTouched(field));
    form.setValues(patch);
    setMeta((current) => ({
      ...current,
      invite: token,
      linkedExam: current.linkedExam || Boolean(patch.examCategory),
    }));
  });

  /**
   * On arrival and on a new query: the tab's draft first (once), then the regulator-page link
   * (`?regulator=`) unless the draft already holds it, then the invitation (`?invite=`) unless
   * already merged. Returns the cleanup that abandons the invitation's request.
   */
  const arrive = useEffectEvent((search: string) => {
    let next: DraftMeta = { ...meta };
    const draft = restored ? null : readDraft();
    if (draft) {
      const { values, ...rest } = draft;
      form.setValues(values);
      next = rest;
    }
    setMeta(next);
    setRestored(true);

    const token = new URLSearchParams(search).get("invite");
    if (!token || token === next.invite) return undefined;
    const controller = new AbortController();
    setInviteLoading(true);
    api<InvitePrefill>("/api/register/invite", {
      query: { t: token },
      signal: controller.signal,
      onDenied: "handle",
    })
      .then(
        ({ data }) => mergeInvite(token, data),
        // An invalid or expired invitation just leaves the wizard as it is.
        () => undefined,
      )
      .finally(() => {
        if (!controller.signal.aborted) setInviteLoading(false);
      });
    return () => {
      controller.abort();
      setInviteLoading(false);
    };
  });
  useEffect(() => arrive(search), [search]);

  /**
   * The regulator-page link (`?regulator=&specialty=&exam=`), read against the published catalogue
   * once both it and the draft are there, unless the draft already holds that link: a reload keeps
   * an exam changed since.
   */
  const applyExamLink = useEffectEvent(() => {
    if (!restored || !catalogue) return;
    const choice = examChoiceOf(catalogue, search);
    if (!choice || examLinkKey(choice) === meta.examLink) return;
    form.setValues(choice);
    setMeta((current) => ({ ...current, examLink: examLinkKey(choice), linkedExam: true }));
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival, a new query, or the catalogue.
  useEffect(() => applyExamLink(), [restored, search, catalogue]);

  // The draft follows every change (the form is controlled: `form.values` is new on each).
  useEffect(() => {
    if (restored && !registered) writeDraft({ values: form.values, ...meta });
  }, [restored, registered, form.values, meta]);

  // A history entry whose step is out of reach (an earlier step incomplete): back to that step's entry.
  const clampHistory = useEffectEvent(() => {
    if (!restored) return;
    const reachable = reachableStep(wanted, form.getValues());
    if (reachable < wanted) navigate(reachable - wanted);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each arrival at a history entry.
  useEffect(() => clampHistory(), [restored, location.key]);

  // Moving through the history after a registration leaves its success screen (nothing of it is kept).
  const leaveSuccess = useEffectEvent(() => setRegistered(null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each arrival at a history entry.
  useEffect(() => leaveSuccess(), [location.key]);

  /** Shows `step` with the errors of its own fields and the alert, and focuses the first error. */
  const showIssues = (step: number, issues: readonly FieldIssue[], notice: Notice) => {
    const fields: readonly string[] = REGISTRATION_STEPS[step]?.fields ?? [];
    const own = issues.filter((issue) => fields.includes(issue.field));
    form.setErrors(errorsOf(own.map((issue) => ({ ...issue, message: say(issue.field, issue.message) }))));
    setNotice(notice);
    focusStep(step, true);
    goTo(step);
  };
  const incomplete: Notice = {
    color: "red",
    message: say(undefined, TEXTS.stepIncomplete),
    untilStepComplete: true,
  };

  const goBackTo = (step: number) => {
    if (step >= active) return;
    form.clearErrors();
    setNotice(null);
    goTo(step);
  };

  const next = () => {
    // Gated on the visible step's own fields. The old system's checks were offset from its steps
    // (docs/product.md §5 lists both); this is the corrected behaviour.
    const issues = stepIssues(active, withoutHiddenFields(form.getValues()), examCheck);
    if (issues.length > 0) return showIssues(active, issues, incomplete);
    form.clearErrors();
    setNotice(null);
    goTo(active + 1);
  };

  /** An empty wizard on step 1, its first field focused: no values, invitation or draft ("Start again"). */
  const startAgain = () => {
    clearDraft();
    form.reset();
    setMeta({});
    setNotice(null);
    focusStep(0, false);
    goTo(0);
  };

  const submit = () => {
    const values = withoutHiddenFields(form.getValues());
    const issues = registrationIssues(values, examCheck);
    if (issues.length > 0) {
      return showIssues(firstStepWithIssues(issues), issues, incomplete);
    }
    setNotice(null);
    // The candidate's language goes with the registration: their e-mails are written in it.
    register.mutate(
      { ...values, locale, ...(meta.invite ? { invite: meta.invite } : {}) },
      {
        onSuccess: ({ reference }) => {
          const testCenter = centers.data?.find((c) => String(c.id) === values.test_center)?.name;
          // Nothing of the candidate stays in the tab: the draft goes, the success screen holds
          // what it shows until it is left.
          clearDraft();
          form.reset();
          setMeta({});
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
    startAgain();
    setRegistered(null);
  };

  // Checked on every render (the form is controlled): the alert goes with the last missing value.
  if (
    notice?.untilStepComplete &&
    stepIssues(active, withoutHiddenFields(form.getValues()), examCheck).length === 0
  )
    setNotice(null);
  const progress = progressOf(active);
  // After every hook: the success screen replaces the page's intro and the form, not the hooks' order.
  if (registered) {
    return (
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <RegistrationSuccess registered={registered} onRegisterAnother={registerAnother} />
      </Paper>
    );
  }
  const stepText = _("reg.stepOf", { step: active + 1, count: STEP_COUNT });
  const stepTitle = (index: number) => _(STEP_TITLE_IDS[index] ?? "reg.step.0");
  const values = form.getValues();
  const started = active > 0 || Object.values(values).some((value) => value !== "");

  return (
    <Stack gap="lg">
      {intro}
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={_("reg.formLabel")}>
          {/* A click or typing on the prerendered HTML would be lost, and Next would submit natively. */}
          <HydratedFieldset>
            <Stack gap="lg">
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap" mih={28}>
                  <Text size="sm" c="dimmed" id="registration-progress-label">
                    {stepText}: {stepTitle(active)}
                  </Text>
                  {started && <StartAgain onConfirm={startAgain} />}
                </Group>
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

              {inviteLoading && (
                <Group gap="xs" role="status">
                  <Loader size="xs" />
                  <Text size="sm">{_("reg.inviteLoading")}</Text>
                </Group>
              )}

              {meta.linkedExam && <ChosenExam values={values} />}

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
                <Alert
                  color={notice.color}
                  variant="light"
                  role={notice.color === "red" ? "alert" : "status"}
                >
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
      </Paper>
    </Stack>
  );
}
