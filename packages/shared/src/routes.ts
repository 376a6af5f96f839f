/**
 * Client-rendered routes of the signed-in app. The server answers these with
 * the SPA shell; any other unknown path gets a real 404.
 */
export const APP_ROUTE_PATTERNS: RegExp[] = [
  /^\/dashboard\/?$/,
  /^\/analyzer\/?$/,
  /^\/analyzer\/[\w-]+\/?$/,
  // Site Audit: sites; a crawl; its issues, comparisons, All pages and one page's detail (issue 16),
  // by id or by URL (/page?url=, issue 27).
  /^\/site-audit\/?$/,
  /^\/site-audit\/crawls\/[\w-]+(?:\/(?:issues|compare|pages)\/[\w.-]+|\/pages|\/page)?\/?$/,
  // Monitoring (issue 17): projects; a project; a tracked page's timeline.
  /^\/projects\/?$/,
  /^\/projects\/[\w-]+(?:\/pages\/\d+)?\/?$/,
  // Reports (issue 31): the list; a new one; a saved one.
  /^\/reports\/?$/,
  /^\/reports\/[\w-]+\/?$/,
  /^\/content\/?$/,
  /^\/content\/new\/?$/,
  /^\/content\/[\w-]+\/?$/,
  /^\/settings\/?$/,
  /^\/upgrade\/?$/,
  /^\/workspace\/?$/,
  /^\/workspace\/(?:members|activity)\/?$/,
  /^\/invite\/[\w-]+\/?$/,
  /^\/support\/?$/,
];

export function isAppRoute(pathname: string): boolean {
  return APP_ROUTE_PATTERNS.some((p) => p.test(pathname));
}
