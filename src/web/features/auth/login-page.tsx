import { Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { LoginForm } from "#web/components/login-form.tsx";
import { dashboardPath } from "#web/lib/dashboard-path.ts";
import { useSession } from "#web/lib/session.ts";

/** Title and description of `/login`. */
export function meta() {
  return [
    { title: "Login | Exam Registration Portal" },
    {
      name: "description",
      content:
        "Staff login to the exam registration back office: students, stages, invoices and test centers.",
    },
    { name: "robots", content: "noindex" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: "Staff login",
        description: "Login to the exam registration back office.",
      },
    },
  ];
}

/** A same-site path from `?redirectTo=` (never another origin), else undefined. */
function safeRedirect(value: string | null): string | undefined {
  return value?.startsWith("/") && !value.startsWith("//") ? value : undefined;
}

/**
 * `/login` (spec §2, §4 "Login"): the staff login form in a centred card. A visitor who is already
 * logged in sees who they are and a link to their dashboard instead. An optional `?redirectTo=/path`
 * sends the user back there after logging in.
 */
export default function LoginPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get("redirectTo"));

  return (
    <Container size={420} py={64}>
      <Paper withBorder shadow="md" radius="md" p="xl">
        <Title order={1} size="h2" mb="lg" ta="center">
          Staff login
        </Title>
        {session ? (
          <Stack gap="md" align="center" ta="center">
            <Text>
              You are logged in as <strong>{session.claims.username}</strong>
            </Text>
            <Button component={Link} to={dashboardPath(session.claims) ?? "/"}>
              {dashboardPath(session.claims) ? "Go to your dashboard" : "Go to the home page"}
            </Button>
          </Stack>
        ) : (
          <LoginForm redirectTo={redirectTo} />
        )}
      </Paper>
      <Text size="sm" c="dimmed" ta="center" mt="md">
        Looking to sit an exam?{" "}
        <Anchor component={Link} to="/Contact-us">
          Book an exam
        </Anchor>
      </Text>
    </Container>
  );
}
