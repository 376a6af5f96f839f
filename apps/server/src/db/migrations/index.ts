import type { Migration } from "kysely/migration";
import * as m0001 from "./0001-preferences";
import * as m0002 from "./0002-content";
import * as m0003 from "./0003-analyses";
import * as m0004 from "./0004-rate-limits";
import * as m0005 from "./0005-billing";
import * as m0006 from "./0006-api-keys";
import * as m0007 from "./0007-contact-messages";
import * as m0008 from "./0008-sign-in-throttle";
import * as m0009 from "./0009-sign-in-device-generations";
import * as m0010 from "./0010-workspaces";
import * as m0011 from "./0011-support-requests";
import * as m0012 from "./0012-jobs";
import * as m0013 from "./0013-site-audits";
import * as m0014 from "./0014-projects";
import * as m0015 from "./0015-page-text-references";
import * as m0016 from "./0016-fair-crawls";
import * as m0017 from "./0017-resource-sources";
import * as m0018 from "./0018-start-variants";
import * as m0019 from "./0019-site-issue-rules";
import * as m0020 from "./0020-external-links";
import * as m0021 from "./0021-link-scores";
import * as m0022 from "./0022-crawl-modes";
import * as m0023 from "./0023-site-access";
import * as m0024 from "./0024-site-ownership";
import * as m0025 from "./0025-custom-extraction";
import * as m0026 from "./0026-javascript-rendering";
import * as m0027 from "./0027-segments";
import * as m0028 from "./0028-custom-search";
import * as m0029 from "./0029-observation-engine-version";
import * as m0030 from "./0030-workspace-providers";
import * as m0031 from "./0031-rank-tracking";
import * as m0032 from "./0032-search-console";
import * as m0033 from "./0033-keyword-intent";
import * as m0034 from "./0034-reports";

/**
 * The app's own migrations, in order. Names sort lexically; never rename or
 * edit one that has shipped — add a new one. Better Auth's tables are created
 * before these run (see migrate.ts).
 */
export const migrations: Record<string, Migration> = {
  "0001-preferences": m0001,
  "0002-content": m0002,
  "0003-analyses": m0003,
  "0004-rate-limits": m0004,
  "0005-billing": m0005,
  "0006-api-keys": m0006,
  "0007-contact-messages": m0007,
  "0008-sign-in-throttle": m0008,
  "0009-sign-in-device-generations": m0009,
  "0010-workspaces": m0010,
  "0011-support-requests": m0011,
  "0012-jobs": m0012,
  "0013-site-audits": m0013,
  "0014-projects": m0014,
  "0015-page-text-references": m0015,
  "0016-fair-crawls": m0016,
  "0017-resource-sources": m0017,
  "0018-start-variants": m0018,
  "0019-site-issue-rules": m0019,
  "0020-external-links": m0020,
  "0021-link-scores": m0021,
  "0022-crawl-modes": m0022,
  "0023-site-access": m0023,
  "0024-site-ownership": m0024,
  "0025-custom-extraction": m0025,
  "0026-javascript-rendering": m0026,
  "0027-segments": m0027,
  "0028-custom-search": m0028,
  "0029-observation-engine-version": m0029,
  "0030-workspace-providers": m0030,
  "0031-rank-tracking": m0031,
  "0032-search-console": m0032,
  "0033-keyword-intent": m0033,
  "0034-reports": m0034,
};
