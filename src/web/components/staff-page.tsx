import type { ComponentType } from "react";
import type { PageKey } from "#shared/access/policy.ts";
import { BackOfficeLayout } from "./back-office-layout.tsx";
import { RequireRole } from "./require-role.tsx";

/**
 * The route component of a back-office page that is one body with nothing of its own: `Body` shown
 * to the roles `PAGE_POLICY[page]` lets in (`RequireRole`), inside the back-office layout.
 */
export function staffPage(page: PageKey, Body: ComponentType) {
  return function StaffPage() {
    return (
      <RequireRole page={page}>
        <BackOfficeLayout>
          <Body />
        </BackOfficeLayout>
      </RequireRole>
    );
  };
}
