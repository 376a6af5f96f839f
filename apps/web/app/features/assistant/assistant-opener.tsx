import { Sparkles } from "lucide-react";
import type { Ref } from "react";
import { Button } from "../../components/ui/button";

/**
 * 'AI Assistant': opens the assistant as a full-screen dialog on screens too narrow for the
 * editor's side column. It sits in the editor's toolbar, in the page's flow, so it never covers
 * a field the way a floating button does.
 */
export function AssistantOpener({ onOpen, ref }: { onOpen: () => void; ref: Ref<HTMLButtonElement> }) {
  return (
    <Button ref={ref} variant="secondary" size="sm" onClick={onOpen} aria-haspopup="dialog">
      <Sparkles className="size-4 text-indigo-600" aria-hidden="true" />
      AI Assistant
    </Button>
  );
}
