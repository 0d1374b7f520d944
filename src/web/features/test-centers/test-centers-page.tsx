import { Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { PageHeading } from "#web/components/page-heading.tsx";
import { StaffScreen } from "#web/components/staff-page.tsx";
import { staffPageMeta } from "#web/lib/page-meta.ts";
import { TestCenterList } from "./test-center-table.tsx";

/** `/View-test-center`: staff only, never indexed. */
export const meta = () => staffPageMeta("Test Centers");

/**
 * Test Centers `/View-test-center` (docs/product.md §2 "Staff screens", §3 "Test center", §6: admin only,
 * others go to /404; §8 "Test centers"): a table of every center's id, name, address and contact
 * (— when none), a Go to Dashboard button per row leading to `/test-center/{id}`, and a Register
 * New Test Center button leading to `/Register-test-center`.
 */
export default function TestCentersPage() {
  return (
    <StaffScreen page="/View-test-center">
      <Stack gap="md">
        <PageHeading
          title="Test Centers"
          action={{ to: "/Register-test-center", icon: IconPlus, label: "Register New Test Center" }}
        >
          Every registered test center. Open a center's dashboard to see its candidates.
        </PageHeading>
        <TestCenterList />
      </Stack>
    </StaffScreen>
  );
}
