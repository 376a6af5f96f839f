import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Public site: prerendered to static HTML (see react-router.config.ts).
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog-article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("docs", "routes/docs.tsx"),
  route("api", "routes/api-reference.tsx"),
  route("help", "routes/help.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("bot", "routes/bot.tsx"),

  // Account access: redirects signed-in users to the dashboard.
  layout("routes/auth-layout.tsx", [
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
  ]),

  // Signed-in area: session guard, sidebar and main column.
  layout("routes/app-layout.tsx", [
    route("dashboard", "routes/dashboard.tsx"),
    route("analyzer", "routes/analyzer.tsx"),
    route("analyzer/:id", "routes/analyzer-report.tsx"),
    route("site-audit", "routes/site-audit.tsx"),
    route("site-audit/crawls/:crawlId", "routes/site-audit-crawl.tsx"),
    route("site-audit/crawls/:crawlId/issues/:checkId", "routes/site-audit-issue.tsx"),
    route("site-audit/crawls/:crawlId/compare/:otherId", "routes/site-audit-compare.tsx"),
    route("site-audit/crawls/:crawlId/pages", "routes/site-audit-pages.tsx"),
    route("site-audit/crawls/:crawlId/pages/:urlId", "routes/site-audit-page.tsx"),
    route("site-audit/crawls/:crawlId/page", "routes/site-audit-page-by-url.tsx"),
    route("projects", "routes/projects.tsx"),
    route("projects/:projectId", "routes/projects-project.tsx"),
    route("projects/:projectId/pages/:pageId", "routes/projects-page.tsx"),
    route("reports", "routes/reports.tsx"),
    route("reports/new", "routes/reports-new.tsx"),
    route("reports/:reportId", "routes/reports-report.tsx"),
    route("content", "routes/content.tsx"),
    route("content/new", "routes/content-new.tsx"),
    route("content/:id", "routes/content-edit.tsx"),
    route("settings", "routes/settings.tsx"),
    route("upgrade", "routes/upgrade.tsx"),
    route("support", "routes/support.tsx"),
    route("workspace", "routes/workspace.tsx"),
    route("workspace/members", "routes/workspace-members.tsx"),
    route("workspace/activity", "routes/workspace-activity.tsx"),
  ]),

  // An invitation link: readable signed out (sign in or register, then come back), accepted signed in.
  route("invite/:token", "routes/invite.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
