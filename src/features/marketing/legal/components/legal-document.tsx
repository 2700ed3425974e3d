import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { legalCopy } from '../content';
import type { LegalBlock, LegalDocument as LegalDocumentContent } from '../content';

/** The sticky header sits above the page: anchors land below it. */
const ANCHOR_OFFSET = 96;

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <Typography sx={{ mt: 1.5 }}>{block.text}</Typography>;
  return (
    <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 3, '& li + li': { mt: 0.75 } }}>
      {block.items.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** A policy: effective date, summary, a table of contents linking to its numbered sections, and the sections. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const contentsId = useId();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper
        component="nav"
        variant="outlined"
        aria-labelledby={contentsId}
        sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: ANCHOR_OFFSET } }}
      >
        <Typography id={contentsId} variant="h6" component="h2">
          {legalCopy.contents}
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 3, '& li + li': { mt: 0.75 } }}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} underline="hover">
                {section.heading}
              </Link>
            </li>
          ))}
        </Box>
      </Paper>
      <Box sx={{ maxWidth: 760 }}>
        <Typography sx={{ fontWeight: 700 }}>{legalCopy.effective}</Typography>
        <Typography sx={{ mt: 2 }}>{document.summary}</Typography>
        {document.sections.map((section, index) => (
          <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mt: 4 }}>
            <Typography
              id={section.id}
              variant="h5"
              component="h2"
              tabIndex={-1}
              sx={{ scrollMarginTop: ANCHOR_OFFSET, '&:focus': { outline: 'none' } }}
            >
              {index + 1}. {section.heading}
            </Typography>
            {section.blocks.map((block, blockIndex) => (
              // The blocks of a section are fixed content in a fixed order.
              <Block key={blockIndex} block={block} />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
