// A model's Markdown, rendered safely: react-markdown shows raw HTML as text and empties javascript: links;
// images are not rendered at all (an injected image URL could carry data out). Portal paths stay in the app.
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link as RouterLink } from 'react-router-dom';

export function Markdown({ text }: { text: string }) {
  return (
    <Box sx={{ '& p': { my: 0.5 }, '& ul, & ol': { my: 0.5, paddingInlineStart: 3 }, overflowWrap: 'anywhere' }}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        disallowedElements={['img']}
        unwrapDisallowed
        components={{
          // Each paragraph takes its direction from its own text: an Arabic answer reads right-to-left on an
          // English page, and an English one left-to-right on an Arabic page.
          p: ({ children }) => <p dir="auto">{children}</p>,
          li: ({ children }) => <li dir="auto">{children}</li>,
          a: ({ href, children }) =>
            href?.startsWith('/') ? (
              <Link component={RouterLink} to={href}>
                {children}
              </Link>
            ) : (
              <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
                {children}
              </Link>
            ),
        }}
      >
        {text}
      </ReactMarkdown>
    </Box>
  );
}
