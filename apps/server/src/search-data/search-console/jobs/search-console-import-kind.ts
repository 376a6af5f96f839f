import { z } from "zod";

export const SearchConsoleImportPayload = z.object({
  projectId: z.string().min(1),
  trigger: z.enum(["schedule", "manual"]),
});

/** The import's name and payload: what the daily schedule and "Import now" enqueue. */
export const searchConsoleImportJobKind = {
  name: "search-console-import",
  payload: SearchConsoleImportPayload,
};
