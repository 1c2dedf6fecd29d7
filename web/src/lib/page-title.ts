import { useEffect } from "react";

/**
 * Names the browser tab after the page. The worker sends each page's title in its HTML (share metadata,
 * worker/seo/); client-side navigations set it here, with the same texts from domain/meta.ts. Nothing is set
 * while a page's data is still loading (null).
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
