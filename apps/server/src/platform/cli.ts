// The CLI's contract with modules: a command is an API call (so the same validation applies as in /admin) and how to
// say its answer in one line. Modules declare their commands in module.ts; cli/run-cli.ts runs them.
/** A file a command uploads (multipart/form-data, one file part) instead of a JSON body. */
export interface FileUpload {
  field: string;
  fileName: string;
  content: Buffer;
}

/** An API call a command makes, and how to say its result in one line. */
export interface CliCall {
  method: "GET" | "POST" | "PATCH";
  path: string;
  body?: unknown;
  /**
   * One line for the answer; each command knows its answer's shape (`never` accepts any such function). `base`
   * is the server's address when known, to print absolute links.
   */
  describe: (body: never, base: string) => string;
  /** A file to upload as multipart/form-data instead of a JSON body. */
  file?: FileUpload;
}
