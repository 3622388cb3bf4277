import { COMMENT_IMAGE_MAX_BYTES, COMMENT_IMAGE_TYPES, COMMENT_MAX_IMAGES } from '@ficha/contract';
import { ApiError } from '@/lib/api-client';
import { type FormMessage, refusalMessage } from '@/lib/form';

/**
 * The comment's image rules (spec section 5: "images png or jpg up to 5 MB each and at most 3"),
 * checked as the files are picked so the member learns at once; the server judges the bytes again
 * (a GIF renamed .png is refused there).
 */

export const IMAGE_MEGABYTES = COMMENT_IMAGE_MAX_BYTES / (1024 * 1024);

export function imageProblem(file: File, alreadyPicked: number): FormMessage | undefined {
  if (alreadyPicked >= COMMENT_MAX_IMAGES)
    return { key: 'promotionComments.tooManyImages', values: { count: COMMENT_MAX_IMAGES } };
  if (!(COMMENT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return { key: 'promotionComments.imageType', values: { name: file.name } };
  if (file.size > COMMENT_IMAGE_MAX_BYTES)
    return { key: 'promotionComments.imageTooLarge', values: { name: file.name, size: IMAGE_MEGABYTES } };
  return undefined;
}

/** The file's bytes in base64, as the comment call takes them (no data: prefix). */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The server's text for its comment codes (the limits it fills in the request's language), else the code's. */
export function commentRefusal(error: unknown): FormMessage {
  if (error instanceof ApiError && error.code.startsWith('COMMENT_') && error.message)
    return { text: error.message };
  return refusalMessage(error);
}
