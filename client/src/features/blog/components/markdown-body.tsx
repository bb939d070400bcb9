// An article's Markdown, rendered safely: react-markdown builds React elements (raw HTML stays text, unsafe
// link protocols are emptied), GitHub tables via remark-gfm, images left out (an image URL in the text could
// carry data out; the cover is the article's picture). Headings shift one level: the page's h1 is the title.
import Box from '@mui/material/Box';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

export function MarkdownBody({ text }: { text: string }) {
  return (
    <Box
      dir="auto"
      data-testid="post-body"
      sx={{
        overflowWrap: 'anywhere',
        '& h2': { typography: 'h4', mt: 3, mb: 1 },
        '& h3': { typography: 'h5', mt: 2, mb: 1 },
        '& p, & li': { typography: 'body1', lineHeight: 1.7 },
        '& a': { color: 'primary.main' },
        '& table': { borderCollapse: 'collapse', width: '100%', my: 2, display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75, textAlign: 'start' },
        '& blockquote': {
          borderInlineStart: 4,
          borderColor: 'divider',
          m: 0,
          paddingInlineStart: 2,
          color: 'text.secondary',
        },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
      }}
    >
      <Markdown remarkPlugins={[remarkGfm]} disallowedElements={['img']} unwrapDisallowed>
        {text}
      </Markdown>
    </Box>
  );
}
