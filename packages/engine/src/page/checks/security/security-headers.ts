import { defineCheck } from "../../check";
import { notApplicable, passed, warned } from "../../outcome";

export default defineCheck({
  id: "security-headers",
  category: "security",
  title: "Security headers are set",
  failureTitle: "Security headers are missing",
  description:
    "HSTS, Content-Security-Policy, X-Content-Type-Options and frame protection defend visitors against downgrade, injection and clickjacking attacks; hacked pages lose rankings.",
  requiredFacts: ["headers", "finalUrl"],
  scoreMode: "graded",
  defaultOptions: {},
  run({ headers, finalUrl }) {
    if (!headers) return notApplicable("Headers unknown (no network fetch)");
    const csp = headers["content-security-policy"] ?? "";
    const expected: [string, boolean][] = [
      ["Strict-Transport-Security", !finalUrl.startsWith("https:") || "strict-transport-security" in headers],
      ["Content-Security-Policy", csp !== ""],
      ["X-Content-Type-Options", (headers["x-content-type-options"] ?? "").toLowerCase().includes("nosniff")],
      [
        "X-Frame-Options or CSP frame-ancestors",
        "x-frame-options" in headers || /frame-ancestors/i.test(csp),
      ],
    ];
    const missing = expected.filter(([, ok]) => !ok).map(([name]) => name);
    if (missing.length === 0) return passed();
    const score = Math.round((1 - missing.length / expected.length) * 100) / 100;
    return warned({
      advice: `Add the missing security headers: ${missing.join(", ")}.`,
      items: missing.map((value) => ({ value })),
      display: `${missing.length} missing`,
      score,
    });
  },
});
