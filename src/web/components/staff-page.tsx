import { Container, type MantineSize } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import type { PageKey } from "#shared/access/policy.ts";
import { BackOfficeLayout } from "./back-office-layout.tsx";
import { RequireRole } from "./require-role.tsx";

/**
 * A back-office screen: `children` shown to the roles `PAGE_POLICY[page]` lets in (`RequireRole`,
 * docs/product.md §6), inside the back-office layout.
 */
export function StaffScreen({ page, children }: { page: PageKey; children: ReactNode }) {
  return (
    <RequireRole page={page}>
      <BackOfficeLayout>{children}</BackOfficeLayout>
    </RequireRole>
  );
}

/**
 * A staff screen of the admin menu outside the back-office layout: `children` shown to the roles
 * `PAGE_POLICY[page]` lets in (`RequireRole`, docs/product.md §6), in a centred column `size` wide.
 */
export function StaffContainer({
  page,
  size,
  children,
}: {
  page: PageKey;
  size: MantineSize;
  children: ReactNode;
}) {
  return (
    <RequireRole page={page}>
      <Container size={size} py="xl">
        {children}
      </Container>
    </RequireRole>
  );
}

/**
 * The route component of a back-office page that is one body with nothing of its own: `Body` in a
 * {@link StaffScreen} of `page`.
 */
export function staffPage(page: PageKey, Body: ComponentType) {
  return function StaffPage() {
    return (
      <StaffScreen page={page}>
        <Body />
      </StaffScreen>
    );
  };
}
