import { useNavigate } from "react-router";
import { PageHeader } from "../components/app/page-header";
import { ContentEditor } from "../features/content/content-editor";
import { NEW_ITEM_DRAFT_KEY } from "../features/content/draft-storage";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/content-new";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("New Content") }];

/** /content/new: a new item; its first save moves to /content/{id}, where later saves add versions. */
export default function Page() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Create New Content"
        description="Write with live SEO, readability and engagement analysis."
      />
      <ContentEditor
        item={null}
        draftKey={NEW_ITEM_DRAFT_KEY}
        onSaved={(item, created) => {
          if (created) navigate(`/content/${encodeURIComponent(item.id)}`, { replace: true });
        }}
      />
    </>
  );
}
