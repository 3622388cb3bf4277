/** Query keys of the live chat. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: (token: string | undefined) => [...chatKeys.all, 'unread', token ?? ''] as const,
  access: () => [...chatKeys.all, 'access'] as const,
  history: (who: string) => [...chatKeys.all, 'history', who] as const,
};
