import { describe, expect, it } from "vitest";
import {
  type AssistantAction,
  type AssistantState,
  assistantReducer,
  INITIAL_ASSISTANT_STATE,
} from "./assistant-state";
import { hunksOf } from "./diff-hunks";
import { createProposal, type Proposal } from "./proposal";

const ORIGINAL = "Garden tools make every job easier.\n\nA spade lasts years.\n\nA rake levels the soil.";

/** A proposal with two separate changes (hunks 0 and 1). */
function proposal(id: string, instruction = "Longer"): Proposal {
  return createProposal({
    id,
    action: "longer",
    instruction,
    original: ORIGINAL,
    proposed:
      "Garden tools make every garden job easier.\n\nA spade lasts years.\n\nA good rake levels the soil.",
    focusKeyphrase: "garden tools",
  });
}

const run = (actions: AssistantAction[], from: AssistantState = INITIAL_ASSISTANT_STATE) =>
  actions.reduce(assistantReducer, from);

describe("assistantReducer", () => {
  it("starts idle with nothing said, proposed or remembered", () => {
    expect(INITIAL_ASSISTANT_STATE).toEqual({
      messages: [],
      pending: null,
      proposal: null,
      selected: new Set(),
      history: [],
    });
  });

  it("adds messages in order", () => {
    const state = run([
      { type: "said", message: { id: "m1", role: "user", content: "Shorter" } },
      { type: "said", message: { id: "m2", role: "assistant", content: "Here's a proposal" } },
    ]);
    expect(state.messages.map((m) => m.id)).toEqual(["m1", "m2"]);
  });

  it("follows a request from start through streamed text to its end", () => {
    const started = run([
      { type: "requestStarted", pending: { action: "shorter", instruction: "Shorter", text: "" } },
      { type: "textStreamed", text: "Garden" },
      { type: "textStreamed", text: "Garden tools" },
    ]);
    expect(started.pending).toEqual({ action: "shorter", instruction: "Shorter", text: "Garden tools" });
    expect(run([{ type: "requestEnded" }], started).pending).toBeNull();
    // Text arriving after the request ended (a late chunk) does not bring it back.
    expect(
      run([{ type: "requestEnded" }, { type: "textStreamed", text: "late" }], started).pending,
    ).toBeNull();
  });

  it("reviews a new proposal with every change selected and records it as proposed", () => {
    const made = proposal("p1");
    expect(hunksOf(made.segments)).toHaveLength(2);
    const state = run([{ type: "proposed", proposal: made }]);
    expect(state.proposal).toBe(made);
    expect(state.selected).toEqual(new Set([0, 1]));
    expect(state.history).toEqual([
      { id: "p1", instruction: "Longer", improvements: made.improvements, outcome: "proposed" },
    ]);
  });

  it("counts a proposal replaced by a newer one as rejected", () => {
    const state = run([
      { type: "proposed", proposal: proposal("p1") },
      { type: "proposed", proposal: proposal("p2", "Make it friendlier") },
    ]);
    expect(state.proposal?.id).toBe("p2");
    expect(state.history.map((entry) => [entry.id, entry.outcome])).toEqual([
      ["p1", "rejected"],
      ["p2", "proposed"],
    ]);
  });

  it("toggles single changes and chooses all or none", () => {
    const reviewing = run([{ type: "proposed", proposal: proposal("p1") }]);
    const one = run([{ type: "hunkToggled", index: 0 }], reviewing);
    expect(one.selected).toEqual(new Set([1]));
    expect(run([{ type: "hunkToggled", index: 0 }], one).selected).toEqual(new Set([0, 1]));
    expect(run([{ type: "allHunksChosen", all: false }], reviewing).selected).toEqual(new Set());
    expect(
      run(
        [
          { type: "allHunksChosen", all: false },
          { type: "allHunksChosen", all: true },
        ],
        reviewing,
      ).selected,
    ).toEqual(new Set([0, 1]));
    // The previous state is left alone (React compares states by identity).
    expect(reviewing.selected).toEqual(new Set([0, 1]));
  });

  it("closes the proposal on accept, all or in part, and on reject, with the outcome in the history", () => {
    const reviewing = run([{ type: "proposed", proposal: proposal("p1") }]);
    const outcomes = [
      [{ type: "accepted", partly: false }, "accepted"],
      [{ type: "accepted", partly: true }, "partly accepted"],
      [{ type: "rejected" }, "rejected"],
    ] as const;
    for (const [action, outcome] of outcomes) {
      const state = run([action], reviewing);
      expect(state.proposal).toBeNull();
      expect(state.history).toEqual([expect.objectContaining({ id: "p1", outcome })]);
    }
  });

  it("resets the conversation, the proposal and the history, leaving a running request to its end", () => {
    const busy = run([
      { type: "said", message: { id: "m1", role: "user", content: "Longer" } },
      { type: "proposed", proposal: proposal("p1") },
      { type: "requestStarted", pending: { action: "shorter", instruction: "Shorter", text: "" } },
    ]);
    const state = run([{ type: "reset" }], busy);
    expect(state).toEqual({ ...INITIAL_ASSISTANT_STATE, pending: busy.pending });
  });
});
