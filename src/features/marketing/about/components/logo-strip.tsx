import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/** The spec's loop time of the academia strip. */
export const LOGO_STRIP_LOOP_S = 10;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/**
 * A strip of partner wordmarks that scrolls sideways, one loop every 10 s. The list is drawn twice so the
 * loop is seamless; the copy is hidden from assistive technology. Hover (or focus) pauses it, and under
 * reduced motion it stands still (the theme stops every animation).
 */
export function LogoStrip({ label, names }: { label: string; names: readonly string[] }) {
  const logo = (name: string) => (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 3,
        py: 1.5,
        mx: 1,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        whiteSpace: 'nowrap',
      }}
    >
      <AccountBalanceOutlinedIcon aria-hidden="true" sx={{ color: 'info.main' }} />
      <Typography component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {name}
      </Typography>
    </Box>
  );
  return (
    <Box
      tabIndex={0}
      role="region"
      // Its own name: the section around it is already named by the same heading.
      aria-label={`${label}: names scrolling past`}
      sx={{
        overflow: 'hidden',
        maskImage: 'linear-gradient(to right, transparent, #000 6%, #000 94%, transparent)',
        '&:hover .logo-track, &:focus-visible .logo-track': { animationPlayState: 'paused' },
      }}
    >
      <Box
        className="logo-track"
        sx={{
          display: 'flex',
          width: 'max-content',
          animation: `${scroll} ${LOGO_STRIP_LOOP_S}s linear infinite`,
          // Still, the whole list wraps into view instead of hiding past the edge.
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: 'auto' },
        }}
      >
        <Box
          component="ul"
          sx={{
            display: 'flex',
            listStyle: 'none',
            m: 0,
            p: 0,
            '@media (prefers-reduced-motion: reduce)': {
              flexWrap: 'wrap',
              justifyContent: 'center',
              rowGap: 1.5,
            },
          }}
        >
          {names.map((name) => (
            <li key={name}>{logo(name)}</li>
          ))}
        </Box>
        <Box
          aria-hidden="true"
          sx={{ display: 'flex', '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}
        >
          {names.map((name) => (
            <Box key={name}>{logo(name)}</Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
