import { type Account, AccountSchema, type Preferences, PreferencesSchema } from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** The signed-in user's account: profile, plan and notification preferences. */
export async function fetchAccount(): Promise<Account> {
  return AccountSchema.parse(await apiRequest<unknown>("/api/v1/account"));
}

/** Saves the full name; returns the updated account. */
export async function updateProfile(fullName: string): Promise<Account> {
  return AccountSchema.parse(
    await apiRequest<unknown>("/api/v1/account", { method: "PATCH", json: { fullName } }),
  );
}

/** Saves some notification preferences; returns all of them as stored. */
export async function updatePreferences(changes: Partial<Preferences>): Promise<Preferences> {
  const body = await apiRequest<{ preferences: unknown }>("/api/v1/account/preferences", {
    method: "PATCH",
    json: changes,
  });
  return PreferencesSchema.parse(body.preferences);
}
