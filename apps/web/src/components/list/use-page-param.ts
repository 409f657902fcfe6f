import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The 1-based page number kept in ?page= (part1 §2), so a reload or a shared link shows the same page.
 * Anything but a positive integer reads as page 1.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("page");
  const page = raw && /^\d+$/.test(raw) ? Math.max(Number(raw), 1) : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete("page");
          else updated.set("page", String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [page, setPage];
}
