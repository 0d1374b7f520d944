import { useLingui } from "@lingui/react";
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_ATTEMPTS } from "#shared/access/token-claims.ts";
import { localisedPath } from "#shared/site/locales.ts";
import { LOGIN_TEXTS } from "#shared/texts/login.ts";
import { localeOf } from "#web/i18n/i18n.ts";
import { ApiError, api } from "#web/lib/api.ts";
import { dashboardPath } from "#web/lib/dashboard-path.ts";
import { getSession, startSession } from "#web/lib/session.ts";
import { HydratedFieldset } from "./hydrated-fieldset.tsx";

interface LoginResponse {
  success: boolean;
  token: string;
  message: string;
}

interface Lock {
  /** The server's message, or the spec's default one. */
  message: string;
  /** When the form unlocks, epoch milliseconds. */
  until: number;
}

export interface LoginFormProps {
  /** Where to go after a successful login; defaults to the user's dashboard, else the home page. */
  redirectTo?: string;
}

/**
 * Staff login (docs/product.md §4 "Login", §8 "Login"): username and password sent to `POST /api/login`.
 * Failed attempts are counted; the third failure (or any 429 from the server) locks the form and
 * counts down 'Try again in {n} seconds' from the server's `Retry-After` (30 s by default), after
 * which attempts reset to 0 and the form unlocks. Its texts are the shell catalogue's `login.*`
 * (English: the spec's words; Arabic on `/ar` and `/ar/login`); the server's own messages are
 * shown in the page's language when they are the spec's, else as the server wrote them.
 */
export function LoginForm({ redirectTo }: LoginFormProps) {
  const navigate = useNavigate();
  const { _, i18n } = useLingui();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [failures, setFailures] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [lock, setLock] = useState<Lock | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!lock) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((lock.until - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        setLock(null);
        setFailures(0);
        setError(null);
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [lock]);

  const lockFor = (seconds: number, message: string) => {
    setError(null);
    setSecondsLeft(seconds);
    setLock({ message, until: Date.now() + seconds * 1000 });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lock) return;
    setSubmitting(true);
    setError(null);
    try {
      const { data } = await api<LoginResponse>("/api/login", {
        method: "POST",
        body: { username, password },
        onDenied: "handle",
      });
      if (!data.token || !startSession(data.token)) {
        setError(_("login.noToken"));
        return;
      }
      const claims = getSession()?.claims;
      navigate(redirectTo ?? (claims && dashboardPath(claims)) ?? localisedPath("/", localeOf(i18n)));
    } catch (caught) {
      const status = caught instanceof ApiError ? caught.status : 0;
      const serverMessage = caught instanceof ApiError ? caught.message : null;
      const message =
        serverMessage === LOGIN_TEXTS.loginLocked
          ? _("login.locked")
          : serverMessage === LOGIN_TEXTS.invalidCredentials
            ? _("login.invalid")
            : (serverMessage ?? _("login.failed"));
      if (status === 429) {
        lockFor(
          caught instanceof ApiError ? (caught.retryAfter ?? LOGIN_LOCK_SECONDS) : LOGIN_LOCK_SECONDS,
          message,
        );
      } else if (status === 401) {
        const failed = failures + 1;
        setFailures(failed);
        if (failed >= LOGIN_MAX_ATTEMPTS) lockFor(LOGIN_LOCK_SECONDS, _("login.locked"));
        else setError(_("login.attemptsRemaining", { n: LOGIN_MAX_ATTEMPTS - failed }));
      } else {
        setError(message);
      }
      setPassword("");
    } finally {
      setSubmitting(false);
    }
  };

  const locked = lock !== null;
  return (
    // `method="post"` keeps even a native submission (should one slip past the fieldset before
    // hydration) out of the URL.
    <form onSubmit={submit} method="post" noValidate aria-label={_("login.formLabel")}>
      <HydratedFieldset>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          {lock && (
            <Alert color="orange" variant="light" title={lock.message}>
              {/* Announced once when the lock starts, not on every tick. */}
              <Text size="sm" aria-live="off">
                {_("login.tryAgainIn", { seconds: secondsLeft })}
              </Text>
            </Alert>
          )}
          <TextInput
            label={_("login.username")}
            name="username"
            autoComplete="username"
            disabled={locked}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <PasswordInput
            label={_("login.password")}
            name="password"
            autoComplete="current-password"
            disabled={locked}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" loading={submitting} disabled={locked} fullWidth>
            {_("login.submit")}
          </Button>
        </Stack>
      </HydratedFieldset>
    </form>
  );
}
