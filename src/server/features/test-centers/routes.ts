import type { Actor } from "#server/domain/actor.ts";
import { forbidden, notFound } from "#server/errors.ts";
import { pagedListSchema, sendPage } from "#server/lib/paged-list.ts";
import type { DbRoutes } from "#server/lib/route-plugin.ts";
import { sendXlsx, xlsxDownloadSchema } from "#server/lib/xlsx-stream.ts";
import {
  createTestCenterBodySchema,
  createTestCenterResponseSchema,
  testCenterExportFileName,
  testCenterListResponseSchema,
  testCenterResponseSchema,
  testCenterStudentListSchema,
  testCenterStudentsQuerySchema,
} from "#shared/admin/test-centers.ts";
import { deniedResponses, errorResponses, idParam } from "#shared/kit/schemas.ts";
import { testCenterWorkbookStream } from "./export.ts";
import { createTestCenter, findTestCenter, listCenterStudents, listTestCenters } from "./queries.ts";

const centerParams = idParam("testCenterId");

/**
 * Object-level check of the test-center routes (docs/product.md §6): an admin may open any center, a
 * test_center user only its own (403 otherwise).
 */
function requireCenterAccess(user: Actor, centerId: number) {
  if (user.role === "admin") return;
  if (user.role === "test_center" && user.testCenterId === centerId) return;
  throw forbidden("You may only see your own test center.");
}

/** Test center routes (docs/product.md §7). */
export const testCenterRoutes: DbRoutes = async (app, { db }) => {
  /** All live test centers `{success, testCenters}`; public, the wizard offers them to candidates. */
  app.get(
    "/api/test-center",
    { schema: { tags: ["test-centers"], security: [], response: { 200: testCenterListResponseSchema } } },
    async () => ({ success: true as const, testCenters: await listTestCenters(db) }),
  );

  /** Registers a test center (admin): name and address required; 409 `name` taken; audit row. */
  app.post(
    "/api/test-center",
    {
      schema: {
        tags: ["test-centers"],
        body: createTestCenterBodySchema,
        response: { 201: createTestCenterResponseSchema, ...errorResponses(400, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const testCenter = await createTestCenter(db, request.body, request.actor());
      return reply
        .status(201)
        .send({ success: true as const, message: "Test center registered successfully.", testCenter });
    },
  );

  /** One test center: admins any, a test_center user its own (403 otherwise); 404 unknown. */
  app.get(
    "/api/test-center/:id",
    {
      schema: {
        tags: ["test-centers"],
        params: idParam("id"),
        response: { 200: testCenterResponseSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => {
      requireCenterAccess(request.actor(), request.params.id);
      const testCenter = await findTestCenter(db, request.params.id);
      if (!testCenter) throw notFound("Test center not found.");
      return { success: true as const, testCenter };
    },
  );

  /**
   * A test center's candidates (docs/product.md §2 test-center dashboard, §3): 10 per page by default, newest
   * first, `X-Total-Count`. A test_center user asking for another center: 403.
   */
  app.get(
    "/api/students/test-center/:testCenterId/students",
    {
      schema: {
        ...pagedListSchema("test-centers", testCenterStudentsQuerySchema, testCenterStudentListSchema),
        params: centerParams,
      },
    },
    async (request, reply) => {
      requireCenterAccess(request.actor(), request.params.testCenterId);
      return sendPage(reply, await listCenterStudents(db, request.params.testCenterId, request.query));
    },
  );

  /**
   * Excel export of all a center's candidates (docs/product.md §2, §9): `{Center_Name}_Students.xlsx` (or
   * `Students.xlsx`), sheet Students, streamed. Same access rule as the list.
   */
  app.get(
    "/api/students/test-center/:testCenterId/export",
    {
      schema: {
        tags: ["test-centers"],
        params: centerParams,
        ...xlsxDownloadSchema,
      },
    },
    async (request, reply) => {
      const centerId = request.params.testCenterId;
      requireCenterAccess(request.actor(), centerId);
      const center = await findTestCenter(db, centerId);
      const stream = testCenterWorkbookStream(db, centerId, (error) =>
        request.log.error({ err: error }, "test center export failed"),
      );
      return sendXlsx(reply, testCenterExportFileName(center?.name), stream);
    },
  );
};
