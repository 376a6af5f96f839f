#!/usr/bin/env node
// Runs the CLI straight from its TypeScript sources: tsx compiles on the fly, so there is no build step.
import { register } from "tsx/esm/api";

register();
await import("../src/main.ts");
