import { z } from 'zod';

/** The whitelabel flags of spec 3. Each is a node of the merchant's module tree (modId). */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export type WhitelabelModule = {
  modId: string;
  /** '1' when on; a node is only in force when its ancestors are on too. */
  enabled: '1' | '0';
  children: WhitelabelModule[];
};

export const whitelabelModuleSchema: z.ZodType<WhitelabelModule> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    children: z.array(whitelabelModuleSchema),
  }),
);

export const whitelabelSchema = z.object({
  /** Every flag of WHITELABEL_FLAGS, resolved from the tree (on only if it and its ancestors are). */
  flags: z.record(z.enum(WHITELABEL_FLAGS), z.boolean()),
  modules: z.array(whitelabelModuleSchema),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** Resolves each flag from the module tree: a flag absent from the tree is off. */
export function resolveWhitelabelFlags(modules: WhitelabelModule[]): Record<WhitelabelFlag, boolean> {
  const on = new Set<string>();
  const walk = (nodes: WhitelabelModule[]) => {
    for (const node of nodes) {
      if (node.enabled !== '1') continue;
      on.add(node.modId);
      walk(node.children);
    }
  };
  walk(modules);
  return Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, on.has(f)])) as Record<WhitelabelFlag, boolean>;
}
