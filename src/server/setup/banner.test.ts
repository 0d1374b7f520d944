import { describe, expect, it } from "vitest";
import { type SetupState, setupChecklist, startBanner } from "./banner.ts";

/** A default install: nothing set, the example support address. */
const fresh: SetupState = {
  missingPaymentInstructions: ["en", "ar"],
  outboxDir: "data/outbox",
  supportEmail: "support@example.com",
  url: "http://localhost:3000/",
  port: 3000,
};

/** Everything a working portal needs. */
const configured: SetupState = {
  missingPaymentInstructions: [],
  smtpUrl: "smtp://mailer:secret@mail.provider.test:587",
  outboxDir: "data/outbox",
  supportEmail: "exams@provider.test",
  publicUrl: "https://exams.provider.test",
  url: "http://localhost:3000/",
  port: 3000,
};

describe("the first-run checklist", () => {
  it("lists payment instructions, SMTP_URL, SUPPORT_EMAIL and PUBLIC_URL on a default install, each saying how", () => {
    const items = setupChecklist(fresh);
    expect(items.map((item) => item.what.split(":")[0])).toEqual([
      "Payment instructions",
      "SMTP_URL",
      "SUPPORT_EMAIL",
      "PUBLIC_URL",
    ]);
    expect(items[0]!.what).toContain("Invoices go out without them");
    expect(items[0]!.how).toBe(
      "Set them on the E-mail screen, http://localhost:3000/email?tab=payment (admin), or with PAYMENT_INSTRUCTIONS in .env.",
    );
    expect(items[1]!.what).toContain("data/outbox");
    expect(items[1]!.how).toContain("SMTP_URL=smtp://");
    expect(items[2]!.what).toContain("support@example.com");
    expect(items[2]!.how).toContain("SUPPORT_EMAIL=");
    expect(items[3]!.what).toContain("http://localhost:3000");
    expect(items[3]!.how).toContain("PUBLIC_URL=https://");
  });

  it("is empty once everything is set", () => {
    expect(setupChecklist(configured)).toEqual([]);
  });

  it("names the one language without payment instructions", () => {
    const [item] = setupChecklist({ ...configured, missingPaymentInstructions: ["en"] });
    expect(item!.what).toContain("English invoices go out without them");
  });

  it("flags any address at an example domain, not only the default", () => {
    for (const address of ["help@example.org", "desk@mail.example.net", "x@EXAMPLE.COM"]) {
      expect(setupChecklist({ ...configured, supportEmail: address }), address).toHaveLength(1);
    }
    expect(setupChecklist({ ...configured, supportEmail: "help@example.com.sa" })).toEqual([]);
    expect(setupChecklist({ ...configured, supportEmail: "help@myexample.com" })).toEqual([]);
  });
});

describe("the start banner", () => {
  it("ends with the open items, each with how to set it", () => {
    const banner = startBanner({
      url: "http://localhost:3000/",
      admin: { username: "admin", generatedPassword: "Pw-1234567890" },
      checklist: setupChecklist(fresh),
    });
    expect(banner).toMatch(/^\n {2}Exam portal is running: open http:\/\/localhost:3000\//);
    const lines = banner.split("\n");
    const start = lines.indexOf("  Still to set (4):");
    expect(start).toBeGreaterThan(lines.findIndex((line) => line.includes("Password: Pw-1234567890")));
    expect(lines[start + 1]).toMatch(/^ {2}\[ \] Payment instructions: none set\./);
    expect(lines[start + 2]).toMatch(/^ {6}Set them on the E-mail screen/);
    expect(lines.filter((line) => line.startsWith("  [ ] "))).toHaveLength(4);
  });

  it("has no checklist once nothing is left", () => {
    const banner = startBanner({ url: "http://localhost:3000/", checklist: [] });
    expect(banner).not.toContain("Still to set");
    expect(banner).toBe("\n  Exam portal is running: open http://localhost:3000/\n\n");
  });
});
