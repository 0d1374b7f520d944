import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Stage } from "#shared/candidates/pipeline.ts";
import { STAGE_PAGE_SIZE, stageStudentListSchema } from "#shared/candidates/stages.ts";
import { api } from "#web/lib/api.ts";

/**
 * One page of a stage list (`GET /api/stage/{state}`, docs/product.md §7): the candidates in that state,
 * newest first, and the total (`X-Total-Count`). Keyed under "students" so state changes reload it.
 */
export const stageStudentsQuery = (stage: Stage, page: number) =>
  queryOptions({
    queryKey: ["students", "stage", stage.state, page],
    queryFn: async ({ signal }) => {
      const { data, headers } = await api<unknown>(`/api/stage/${stage.state}`, {
        query: { page, pageSize: STAGE_PAGE_SIZE },
        signal,
      });
      const students = stageStudentListSchema.parse(data);
      const total = Number(headers.get("X-Total-Count"));
      return { students, total: Number.isFinite(total) ? total : students.length };
    },
  });

/** A stage list's page ({@link stageStudentsQuery}), the previous page shown meanwhile. */
export function useStageStudents(stage: Stage, page: number) {
  return useQuery({ ...stageStudentsQuery(stage, page), placeholderData: keepPreviousData });
}
