import { Button, Group, Modal, type ModalProps, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useStaff } from '@/app/session';
import { api } from '@/lib/api-client';
import { may } from '@/lib/navigation';
import { type ContentKind, contentKey, readContent, useContentChange } from './content-api';

/**
 * What every content tab holds: the merchant's rows of one kind, whether the staff member may
 * change them, the row being edited ('new' for a new one), and the removal of a row (DELETE with
 * the version the page showed).
 */
export function useContentList<T extends { id: number; version: number }, L>(kind: ContentKind) {
  const { session, merchant } = useStaff();
  const merchantId = merchant?.id;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const query = useQuery({
    queryKey: contentKey(kind, merchantId),
    queryFn: () => readContent<L>(kind, merchantId),
  });
  const remove = useContentChange(kind, (row: T) =>
    api('DELETE', `/content/${kind}/${row.id}`, { params: { version: row.version } }),
  );
  return {
    merchant,
    merchantId,
    canWrite: may(session.role, 'content.write'),
    editing,
    setEditing,
    close: () => setEditing(null),
    query,
    remove,
  };
}

/** A tab's intro and, for those who may write, its "new" button. */
export function ListHeader({
  intro,
  newLabel,
  canWrite,
  onNew,
}: {
  intro: ReactNode;
  newLabel: string;
  canWrite: boolean;
  onNew: () => void;
}) {
  return (
    <Group justify="space-between">
      {typeof intro === 'string' ? (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      ) : (
        intro
      )}
      {canWrite && <Button onClick={onNew}>{newLabel}</Button>}
    </Group>
  );
}

/** The form of the row being edited (or of a new one), in a modal titled for which it is. */
export function EditModal<T>({
  editing,
  onClose,
  titles,
  size,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  titles: { new: string; edit: string };
  size: ModalProps['size'];
  children: (row: T | undefined) => ReactNode;
}) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? titles.new : titles.edit}
      size={size}
    >
      {editing !== null && children(editing === 'new' ? undefined : editing)}
    </Modal>
  );
}
