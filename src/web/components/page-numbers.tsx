import { Group, Pagination } from "@mantine/core";

export interface PageNumbersProps {
  /** Number of pages (at least 1). */
  pages: number;
  /** The current page, 1-based; past the end shows the last page. */
  page: number;
  onChange: (page: number) => void;
}

/**
 * Numbered page buttons under a staff table (docs/product.md §2: "numbered page buttons"), centred, each
 * button named for screen readers ("Page 3", "next page").
 */
export function PageNumbers({ pages, page, onChange }: PageNumbersProps) {
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
        getControlProps={(control) => ({ "aria-label": `${control} page` })}
      />
    </Group>
  );
}
