import { LEDGER_VALIDITIES, type LedgerValidity } from "./schemas";

/**
 * Expiry alerts: a pilot is mailed when a validity's last day comes
 * within 30 days and again within 7 days; each threshold once per validity and last valid day.
 * Most urgent first.
 */
export const EXPIRY_ALERT_THRESHOLDS = [7, 30] as const;
export type ExpiryAlertThreshold = (typeof EXPIRY_ALERT_THRESHOLDS)[number];

/** The validities alerts watch: the ledger's, each by its last valid day (e-learning: its due day). */
export const EXPIRY_ALERT_VALIDITIES: readonly LedgerValidity[] = LEDGER_VALIDITIES;

/**
 * The threshold a validity ending in `daysLeft` days has crossed: 7 from 7 days to the last valid
 * day itself, 30 from 30 to 8 days; none before 30 days or once it has ended. A run that missed
 * the 30-day band (the server was off) sends the 7-day alert only: the nearer date is the news.
 */
export function expiryAlertThreshold(daysLeft: number): ExpiryAlertThreshold | null {
  if (daysLeft < 0) return null;
  return EXPIRY_ALERT_THRESHOLDS.find((threshold) => daysLeft <= threshold) ?? null;
}
