import type { ScreenData } from "../../../lib/screen-data.ts";
import { faqsQuery } from "./get-faqs.ts";

/** The FAQ screen's first data: the FAQs of the learner's program family. */
export const faqData: ScreenData = ({ client }) => client.prefetchQuery(faqsQuery());
