#!/bin/sh
# Runs the security suite inside a new network namespace whose only interface
# is loopback (research/security.md §1.6), so that even a broken SSRF guard
# cannot send a packet off this machine. Needs root (or user namespaces) and
# `unshare` + `ip`. PostgreSQL on the host's loopback is not reachable from
# the namespace, so the suite runs on SQLite only here. network-isolation.test.ts
# checks (RANKLENS_EXPECT_ISOLATED=1) that the namespace really is loopback-only.
set -eu
cd "$(dirname "$0")/../../../.."
exec unshare -n sh -c 'ip link set lo up && exec env -u TEST_DATABASE_URL RANKLENS_EXPECT_ISOLATED=1 npx vitest run apps/server/test/security "$@"' sh "$@"
