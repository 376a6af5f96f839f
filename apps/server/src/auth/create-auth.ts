import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ranklens/shared";
import { type BetterAuthOptions, betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import type { Kysely } from "kysely";
import type { DialectName } from "../db/dialect";
import type { Database } from "../db/schema";
import { allowedOrigins } from "../lib/allowed-origins";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import { ensureWorkspace } from "../workspaces/ensure-workspace";
import { authLogging } from "./auth-logging";
import { CLIENT_IP_HEADER } from "./client-ip";
import { commonPasswordGuard } from "./common-password-plugin";
import { noticeExistingAccountSignUp } from "./existing-account-notice";
import { hashPassword, verifyPassword } from "./password";
import { passwordResetEmail } from "./password-reset-email";
import { profileInputRules } from "./profile-input";
import { forgetRememberedDevices } from "./sign-in-devices";
import { clearSignInAttempts } from "./sign-in-throttle";
import { signInThrottle } from "./sign-in-throttle-plugin";

export interface AuthDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  publicUrl: string;
  secret: string;
  mailer: Mailer;
  logger: Logger;
}

/** Cookies are Secure (and prefixed __Secure-) when users reach RankLens over https. */
function secureCookies(deps: AuthDeps): boolean {
  return deps.publicUrl.startsWith("https://");
}

/** Better Auth's settings for RankLens: e-mail + password, DB sessions, reset by e-mail. */
function authOptions(deps: AuthDeps) {
  return {
    appName: "RankLens",
    baseURL: deps.publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    database: { db: deps.db, type: deps.dialect },
    trustedOrigins: allowedOrigins(deps.publicUrl),
    telemetry: { enabled: false },
    ...authLogging(deps.logger),
    emailAndPassword: {
      enabled: true,
      // Sign-up answers the same for a new and a taken address; the user signs in next (spec: sign-up → /login).
      autoSignIn: false,
      // A taken address: the same answer, and the owner learns of it by e-mail.
      onExistingUserSignUp: async ({ user }) => noticeExistingAccountSignUp(deps, user),
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A new password ends the sign-in backoff (the owner may sign in at once) and the trust of
      // every device remembered until now (they may be an attacker's who had the old password).
      onPasswordReset: async ({ user }) => {
        await clearSignInAttempts(deps.db, user.email);
        await forgetRememberedDevices(deps.db, user.email);
      },
      sendResetPassword: async ({ user, url }) => {
        // Not awaited: the answer must not take longer for an existing address than for an unknown one.
        deps.mailer
          .send(passwordResetEmail({ to: user.email, name: user.name, url }))
          .catch((error: unknown) =>
            deps.logger.error("password reset mail failed", { error: String(error) }),
          );
      },
    },
    verification: {
      // Reset tokens are stored as their SHA-256: the row no longer is a working link (ASVS 6.4.1).
      // Better Auth still finds rows written in the clear before this was set.
      storeIdentifier: "hashed",
    },
    databaseHooks: {
      user: {
        create: {
          // Every account starts with a workspace of its own (ADR 012). Request resolution makes one
          // too if this ever fails, so a failure here is logged, not turned into a failed sign-up.
          after: async (user) => {
            await ensureWorkspace(deps.db, { id: user.id, email: user.email, name: user.name }).catch(
              (error: unknown) =>
                deps.logger.error("personal workspace not created", { error: String(error) }),
            );
          },
        },
      },
    },
    user: {
      additionalFields: {
        plan: { type: "string", required: false, defaultValue: "basic", input: false },
      },
    },
    plugins: [
      profileInputRules(),
      signInThrottle({ db: deps.db, secret: deps.secret, secureCookies: secureCookies(deps) }),
      commonPasswordGuard(),
    ],
    rateLimit: {
      // On in every mode (Better Auth's default is production only).
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 10 },
        // Every page view reads the session; a 429 there looked like "signed out" and sent people to /login.
        // It guesses nothing (the cookie is signed) and is no costlier than an /api/v1 read, which has no
        // per-address limit either.
        "/get-session": false,
      },
    },
    advanced: {
      // Set by our Hono mount from the socket (or a trusted proxy); never taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: secureCookies(deps),
      // Better Auth turns its Origin/CSRF checks off by itself when NODE_ENV=test or TEST is set in
      // process.env; keep them on everywhere, so no stray variable can disable them (and tests see them).
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
  } satisfies BetterAuthOptions;
}

function buildAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof buildAuth>;

/** Creates Better Auth's tables (first) and the auth instance. */
export async function createAuth(deps: AuthDeps): Promise<Auth> {
  const { runMigrations } = await getMigrations(authOptions(deps));
  await runMigrations();
  return buildAuth(deps);
}
