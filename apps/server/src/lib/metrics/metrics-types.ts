/** A gauge's value when asked, alone or one per set of labels. */
export type GaugeReading = number | { labels: Record<string, string>; value: number }[];

export interface GaugeSource {
  /** `trms_` and snake_case, with the unit last (`trms_backup_age_seconds`). */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /**
   * Read at each scrape. A reading that fails answers NaN for that scrape (no series at all for a
   * labelled gauge), never the last value, and the rest of the exposition is unharmed.
   */
  read(): GaugeReading | Promise<GaugeReading>;
}

/** The request outcome `/metrics` counts: the route's pattern, never the raw URL. */
export interface RequestObservation {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

export interface Metrics {
  /** False when the installation publishes no metrics: nothing is counted, prom-client not loaded. */
  enabled: boolean;
  /**
   * The one place to add a value read at scrape time: the mail outbox's depth, the last backup's
   * age and any later gauge register here.
   */
  registerGauge(source: GaugeSource): void;
  observeRequest(observation: RequestObservation): void;
  contentType: string;
  /** The Prometheus text exposition of this app and of its process. */
  exposition(): Promise<string>;
}

/** The metrics of an installation that publishes none (neither METRICS_TOKEN nor METRICS_PORT). */
export const noMetrics: Metrics = {
  enabled: false,
  registerGauge() {},
  observeRequest() {},
  contentType: "text/plain; version=0.0.4; charset=utf-8",
  exposition: async () => "",
};
