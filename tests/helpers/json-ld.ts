import { expect } from "vitest";

/** A schema.org `ItemList` as a page's JSON-LD writes it. */
interface ItemList {
  "@type": string;
  itemListElement: { position: number; item: Record<string, unknown> }[];
}

/**
 * Asserts that `list` is a schema.org `ItemList` of `length` items and that its item at `position`
 * (from 1) is a `Course` with at least the fields of `course` (the course pages, a regulator's page).
 */
export function expectCourseList(
  list: unknown,
  length: number,
  position: number,
  course: Record<string, unknown>,
) {
  const { "@type": type, itemListElement } = list as ItemList;
  expect(type).toBe("ItemList");
  expect(itemListElement).toHaveLength(length);
  expect(itemListElement[position - 1]).toMatchObject({ position, item: { "@type": "Course", ...course } });
}
