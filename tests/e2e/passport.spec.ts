import { expect, test } from "@playwright/test";
import { bearer, loginByApi } from "./helpers.ts";

/**
 * docs/product.md §2 "Student list": a candidate registered with a passport and no National ID is found by the
 * dashboard's Passport filter, and the dashboard and the stage list show the passport beside the
 * National ID.
 */
test("a passport-only candidate is found by passport number and shown beside the National ID", async ({
  page,
  request,
}) => {
  const token = await loginByApi(page, request);
  const { buildRegistration } = await import("#server/setup/factories.ts");
  const centers = (await (await request.get("/api/test-center")).json()) as { testCenters: { id: number }[] };
  const n = 900_000 + Math.floor(Math.random() * 90_000);
  const passport = `PX${n}`;
  const payload = buildRegistration(n, {
    nationalId: "",
    passportNumber: passport,
    lastName: "Noid",
    fullName: `Mona Noid ${n}`,
    test_center: centers.testCenters[0]!.id,
  });
  const created = await request.post("/api/FormRegister", { data: payload, headers: bearer(token) });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/Admin");
  await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByRole("searchbox", { name: "Passport", exact: true }).fill(passport.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`passport_number=${passport.toLowerCase()}`));
  const table = page.getByRole("table", { name: "Students" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const headers = await table.getByRole("columnheader").allInnerTexts();
  const passportColumn = headers.indexOf("Passport");
  expect(passportColumn).toBe(headers.indexOf("National ID") + 1);
  await expect(table.getByRole("row").nth(1).getByRole("cell").nth(passportColumn)).toHaveText(passport);

  await page.goto("/stage/Not_Confirmed");
  const stage = page.getByRole("table", { name: "Not Confirmed Students" });
  await expect(stage.getByRole("columnheader", { name: "Passport" })).toBeVisible();
});
