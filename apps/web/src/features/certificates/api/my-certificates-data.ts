import type { ScreenData } from "../../../lib/screen-data.ts";
import { getMyCertificates } from "./get-my-certificates.ts";
import { certificateKeys } from "./keys.ts";

/** My certificates as a screen's first data (Edit Profile shows them under the account card). */
export const myCertificatesData: ScreenData = ({ client, cprogram }) =>
  client.prefetchQuery({ queryKey: certificateKeys.mine(cprogram), queryFn: getMyCertificates });
