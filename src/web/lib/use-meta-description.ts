import { useEffect } from "react";

/** Sets the page's meta description while the component is shown, and puts the site's own back after. */
export function useMetaDescription(description: string | null | undefined) {
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
