import { ResourcesPage } from "./resources-page.tsx";

/** /beginerresource: the "For Beginner" track (FnO and ML). */
export default function BeginnerResourcesPage() {
  return <ResourcesPage track="beginner" />;
}
