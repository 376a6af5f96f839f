import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (skipping false/empty values, like clsx) and resolves Tailwind conflicts so
 * the later class wins: a caller's `px-2 text-red-700` overrides a variant's `px-3 text-slate-700`
 * instead of both landing in the markup, where the stylesheet's order would decide.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
