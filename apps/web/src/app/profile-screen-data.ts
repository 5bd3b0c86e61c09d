// Edit Profile's first data: the profile feature's form and the certificates feature's list under the account card
// (the page composes both, so its loader does too).
import { myCertificatesData } from "../features/certificates/api/my-certificates-data.ts";
import { profileData } from "../features/profile/api/profile-data.ts";
import type { ScreenData } from "../lib/screen-data.ts";

export const profileScreenData: ScreenData = (context) =>
  Promise.all([profileData(context), myCertificatesData(context)]);
