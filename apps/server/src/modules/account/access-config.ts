// Route option `config.access` names the API area a route belongs to (the shared access hook reads it).
// Declared here until the hook's own declaration lands from the harden-access branch.
declare module "fastify" {
  interface FastifyContextConfig {
    access?: string;
  }
}
export {};
