import { describe, expect, it } from "vitest";
import { queueAgeText, spanText, trendOf } from "./queue-format.ts";

const NOW = "2026-11-26T09:00:00.000Z";

describe("work queue texts", () => {
  it("tell a span in its largest whole unit", () => {
    expect(spanText(3 * 86_400_000 + 5 * 3_600_000)).toBe("3 days");
    expect(spanText(86_400_000)).toBe("1 day");
    expect(spanText(2 * 3_600_000)).toBe("2 hours");
    expect(spanText(60_000)).toBe("1 minute");
    expect(spanText(10_000)).toBe("now");
  });

  it("say how long the oldest waited, or when the next sitting starts", () => {
    expect(queueAgeText({ oldestAt: "2026-11-21T09:00:00.000Z", nextAt: null }, NOW)).toBe("Oldest: 5 days");
    expect(queueAgeText({ oldestAt: null, nextAt: "2026-11-27T07:00:00.000Z" }, NOW)).toBe(
      "Next: in 22 hours",
    );
    expect(queueAgeText({ oldestAt: null, nextAt: "2026-11-26T07:00:00.000Z" }, NOW)).toBe("Next: started");
    expect(queueAgeText({ oldestAt: null, nextAt: null }, NOW)).toBeNull();
  });

  it("read a trend with its difference", () => {
    expect(trendOf(5, 3)).toEqual({ direction: "up", text: "5 this week, 3 last week (+2)" });
    expect(trendOf(1, 4)).toEqual({ direction: "down", text: "1 this week, 4 last week (-3)" });
    expect(trendOf(2, 2).direction).toBe("flat");
  });
});
