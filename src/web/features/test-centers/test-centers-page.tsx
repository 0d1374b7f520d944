import { Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { pageTitle } from "#web/brand.ts";
import { BackOfficeLayout } from "#web/components/back-office-layout.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { RequireRole } from "#web/components/require-role.tsx";
import { TestCenterList } from "./test-center-table.tsx";

/** `/View-test-center`: staff only, never indexed. */
export function meta() {
  return [{ title: pageTitle("Test Centers") }, { name: "robots", content: "noindex" }];
}

/**
 * Test Centers `/View-test-center` (docs/product.md §2 "Staff screens", §3 "Test center", §6: admin only,
 * others go to /404; §8 "Test centers"): a table of every center's id, name, address and contact
 * (— when none), a Go to Dashboard button per row leading to `/test-center/{id}`, and a Register
 * New Test Center button leading to `/Register-test-center`.
 */
export default function TestCentersPage() {
  return (
    <RequireRole page="/View-test-center">
      <BackOfficeLayout>
        <Stack gap="md">
          <PageHeading
            title="Test Centers"
            action={{ to: "/Register-test-center", icon: IconPlus, label: "Register New Test Center" }}
          >
            Every registered test center. Open a center's dashboard to see its candidates.
          </PageHeading>
          <TestCenterList />
        </Stack>
      </BackOfficeLayout>
    </RequireRole>
  );
}
