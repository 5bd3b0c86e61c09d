// Test data shaped by the contract, for the research component tests.
import type {
  PeerResearchItem,
  ResearchItem,
  ResearchListResponse,
} from "@fincareer/domain/contract/research";

/** One of my items: week 3 project with two peer ratings, scored 15/33, awaiting one more rating. */
export function makeItem(overrides: Partial<ResearchItem> = {}): ResearchItem {
  return {
    id: 11,
    kind: "project",
    program: "IBEPGOLD",
    research_type: null,
    week: 3,
    company: "Infosys Ltd",
    text: "Infosys looks cheap against its peers.",
    file: null,
    deadline: "2026-03-08T18:29:59.999Z",
    createdAt: "2026-03-05T15:37:00.000Z",
    updatedAt: "2026-03-05T15:37:00.000Z",
    // Two peers have rated it: editing is closed (the form tests override this with an unrated item).
    editable: false,
    edit_state: "rated",
    admin_points: null,
    admin_comment: null,
    extra_points: 0,
    graded_at: null,
    ratings_list: "Rate",
    Rate: [
      {
        id: 1,
        points: 8,
        data: '{"rate_res":"Clear thesis"}',
        rate_res: "Clear thesis",
        createdAt: "2026-03-06T04:30:00.000Z",
      },
      {
        id: 2,
        points: 7,
        data: '{"rate_res":"Needs numbers"}',
        rate_res: null,
        createdAt: "2026-03-06T05:30:00.000Z",
      },
    ],
    score: "15/33",
    score_detail: {
      total: 15,
      out_of: 33,
      source: "peers",
      variant: "general",
      counted: 2,
      max_per_rating: 10,
      bonus: 3,
      extra: 0,
      needed: 3,
      final: false,
    },
    max_points: 10,
    ratings_needed: 3,
    awaiting_ratings: 1,
    ...overrides,
  };
}

/** The list answer of GET <base>. */
export function makeList(overrides: Partial<ResearchListResponse> = {}): ResearchListResponse {
  return {
    research: [makeItem()],
    program: "IBEPGOLD",
    ratings_list: "Rate",
    research_type: null,
    open_week: { week: 3, starts: "2026-03-02", deadline: "2026-03-08T18:29:59.999Z" },
    maxresearch: 3,
    ...overrides,
  };
}

/** A peer's item assigned to me. */
export function makePeerItem(overrides: Partial<PeerResearchItem> = {}): PeerResearchItem {
  return {
    id: 21,
    kind: "project",
    program: "IBEPGOLD",
    research_type: null,
    week: 3,
    company: "HDFC Bank",
    text: "HDFC Bank's deposit franchise is its moat.",
    file: null,
    deadline: "2026-03-08T18:29:59.999Z",
    createdAt: "2026-03-05T10:00:00.000Z",
    updatedAt: "2026-03-05T10:00:00.000Z",
    ratings_list: "Rate",
    max_points: 10,
    assignedAt: "2026-03-05T11:00:00.000Z",
    rated: false,
    my_rating: null,
    ...overrides,
  };
}
