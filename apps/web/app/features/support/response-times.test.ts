import { PLANS } from "@ranklens/shared/plans";
import { describe, expect, it } from "vitest";
import { responseTargetSentence, supportResponseTimes } from "./response-times";

describe("support response times", () => {
  it("lists every plan's target and priority from the plans config, Basic first", () => {
    expect(supportResponseTimes()).toEqual([
      { plan: "basic", planName: "Basic", target: PLANS.basic.supportResponseTarget, priority: false },
      { plan: "pro", planName: "Pro", target: PLANS.pro.supportResponseTarget, priority: true },
    ]);
  });

  it("promises business-day replies, a shorter one for the priority plan, and never round the clock", () => {
    const [basic, pro] = supportResponseTimes();
    const days = (target: string) => Number(target.match(/within (\d+) business days?/)?.[1]);
    expect(days(pro!.target)).toBeLessThan(days(basic!.target));
    for (const { target } of supportResponseTimes()) {
      const sentence = responseTargetSentence(target);
      expect(sentence).toBe(
        `We aim to send a first reply ${target} (Monday to Friday, 9am to 5pm Pacific time).`,
      );
      expect(sentence).not.toMatch(/24\/7|24 hours|round the clock|live chat|guarantee/i);
    }
  });
});
