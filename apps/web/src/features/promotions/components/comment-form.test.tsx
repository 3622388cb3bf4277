import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { CommentForm } from './comment-form';
import { PromotionComments } from './promotion-comments';

// Issue 18 part 2 and spec section 5: "activity comment up to 140 characters, images png or jpg up
// to 5 MB each and at most 3"; the comment waits for the operator; a visitor is asked to log in.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const POST = 'POST /wps/promotions/7/comments';
const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pending = {
  id: '1',
  username: 'ma***1',
  text: 'Nice',
  createdAt: '2026-11-28T10:00:00.000Z',
  status: 'PENDING',
  isOwn: true,
  imageUrls: [],
  imageCount: 1,
};

describe('CommentForm', () => {
  it('counts characters up to 140 and refuses 141 without sending', async () => {
    const api = stubApi({});
    const { user } = renderWithProviders(<CommentForm promotionId={7} />);
    const box = screen.getByLabelText('Your comment');
    await user.type(box, 'Hello 😀');
    expect(screen.getByTestId('comment-counter').textContent).toBe('7/140');
    fireEvent.change(box, { target: { value: 'x'.repeat(141) } });
    expect(screen.getByTestId('comment-counter').textContent).toBe('141/140');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Write a comment of 1 to 140 characters.',
    );
    expect(sentBodies(api, POST)).toEqual([]);
  });

  it('checks images as they are picked: PNG or JPG, 5 MB each, 3 at most', async () => {
    stubApi({});
    const { user } = renderWithProviders(<CommentForm promotionId={7} />);
    expect(screen.getByText(/PNG or JPG images, up to 5 MB each, at most 3\./)).toBeTruthy();
    const picker = screen.getByLabelText('Add images');
    await user.upload(picker, png('huge.png', 6 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'huge.png is too large: at most 5 MB per image.',
    );
    await user.upload(picker, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect((await screen.findByRole('alert')).textContent).toBe('At most 3 images per comment.');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    // The accept list is a hint a phone may ignore: the page checks the type itself.
    fireEvent.change(picker, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('cat.gif is not a PNG or JPG image.');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  });

  it('sends the trimmed text and the images in base64, then says the comment waits for approval', async () => {
    const api = stubApi({ [POST]: { value: pending } });
    const { user } = renderWithProviders(<CommentForm promotionId={7} />);
    await user.type(screen.getByLabelText('Your comment'), '  Nice  ');
    await user.upload(screen.getByLabelText('Add images'), new File(['PNG'], 'a.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(
      await screen.findByText('Thank you! Your comment was sent and shows here once it is approved.'),
    ).toBeTruthy();
    expect(sentBodies(api, POST)).toEqual([{ text: 'Nice', images: [btoa('PNG')] }]);
    expect(screen.getByTestId('comment-counter').textContent).toBe('0/140');
  });

  it("shows the server's refusal of an image judged by its bytes", async () => {
    stubApi({
      [POST]: {
        error: 'COMMENT_IMAGE_INVALID',
        message: 'Images must be PNG or JPG files of at most 5 MB, three at most.',
      },
    });
    const { user } = renderWithProviders(<CommentForm promotionId={7} />);
    await user.type(screen.getByLabelText('Your comment'), 'Renamed');
    await user.upload(screen.getByLabelText('Add images'), png('fake.png'));
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Images must be PNG or JPG files of at most 5 MB, three at most.',
    );
    expect(screen.queryByText(/Your comment was sent/)).toBeNull();
  });
});

describe('PromotionComments', () => {
  it('asks a visitor to log in and lists the approved comments with lazy images', async () => {
    stubApi({
      'GET /wps/system/domainRoute': { value: { merchantCode: 'FICHA' } },
      'GET /wps/promotions/7/comments': {
        value: {
          list: [
            {
              ...pending,
              status: 'APPROVED',
              isOwn: false,
              imageUrls: ['/wps/promotions/comment-images/9'],
            },
          ],
          pageNo: 1,
          totalPages: 1,
          total: 1,
        },
      },
    });
    renderWithProviders(<PromotionComments promotionId={7} />);
    expect(screen.getByText('Log in to comment on this promotion.')).toBeTruthy();
    expect(screen.queryByLabelText('Your comment')).toBeNull();
    const image = await screen.findByRole('img', { name: "Image 1 of ma***1's comment" });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Nice')).toBeTruthy();
  });
});
