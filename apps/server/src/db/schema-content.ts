// Tables of the content area (re-exported by schema.ts so Drizzle and drizzle-kit see one schema).
export {};
