import type { ContentAnalysisItem } from "@ranklens/engine/content";
import { ASSISTANT_ACTIONS, type AssistantCapabilities } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { requestForSuggestion } from "./suggestion-action";

const BUILT_IN_ACTIONS = new Set([
  "meta-description",
  "shorter",
  "optimize-hashtags",
  "purchase-cta",
  "video-cta",
  "social-cta",
  "improve-structure",
]);
const NEEDS_PROVIDER = "This action needs an AI provider.";

const builtIn: AssistantCapabilities = {
  provider: "built-in",
  model: null,
  suggestions: false,
  actions: ASSISTANT_ACTIONS.map((a) =>
    BUILT_IN_ACTIONS.has(a.id)
      ? { id: a.id, label: a.label, available: true }
      : { id: a.id, label: a.label, available: false, reason: NEEDS_PROVIDER },
  ),
};
const provider: AssistantCapabilities = {
  provider: "openai-compatible",
  model: "fake-model",
  suggestions: true,
  actions: ASSISTANT_ACTIONS.map((a) => ({ id: a.id, label: a.label, available: true })),
};

const suggestion = (
  assessmentId: string,
  issue = "Issue.",
  text = "Do this.",
  code = "poor",
): ContentAnalysisItem => ({
  type: "seo",
  issue,
  suggestion: text,
  priority: "medium",
  assessmentId,
  code,
  score: 5,
  marks: [],
});

describe("requestForSuggestion", () => {
  it("sends the suggestion's words as a custom instruction when a provider is configured", () => {
    const request = requestForSuggestion(
      suggestion("passive-voice", "Too much passive voice.", "Use active verbs."),
      "seo",
      provider,
    );
    expect(request).toEqual({
      kind: "run",
      action: "custom",
      prompt: "Too much passive voice. Use active verbs.",
      instruction: "Too much passive voice. Use active verbs.",
    });
  });

  it("maps suggestions to the matching built-in action without a provider", () => {
    const run = (id: string, type: "seo" | "social" | "ecommerce" = "seo", code?: string) => {
      const request = requestForSuggestion(suggestion(id, "Issue.", "Do this.", code), type, builtIn);
      return request.kind === "run" ? request.action : null;
    };
    expect(run("meta-description-length")).toBe("meta-description");
    expect(run("paragraph-length")).toBe("improve-structure");
    expect(run("hashtags", "social")).toBe("optimize-hashtags");
    expect(run("call-to-action", "ecommerce")).toBe("purchase-cta");
    // Keyed on the finding's code, never on the suggestion's wording.
    expect(run("text-length", "social", "too-long")).toBe("shorter");
    expect(run("text-length", "seo", "too-short")).toBeNull();
    expect(run("text-length", "social", "ok")).toBeNull();
  });

  it("explains that a provider is needed when the built-in engine has no matching action", () => {
    const request = requestForSuggestion(
      suggestion("passive-voice", "Too much passive voice."),
      "seo",
      builtIn,
    );
    expect(request.kind).toBe("explain");
    expect(request.kind === "explain" && request.message).toContain("Too much passive voice.");
    expect(request.kind === "explain" && request.message).toContain(NEEDS_PROVIDER);
    // An SEO article has no built-in call-to-action writer.
    expect(requestForSuggestion(suggestion("call-to-action"), "seo", builtIn).kind).toBe("explain");
  });
});
