import { Container, type MantineSize } from "@mantine/core";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import type { PageKey } from "#shared/access/policy.ts";
import type { I18nHandle } from "#web/i18n/i18n.ts";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { BackOfficeLayout } from "./back-office-layout.tsx";
import { RequireRole } from "./require-role.tsx";
import { ScreenInLanguage } from "./screen-language.tsx";

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

/**
 * The `handle` and `meta` route exports of a staff page: its texts per language travel in the
 * `handle` (decision 0011), its title `title` is never indexed (docs/product.md §6).
 */
export function staffRoute(title: string, messages: I18nHandle["messages"]) {
  const handle: I18nHandle = { messages };
  return { handle, meta: () => staffPageMeta(title) };
}

/**
 * The route component of a back-office screen with its own language switch (decision 0011): `Body`
 * in a {@link ScreenInLanguage} of `screen` (heading, switch, the device's choice), in a
 * {@link StaffScreen} of `page`.
 */
export function staffPageInLanguage(
  page: PageKey,
  screen: Omit<ComponentProps<typeof ScreenInLanguage>, "children">,
  Body: ComponentType,
) {
  return staffPage(page, function InScreenLanguage() {
    return (
      <ScreenInLanguage {...screen}>
        <Body />
      </ScreenInLanguage>
    );
  });
}
