import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { listProjects, projectsKeys } from "../../lib/projects-api";
import { queryKeys } from "../../lib/query-keys";
import { listSites } from "../../lib/site-audits-api";

/**
 * The workspace's sites and projects a report can cover (the same queries as Site Audit and
 * Projects, so they share the cache), with their names by id.
 */
export function useReportScopes() {
  const sites = useQuery({ queryKey: queryKeys.siteAudits.sites, queryFn: listSites });
  const projects = useQuery({ queryKey: projectsKeys.list, queryFn: listProjects });
  const names = useMemo(
    () => ({
      sites: new Map((sites.data?.items ?? []).map((site) => [site.id, site.name])),
      projects: new Map((projects.data?.items ?? []).map((project) => [project.id, project.name])),
    }),
    [sites.data, projects.data],
  );
  return { sites, projects, names };
}
