import { Bot } from "lucide-react";
import { cn } from "../../lib/cn";
import type { ChatMessage } from "./assistant-state";

/** The spec's greeting, always the first message. */
export const GREETING = "Hi! I can help you optimize your content. What would you like help with?";

/** The conversation: the greeting, each request, and each answer (apologies with the server's reason). */
export function ChatLog({ messages }: { messages: ChatMessage[] }) {
  return (
    <ol className="space-y-2" aria-label="Conversation" aria-live="polite">
      {[{ id: "greeting", role: "assistant", content: GREETING } satisfies ChatMessage, ...messages].map(
        (message) => (
          <li
            key={message.id}
            className={cn("flex gap-2", message.role === "user" ? "justify-end" : "justify-start")}
          >
            {message.role === "assistant" ? (
              <Bot className="mt-1 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            ) : null}
            <div
              className={cn(
                "max-w-[85%] rounded-lg px-3 py-2 text-sm",
                message.role === "user"
                  ? "bg-indigo-600 text-white"
                  : message.tone === "error"
                    ? "border border-red-200 bg-red-50 text-red-900"
                    : "bg-slate-100 text-slate-900",
              )}
            >
              <span className="sr-only">{message.role === "user" ? "You: " : "Assistant: "}</span>
              <p className="whitespace-pre-wrap break-words">{message.content}</p>
              {message.detail ? <p className="mt-1 text-xs opacity-90">{message.detail}</p> : null}
            </div>
          </li>
        ),
      )}
    </ol>
  );
}
