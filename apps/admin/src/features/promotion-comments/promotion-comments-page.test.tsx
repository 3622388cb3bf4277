import type { OpsComment } from '@ficha/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsServer, renderScreen, type SeenRequest } from '@/test/console-render';
import PromotionCommentsPage from './promotion-comments-page';

// Issue 18 part 4: "moderate comments". The queue shows waiting comments first; approve, or reject
// with a reason; the server decides once (COMMENT_NOT_PENDING after).

const comment = (over: Partial<OpsComment>): OpsComment => ({
  id: '11',
  merchantId: 1,
  promotionId: 3,
  promotionTitle: '10% weekly cashback',
  memberId: '501',
  username: 'maria01',
  text: 'Great cashback!',
  status: 'PENDING',
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  imageIds: [],
  ...over,
});
const QUEUE = [
  comment({}),
  comment({ id: '12', username: 'joao', text: 'Spam spam', imageIds: [] }),
  comment({
    id: '9',
    text: 'Old one',
    status: 'REJECTED',
    decidedAt: '2026-11-27T10:00:00.000Z',
    decidedBy: 'moderator',
    reason: 'Off topic',
  }),
];

function queueServer(
  onDecision: (r: SeenRequest) => { status?: number; code?: string; message?: string; value: unknown },
) {
  return fakeOpsServer((r) => {
    if (r.method === 'GET' && r.path === '/promotion-comments')
      return { value: { list: QUEUE, pageNo: 1, totalPages: 1, total: 3, pending: 2 } };
    if (r.method === 'POST') return onDecision(r);
    return undefined;
  });
}

configure({ asyncUtilTimeout: 8_000 });
afterEach(() => vi.unstubAllGlobals());

describe('PromotionCommentsPage', { timeout: 30_000 }, () => {
  it('lists the queue with the waiting count, and approves a comment of its merchant', async () => {
    const seen = queueServer((r) => ({ value: { id: r.path.split('/')[2], status: 'APPROVED' } }));
    renderScreen(<PromotionCommentsPage />);
    const card = await screen.findByTestId('comment-11');
    expect(screen.getByTestId('comments-pending').textContent).toBe('2 waiting');
    expect(within(card).getByText('Great cashback!')).toBeTruthy();
    expect(within(screen.getByTestId('comment-9')).getByText(/Reason: Off topic/)).toBeTruthy();
    // A decided comment has no buttons.
    expect(within(screen.getByTestId('comment-9')).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(seen.find((r) => r.path === '/promotion-comments')?.params.get('merchantId')).toBe('1');

    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText("Comment approved: it shows on the promotion's page.")).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/promotion-comments/11/approve', body: { merchantId: 1 } }),
    ]);
  });

  it('asks a reason before rejecting, and shows the server refusing a decided comment', async () => {
    const seen = queueServer(() => ({
      status: 409,
      code: 'COMMENT_NOT_PENDING',
      message: 'This comment was already moderated (status: APPROVED).',
      value: null,
    }));
    renderScreen(<PromotionCommentsPage />);
    const card = await screen.findByTestId('comment-12');
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Spam  ' } });
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText('This comment was already moderated (status: APPROVED).'),
    ).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/promotion-comments/12/reject',
        body: { merchantId: 1, reason: 'Spam' },
      }),
    ]);
  });

  it('asks the server for one status when filtered', async () => {
    const seen = queueServer(() => ({ value: null }));
    renderScreen(<PromotionCommentsPage />);
    await screen.findByTestId('comment-11');
    fireEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    await waitFor(() =>
      expect(
        seen.some((r) => r.path === '/promotion-comments' && r.params.get('status') === 'REJECTED'),
      ).toBe(true),
    );
  });
});
