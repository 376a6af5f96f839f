import { FullNameSchema } from "@ranklens/shared";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";

/** Better Auth's endpoints that write the profile fields a client chooses. */
const PROFILE_WRITING_PATHS = new Set(["/sign-up/email", "/update-user"]);

export const IMAGE_NOT_SUPPORTED = "Profile images are not supported";

/**
 * The one rule for the profile fields a client sends, at sign-up and on every
 * later update: the full name as the shared FullNameSchema says (trimmed, 1 to
 * 100 characters), and no image — RankLens never sets or shows one, so any URL
 * (`javascript:`, tracking pixels) would only be stored to be misused later.
 * Returns the fields to store, or throws a 400 with the message to show.
 */
export function checkProfileInput(body: Record<string, unknown>): { name?: string } {
  if (body.image !== undefined && body.image !== null) {
    throw new APIError("BAD_REQUEST", { message: IMAGE_NOT_SUPPORTED, code: "IMAGE_NOT_SUPPORTED" });
  }
  if (!("name" in body)) return {};
  const name = FullNameSchema.safeParse(typeof body.name === "string" ? body.name : "");
  if (!name.success) {
    throw new APIError("BAD_REQUEST", { message: name.error.issues[0]!.message, code: "INVALID_NAME" });
  }
  return { name: name.data };
}

/**
 * Applies {@link checkProfileInput} before Better Auth's sign-up and
 * update-user run: before the sign-up looks the address up, so a taken
 * address and a new one get the same answer for the same bad input.
 */
export function profileInputRules() {
  return {
    id: "ranklens-profile-input",
    hooks: {
      before: [
        {
          matcher: (ctx) => PROFILE_WRITING_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body;
            // Not an object: Better Auth's own body validation answers it.
            if (typeof body !== "object" || body === null || Array.isArray(body)) return;
            const checked = checkProfileInput(body as Record<string, unknown>);
            return { context: { body: { ...body, ...checked } } };
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
