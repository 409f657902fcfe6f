/** Shown while a route's code or texts load; CSS-only and delayed so fast loads do not flash a spinner. */
export function PageLoader() {
  return <div className="trms-loader" role="progressbar" aria-busy="true" />;
}
