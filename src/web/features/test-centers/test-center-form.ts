/**
 * The test-center registration form's contract (docs/product.md §3 "Test center", §5 "Test center
 * registration": name and address required, contact optional): the shared
 * `createTestCenterBodySchema` (same rules and messages as the server), the empty form and its
 * fields in the order they are shown and checked.
 */
import { type CreateTestCenter, createTestCenterBodySchema } from "#shared/admin/test-centers.ts";

/** The form's schema: the API's create body. */
export const testCenterFormSchema = createTestCenterBodySchema;

/** The form's values as typed (contact empty when there is none). */
export interface TestCenterFormValues {
  name: string;
  address: string;
  contact: string;
}

/** An empty form. */
export const INITIAL_TEST_CENTER_VALUES: TestCenterFormValues = { name: "", address: "", contact: "" };

/** The API body of valid form values: trimmed, an empty contact sent as null. */
export const toCreateTestCenterBody = (values: TestCenterFormValues): CreateTestCenter =>
  testCenterFormSchema.parse(values);
