/** The 12 topics of a theory test in their three groups (part1 §2, §3), in the form's order. */
export const THEORY_TEST_TOPIC_GROUPS = [
  {
    group: "flight_planning",
    topics: ["cfp_decode", "mel_cdl", "metar_taf_sigmet_wxchart", "planning_minima"],
  },
  {
    group: "normal_procedures",
    topics: [
      "fons_special_checklists",
      "task_sharing",
      "standard_callouts",
      "performance_flysmart_efb",
      "radio_telephony_vhf_hf_comm",
    ],
  },
  {
    group: "abnormal_procedures",
    topics: ["limitations", "abnormal_handling_procedure", "memory_items"],
  },
] as const;

export type TheoryTestTopic = (typeof THEORY_TEST_TOPIC_GROUPS)[number]["topics"][number];
export const THEORY_TEST_TOPICS: readonly TheoryTestTopic[] = THEORY_TEST_TOPIC_GROUPS.flatMap(
  (g) => g.topics,
);

export const THEORY_TEST_SORT_FIELDS = ["date_of_test", "instructor_name"] as const;
export type TheoryTestSortField = (typeof THEORY_TEST_SORT_FIELDS)[number];
