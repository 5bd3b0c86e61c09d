import type { ScreenData } from "../../../lib/screen-data.ts";
import { profileQuery } from "./get-profile.ts";

/** The Edit Profile screen's first data: the saved profile with the form's choices. */
export const profileData: ScreenData = ({ client }) => client.prefetchQuery(profileQuery());
