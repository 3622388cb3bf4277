// Member types, apart from the zod schemas in accounts.ts: the mobile site's shell reads them on
// every page, which must not ship the schema library for a few constants.

/** Member types of spec section 3: 0,1,2 real; 4 trial; above 0 agent except 4, 40, 41, 42. */
export const TRIAL_TYPE = 4;
export const NON_AGENT_TYPES = [4, 40, 41, 42] as const;
export function isAgentType(type: number): boolean {
  return type > 0 && !(NON_AGENT_TYPES as readonly number[]).includes(type);
}
export function isRealMemberType(type: number): boolean {
  return type === 0 || type === 1 || type === 2;
}
