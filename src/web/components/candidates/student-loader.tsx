import { Alert, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import type { Student } from "#shared/candidates/candidates.ts";
import { studentErrorMessage, useStudent } from "#web/lib/student-queries.ts";

export interface StudentLoaderProps {
  /** The candidate's id as in the URL. */
  id: string;
  /** Accessible name of the placeholder while the candidate loads, e.g. "Loading student details". */
  loadingLabel: string;
  /** The placeholder's skeleton shapes. */
  skeleton: ReactNode;
  /** What to show once the candidate is loaded. */
  children: (student: Student) => ReactNode;
}

/**
 * Loads one candidate (`useStudent`) for the detail and create-invoice pages: the alert
 * 'Student details' with the server's message or 'Error fetching student details.' (docs/product.md §8) when
 * the call failed, the skeleton while it runs, then `children(student)`.
 */
export function StudentLoader({ id, loadingLabel, skeleton, children }: StudentLoaderProps) {
  const { data: student, isPending, isError, error } = useStudent(id);
  if (isError) {
    return (
      <Alert color="red" title="Student details" role="alert">
        {studentErrorMessage(error)}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={loadingLabel}>
        {skeleton}
      </Stack>
    );
  }
  return children(student);
}
