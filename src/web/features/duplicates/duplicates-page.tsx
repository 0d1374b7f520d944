import { useLingui } from "@lingui/react";
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { DuplicatePair, DuplicatePerson } from "#shared/candidates/duplicates.ts";
import { stateLabel } from "#shared/candidates/pipeline.ts";
import { isolated } from "#web/components/data-table/isolated.tsx";
import { LoadFailed } from "#web/components/failure-alert.tsx";
import { staffPage, staffRoute } from "#web/components/staff-page.tsx";
import { duplicatesAr } from "#web/i18n/messages/duplicates.ar.ts";
import { duplicatesEn } from "#web/i18n/messages/duplicates.en.ts";
import { ApiError } from "#web/lib/api.ts";
import { EMPTY_VALUE, formatTimestamp } from "#web/lib/format.ts";
import { useCanCall } from "#web/lib/permissions.ts";
import { SCREEN_PAGE_SIZE, useDismiss, useDuplicatePairs, useMerge } from "./api.ts";

/** `/duplicates`: its texts in both languages; never indexed. */
export const { handle, meta } = staffRoute("Possible duplicates", { en: duplicatesEn, ar: duplicatesAr });

/** One record's facts, row by row, for comparing with the other side. */
function PersonFacts({ person }: { person: DuplicatePerson }) {
  const { i18n } = useLingui();
  const rows: [string, string][] = [
    [i18n._("duplicates.field.reference"), person.reference],
    [i18n._("duplicates.field.dob"), person.dob],
    [i18n._("duplicates.field.email"), person.email],
    [i18n._("duplicates.field.phone"), person.phone],
    [i18n._("duplicates.field.nationalId"), person.nationalId ?? EMPTY_VALUE],
    [i18n._("duplicates.field.passport"), person.passportNumber ?? EMPTY_VALUE],
    [i18n._("duplicates.field.state"), stateLabel(person.state)],
    [i18n._("duplicates.field.exam"), person.exam_name],
    [i18n._("duplicates.field.center"), person.test_center ?? EMPTY_VALUE],
    [i18n._("duplicates.field.registered"), formatTimestamp(person.registration_date)],
    [i18n._("duplicates.field.invoices"), String(person.invoices)],
    [i18n._("duplicates.field.seat"), person.seat_date ?? i18n._("duplicates.noSeat")],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%" fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td>{isolated(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One pair side by side (docs/product.md §12 "Duplicates and merge"): its reasons, both records,
 * which to keep (the older by default), Merge (after a confirmation) and "Not a duplicate" for
 * admins; auditors read.
 */
function PairCard({ pair }: { pair: DuplicatePair }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const canMerge = useCanCall("POST /api/duplicates/merge");
  const canDismiss = useCanCall("POST /api/duplicates/dismiss");
  const [keepId, setKeepId] = useState(String(pair.first.id));
  const [confirming, setConfirming] = useState(false);
  const merge = useMerge();
  const dismiss = useDismiss();
  const kept = keepId === String(pair.first.id) ? pair.first : pair.second;
  const merged = kept === pair.first ? pair.second : pair.first;
  const failure = merge.error ?? dismiss.error;
  const names = `${pair.first.full_name} · ${pair.second.full_name}`;

  const onMerge = () =>
    merge.mutate(
      { keepId: kept.id, mergeId: merged.id },
      { onSuccess: (answer) => navigate(`/students/${answer.keptId}`) },
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={names}>
      <Group gap="xs" mb="sm">
        {pair.reasons.map((reason) => (
          <Badge key={reason} variant="light">
            {i18n._(`duplicates.reason.${reason}`)}
          </Badge>
        ))}
      </Group>
      <Radio.Group value={keepId} onChange={setKeepId} aria-label={i18n._("duplicates.keep")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {[pair.first, pair.second].map((person) => (
            <Stack key={person.id} gap="xs">
              <Title order={3} size="h5">
                {isolated(person.full_name)}
              </Title>
              {canMerge && (
                <Radio
                  value={String(person.id)}
                  label={i18n._("duplicates.keep")}
                  aria-label={`${i18n._("duplicates.keep")}: ${person.reference}`}
                />
              )}
              <PersonFacts person={person} />
            </Stack>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {failure && (
        <Alert color="red" role="alert" mt="sm">
          {failure instanceof ApiError ? failure.message : String(failure)}
        </Alert>
      )}
      {(canMerge || canDismiss) && (
        <Group justify="flex-end" mt="sm">
          {canDismiss && (
            <Button
              variant="default"
              loading={dismiss.isPending}
              onClick={() => dismiss.mutate({ studentId: pair.first.id, otherId: pair.second.id })}
            >
              {i18n._("duplicates.dismiss")}
            </Button>
          )}
          {canMerge && <Button onClick={() => setConfirming(true)}>{i18n._("duplicates.merge")}</Button>}
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={i18n._("duplicates.confirmTitle")}
      >
        <Text size="sm">
          {i18n._("duplicates.confirmText", { kept: kept.reference, merged: merged.reference })}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {i18n._("duplicates.cancel")}
          </Button>
          <Button color="red" loading={merge.isPending} onClick={onMerge}>
            {i18n._("duplicates.confirm", { kept: kept.reference })}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

/** The queue: pairs newest first, a page at a time. */
function DuplicatesQueue() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useDuplicatePairs(page);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / SCREEN_PAGE_SIZE));
  return (
    <Stack>
      <div>
        <Title order={1}>{i18n._("duplicates.title")}</Title>
        <Text c="dimmed">{i18n._("duplicates.intro")}</Text>
      </div>
      {isError ? (
        <LoadFailed onRetry={() => refetch()}>{i18n._("duplicates.loadFailed")}</LoadFailed>
      ) : isPending ? (
        <Skeleton height={240} aria-label={i18n._("duplicates.title")} />
      ) : data.pairs.length === 0 ? (
        <Text>{i18n._("duplicates.none")}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {i18n._("duplicates.count", { count: data.total })}
          </Text>
          {data.pairs.map((pair) => (
            <PairCard key={`${pair.first.id}-${pair.second.id}`} pair={pair} />
          ))}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </>
      )}
    </Stack>
  );
}

/** `/duplicates` (docs/product.md §12 "Duplicates and merge", decision 0031). */
export default staffPage("/duplicates", DuplicatesQueue);
