/** Member-type rules of spec sections 3 and 6. */

const REAL_MEMBER_TYPES: readonly number[] = [0, 1, 2];
export const TRIAL_TYPE = 4;
// Trial and the 40-42 family never count as agents (spec section 3 "Member info").
const NON_AGENT_TYPES: readonly number[] = [4, 40, 41, 42];

export function isRealMemberType(type: number): boolean {
  return REAL_MEMBER_TYPES.includes(type);
}

export function isAgentType(type: number): boolean {
  return type > 0 && !NON_AGENT_TYPES.includes(type);
}
