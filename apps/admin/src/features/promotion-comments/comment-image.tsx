import { Alert, Image, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGetBlob } from '@/lib/api-client';

/** A blob as a data: URL: the console's CSP lets images come from data:, not from blob:. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * One image of a comment, fetched with the moderator's token: a waiting comment's image has no
 * public address (the site serves approved ones only).
 */
export function CommentImage({ merchantId, imageId, n }: { merchantId: number; imageId: string; n: number }) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['promotion-comments', 'image', merchantId, imageId],
    queryFn: async () =>
      dataUrlOf(await apiGetBlob(`/promotion-comments/images/${imageId}?merchantId=${merchantId}`)),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (image.isPending) return <Loader size="sm" />;
  if (image.isError) return <Alert color="red">{t('promotionComments.imageError')}</Alert>;
  return (
    <Image
      src={image.data}
      alt={t('promotionComments.imageAlt', { n })}
      w={120}
      h={120}
      fit="cover"
      radius="sm"
    />
  );
}
