import type { Page } from "playwright-core";

/** An address no other test run uses: `prefix-<time>-<random>@example.com`. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface NewAccount {
  email: string;
  password: string;
  name: string;
}

/** Creates an account through the API (the browser's own request context, same origin). */
export async function signUpThroughApi(page: Page, serverUrl: string, account: NewAccount): Promise<void> {
  const res = await page.request.post(`${serverUrl}/api/auth/sign-up/email`, {
    data: { email: account.email, password: account.password, name: account.name },
    headers: { origin: serverUrl },
  });
  if (res.status() !== 200) throw new Error(`sign-up of ${account.email} failed: ${res.status()}`);
}

/** Fills in and submits the login form on the page that is open (the form, not the API). */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A new user, signed in the way a person does it: registered through the API, then the login
 * form, landing on `landing` (the dashboard unless `redirectTo` says otherwise).
 */
export async function signUpAndSignIn(
  page: Page,
  serverUrl: string,
  account: NewAccount,
  landing = "/dashboard",
): Promise<void> {
  await signUpThroughApi(page, serverUrl, account);
  const redirect = landing === "/dashboard" ? "" : `?redirectTo=${encodeURIComponent(landing)}`;
  await page.goto(`${serverUrl}/login${redirect}`);
  await submitLoginForm(page, account.email, account.password);
  await page.waitForURL(`${serverUrl}${landing}`);
}
