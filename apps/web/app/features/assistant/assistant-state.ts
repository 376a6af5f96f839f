import type { AssistantActionId } from "@ranklens/shared";
import { allHunks, type Proposal } from "./proposal";

/** One line of the assistant's conversation. */
export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** The server's specific reason under an apology, or other small print. */
  detail?: string;
  tone?: "error";
}

/** One request of this session and what came of it. */
export interface HistoryEntry {
  id: string;
  instruction: string;
  improvements: string[];
  outcome: "proposed" | "accepted" | "partly accepted" | "rejected";
}

/** The request being answered, with the text streamed so far. */
export interface Pending {
  action: AssistantActionId;
  instruction: string;
  text: string;
}

/** Everything the assistant panel remembers during a session with one item. */
export interface AssistantState {
  messages: ChatMessage[];
  /** The request being answered, or null when the assistant is idle. */
  pending: Pending | null;
  /** The proposal under review, or null. */
  proposal: Proposal | null;
  /** The proposal's hunks the writer keeps ("Accept selected"). */
  selected: ReadonlySet<number>;
  history: HistoryEntry[];
}

export type AssistantAction =
  | { type: "said"; message: ChatMessage }
  | { type: "requestStarted"; pending: Pending }
  | { type: "textStreamed"; text: string }
  | { type: "requestEnded" }
  /** A finished answer: it replaces the proposal under review, which counts as rejected. */
  | { type: "proposed"; proposal: Proposal }
  | { type: "accepted"; partly: boolean }
  | { type: "rejected" }
  | { type: "hunkToggled"; index: number }
  | { type: "allHunksChosen"; all: boolean }
  /** Clears the conversation, the proposal and the history (a running request is stopped apart). */
  | { type: "reset" };

export const INITIAL_ASSISTANT_STATE: AssistantState = {
  messages: [],
  pending: null,
  proposal: null,
  selected: new Set(),
  history: [],
};

function withOutcome(
  history: HistoryEntry[],
  proposal: Proposal | null,
  outcome: HistoryEntry["outcome"],
): HistoryEntry[] {
  if (!proposal) return history;
  return history.map((entry) => (entry.id === proposal.id ? { ...entry, outcome } : entry));
}

/** The assistant panel's state changes, one typed action each. */
export function assistantReducer(state: AssistantState, action: AssistantAction): AssistantState {
  switch (action.type) {
    case "said":
      return { ...state, messages: [...state.messages, action.message] };
    case "requestStarted":
      return { ...state, pending: action.pending };
    case "textStreamed":
      return state.pending ? { ...state, pending: { ...state.pending, text: action.text } } : state;
    case "requestEnded":
      return { ...state, pending: null };
    case "proposed": {
      const { proposal } = action;
      return {
        ...state,
        proposal,
        selected: allHunks(proposal),
        history: [
          ...withOutcome(state.history, state.proposal, "rejected"),
          {
            id: proposal.id,
            instruction: proposal.instruction,
            improvements: proposal.improvements,
            outcome: "proposed",
          },
        ],
      };
    }
    case "accepted":
      return {
        ...state,
        proposal: null,
        history: withOutcome(state.history, state.proposal, action.partly ? "partly accepted" : "accepted"),
      };
    case "rejected":
      return { ...state, proposal: null, history: withOutcome(state.history, state.proposal, "rejected") };
    case "hunkToggled": {
      const selected = new Set(state.selected);
      if (selected.has(action.index)) selected.delete(action.index);
      else selected.add(action.index);
      return { ...state, selected };
    }
    case "allHunksChosen":
      return {
        ...state,
        selected: action.all && state.proposal ? allHunks(state.proposal) : new Set(),
      };
    case "reset":
      return { ...state, messages: [], proposal: null, selected: new Set(), history: [] };
  }
}
