import { MESSAGES } from "@ranklens/shared";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";
import { currentUser, type RequireUserOptions, requireUser } from "./require-user";

const USER = { id: "u1", email: "writer@example.com", name: "Writer" };

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

/**
 * A small app behind the guard; the test header `x-auth` plays session() or apiKeyAuth()
 * ("session", "api-key" or nothing), and errors become the API's JSON bodies.
 */
function guarded(options?: RequireUserOptions) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    const method = c.req.header("x-auth");
    c.set("user", method ? USER : null);
    c.set("authMethod", method === "session" || method === "api-key" ? method : null);
    await next();
  });
  app.use("*", requireUser(options));
  app.all("/thing", (c) => c.json({ id: currentUser(c).id }));
  app.onError((error, c) =>
    error instanceof AppError ? c.json(error.toBody(), error.status) : c.json({ crashed: true }, 500),
  );
  return (method: string, auth?: "session" | "api-key") =>
    app.request("/thing", { method, headers: auth ? { "x-auth": auth } : {} });
}

describe("requireUser", () => {
  it("refuses a request without a user with 401 and the default message", async () => {
    const res = await guarded()("GET");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: "UNAUTHORIZED", message: "You must be signed in to do this" },
    });
  });

  it("lets a signed-in session and an API key through by default", async () => {
    const request = guarded();
    for (const auth of ["session", "api-key"] as const) {
      const res = await request("POST", auth);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: "u1" });
    }
  });

  it("uses the saving message for POST and PUT only", async () => {
    const request = guarded({ savingMessage: MESSAGES.mustBeLoggedIn });
    for (const method of ["POST", "PUT"]) {
      const res = await request(method);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe(MESSAGES.mustBeLoggedIn);
    }
    for (const method of ["GET", "DELETE"]) {
      const res = await request(method);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe("You must be signed in to do this");
    }
  });

  it("refuses an API key with 403 when only a session may pass, and still 401 without a user", async () => {
    const request = guarded({ sessionOnly: true });
    const byKey = await request("POST", "api-key");
    expect(byKey.status).toBe(403);
    expect(await errorOf(byKey)).toEqual({
      code: "FORBIDDEN",
      message: "Sign in to the web app to do this; API keys cannot.",
    });
    expect((await request("POST")).status).toBe(401);
    expect((await request("POST", "session")).status).toBe(200);
  });
});
