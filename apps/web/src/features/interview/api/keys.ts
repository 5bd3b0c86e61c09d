// Query keys of the interview feature.
export const interviewKeys = {
  all: ["interview"] as const,
  tracks: () => [...interviewKeys.all, "tracks"] as const,
  history: () => [...interviewKeys.all, "history"] as const,
  detail: (id: number) => [...interviewKeys.all, "detail", id] as const,
};

/** Query keys of the instructor's grader preview. */
export const interviewPreviewKeys = {
  questions: () => [...interviewKeys.all, "preview-questions"] as const,
};
