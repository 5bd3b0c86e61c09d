// Who is calling: the caller a request carries once its token is read, and the session reader the HTTP layer asks.
// The auth module implements SessionReader; the platform's access and auth plugins only know this contract.
import type { ProgramAccess } from "@fincareer/domain/api-access";

/** The caller's current program as the access table needs it, with the current enrolment's end date. */
export interface CallerProgram extends ProgramAccess {
  endDate: string | null;
  /** When this was read from the database (Date.now()); the access hook re-reads before refusing. */
  readAt: number;
}

/** Who made an authenticated request. */
export type Caller =
  | { kind: "user"; userId: number; sid: number; role: "learner" | "admin"; access: CallerProgram }
  | { kind: "operator" };

/** What the HTTP layer needs from the session store (the auth module's service). */
export interface SessionReader {
  /** The caller a bearer token stands for (401 when it is not a live session). */
  authenticate(token: string): Promise<Caller>;
  /** The caller of a login session that is still live (cached like authenticate); 401 when it has ended. */
  session(caller: { userId: number; sid: number }): Promise<Caller>;
  /** The caller re-read from the database (its program or role may have changed since it was cached). */
  fresh(caller: { userId: number; sid: number }): Promise<Caller>;
}
