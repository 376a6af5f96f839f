import { z } from "zod";

/** Longest full name we store; longer input is refused with a clear message. */
export const FULL_NAME_MAX = 100;

export const FullNameSchema = z
  .string()
  .trim()
  .min(1, "Full name is required")
  .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`);

export const PreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  contentAlerts: z.boolean(),
  rankingAlerts: z.boolean(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** Notification toggles are all on until the user turns one off (spec §9). */
export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  contentAlerts: true,
  rankingAlerts: true,
};

export const AccountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  plan: z.enum(["basic", "pro"]),
  createdAt: z.string(),
});
export type AccountUser = z.infer<typeof AccountUserSchema>;

export const AccountSchema = z.object({
  user: AccountUserSchema,
  preferences: PreferencesSchema,
});
export type Account = z.infer<typeof AccountSchema>;

export const UpdateProfileSchema = z.object({ fullName: FullNameSchema });
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const UpdatePreferencesSchema = PreferencesSchema.partial().refine((p) => Object.keys(p).length > 0, {
  message: "Nothing to update",
});
export type UpdatePreferences = z.infer<typeof UpdatePreferencesSchema>;
