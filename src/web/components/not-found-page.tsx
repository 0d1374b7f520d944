import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** `/404` and every unknown path (spec §2). */
export function meta() {
  return [
    { title: "Page not found | Exam Registration Portal" },
    { name: "description", content: "The page you are looking for is not available." },
    { name: "robots", content: "noindex" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: "Page not found",
      },
    },
  ];
}

export default function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={72} c="dimmed">
          404
        </Title>
        <Title order={2}>Looks like you're lost</Title>
        <Text c="dimmed">the page you are looking for is not available</Text>
        <Button component={Link} to="/" size="md">
          Go Home
        </Button>
      </Stack>
    </Container>
  );
}
