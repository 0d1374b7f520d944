import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * Label → value rows of a status card (docs/product.md §2 "Status page"): the answer's cards and
 * the seat card show their facts one way.
 */
export function Facts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={{ base: 110, sm: 140 }} scope="row">
              {name}
            </Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
