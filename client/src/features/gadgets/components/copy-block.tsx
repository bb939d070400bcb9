import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useTranslation } from 'react-i18next';

interface CopyBlockProps {
  text: string;
  testId: string;
  copyTestId?: string;
  multiline?: boolean;
}

/** Monospace text (always left to right) with a copy button; without clipboard access it selects the text. */
export function CopyBlock({ text, testId, copyTestId, multiline = false }: CopyBlockProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const textRef = useRef<HTMLElement>(null);
  const selectText = () => {
    const node = textRef.current;
    if (!node) return;
    window.getSelection()?.selectAllChildren(node);
  };
  const copy = () => {
    // The clipboard API exists only in secure contexts (https or localhost).
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      selectText();
      return;
    }
    clipboard.writeText(text).then(
      () => {
        setCopied(true);
      },
      () => {
        selectText();
      },
    );
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: multiline ? 'flex-start' : 'center',
        gap: 1,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component={multiline ? 'pre' : 'code'}
        ref={textRef}
        dir="ltr"
        data-testid={testId}
        sx={{
          m: 0,
          flexGrow: 1,
          minWidth: 0,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: multiline ? '0.8rem' : '0.95rem',
          whiteSpace: multiline ? 'pre-wrap' : 'normal',
          wordBreak: 'break-all',
          textAlign: 'left',
        }}
      >
        {text}
      </Box>
      <Button
        size="small"
        variant={copied ? 'text' : 'outlined'}
        onClick={copy}
        startIcon={copied ? <CheckOutlined /> : <ContentCopyOutlined />}
        data-testid={copyTestId}
        sx={{ flexShrink: 0 }}
      >
        {copied ? t('gadgets.key.copied') : t('gadgets.key.copy')}
      </Button>
    </Box>
  );
}
