import { FlightType, NOT_APPLICABLE } from "@trms/shared";
import { useTranslation } from "react-i18next";

const FLIGHT_TYPE_KEYS: Record<number, string> = {
  [FlightType.NORMAL_TRAINING_FLIGHT]: "normal_training_flight",
  [FlightType.PHASE_ONE_CHECK]: "phase_one_check",
  [FlightType.PHASE_TWO_CHECK]: "phase_two_check",
  [FlightType.PRE_FINAL_ASSESSMENT]: "pre_final_assessment",
  [FlightType.PROGRESS_CHECK]: "progress_check",
  [FlightType.FINAL_CHECK]: "final_check",
};

/** Texts the screens share: flight type names and scores. */
export function useTrainingFlightLabels() {
  const { t } = useTranslation("training-flight");
  const flightType = (type: number) => {
    const key = FLIGHT_TYPE_KEYS[type];
    return key ? t(`flight_types.${key}`) : String(type);
  };
  const score = (value: number) => (value === NOT_APPLICABLE ? t("scores.not_applicable") : String(value));
  return { flightType, score };
}
