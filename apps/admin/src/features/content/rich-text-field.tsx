import { Box, Button, Group, Input, Textarea } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The formatting the toolbar writes: the tags the server's sanitizer keeps (lib/sanitize.ts). */
const TAGS = [
  { label: 'B', open: '<strong>', close: '</strong>' },
  { label: 'I', open: '<em>', close: '</em>' },
  { label: 'H3', open: '<h3>', close: '</h3>' },
  { label: '¶', open: '<p>', close: '</p>' },
  { label: '•', open: '<ul>\n  <li>', close: '</li>\n</ul>' },
  { label: 'Link', open: '<a href="https://">', close: '</a>' },
] as const;

/**
 * Rich text as HTML, with a toolbar that wraps the selection in a tag and a preview drawn in a
 * sandboxed frame (no script of what is typed can run in the console). The server sanitizes the
 * HTML when it is saved and again when the player site shows it.
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const wrap = (open: string, close: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end));
  };
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap={4} my={4}>
        {TAGS.map((tag) => (
          <Button
            key={tag.label}
            size="compact-xs"
            variant="default"
            onClick={() => wrap(tag.open, tag.close)}
            aria-label={t('content.format', { tag: tag.label })}
          >
            {tag.label}
          </Button>
        ))}
      </Group>
      <Group grow align="stretch">
        <Textarea
          ref={area}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          rows={9}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          aria-label={label}
          error={Boolean(error)}
        />
        <Box
          component="iframe"
          title={t('content.richPreview')}
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><body style="font:13px sans-serif;margin:8px">${value}</body>`}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, minHeight: 150 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
