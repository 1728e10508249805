// Types for the Docusaurus + Faster config wrapper's helper, which the realsite unit test imports.
type Config = any;
export function currentVersionOnly(docs: Record<string, unknown>): Record<string, unknown>;
export function withFaster(original: Config | (() => Config | Promise<Config>), options?: { currentOnly?: boolean }): Promise<Config>;
