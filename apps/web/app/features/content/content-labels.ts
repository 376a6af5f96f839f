import type { ContentStatus, ContentType } from "@ranklens/shared";
import { FileText, type LucideIcon, Share2, ShoppingBag, Video } from "lucide-react";
import type { BadgeTone } from "../../components/ui/badge";
import type { PickerOption } from "../../components/ui/option-picker";

/** The editor's four content types (spec: seo = SEO Content, …), with what each is for. */
export const TYPE_OPTIONS: PickerOption<ContentType>[] = [
  { value: "seo", label: "SEO Content", description: "Articles and pages written to rank in search" },
  { value: "ecommerce", label: "Product Description", description: "Product pages that inform and sell" },
  { value: "video", label: "Video Script", description: "What is said and shown in a video" },
  { value: "social", label: "Social Media", description: "Short posts for social networks" },
];

/** Statuses with the spec's descriptions. */
export const STATUS_OPTIONS: PickerOption<ContentStatus>[] = [
  { value: "draft", label: "Draft", description: "Work in progress" },
  { value: "published", label: "Published", description: "Visible to audience" },
  { value: "archived", label: "Archived", description: "Hidden from view" },
];

export const TYPE_ICONS: Record<ContentType, LucideIcon> = {
  seo: FileText,
  ecommerce: ShoppingBag,
  video: Video,
  social: Share2,
};

export const STATUS_TONES: Record<ContentStatus, BadgeTone> = {
  draft: "warning",
  published: "success",
  archived: "neutral",
};

/** The label of a type or status value. */
export function labelOf<T extends string>(options: PickerOption<T>[], value: T): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
