import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog or drawer whose code loads the first time it is opened, not with the page behind it: a
 * list's row dialogs, filter drawer and calendar are the larger part of its screen's code and most
 * visits never open them (ADR 0999). Until it is first opened it renders nothing;
 * after that it stays mounted, so it closes with its transition and opens again at once.
 *
 * Written as `onDemand(() => import("./x").then((m) => m.X))`: the build reads that form to leave
 * the chunk out of what the page loads (apps/web/build/chunk-namespaces.ts, scripts/route-sizes.mjs).
 */
export function onDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function OnDemand(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}
