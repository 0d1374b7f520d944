import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** Shown when a page throws: a plain apology and a way home, never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center">
        <Title order={2}>{notFound ? "Looks like you're lost" : "Something went wrong"}</Title>
        <Text c="dimmed">
          {notFound
            ? "the page you are looking for is not available"
            : "Please reload the page or try again later."}
        </Text>
        <Button component={Link} to="/">
          Go Home
        </Button>
      </Stack>
    </Container>
  );
}
