import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { connectCopy } from '../connect-content';
import type { ConnectItem } from '../connect-content';

import { CardGrid } from '@/components/card-grid';
import { VisuallyHidden } from '@/components/visually-hidden';

const IMAGE = { width: 640, height: 360 };

type ExternalButtonProps = {
  href: string;
  label: string;
  subject: string;
  variant: 'contained' | 'outlined' | 'text';
};

/**
 * A link to another site, in a new tab, that tells assistive technology where it goes (its aria-label). The
 * same words are in its text too, visually hidden: crawlers read a link's text, and "Learn More" alone says
 * nothing (Lighthouse's link text audit).
 */
function ExternalButton({ href, label, subject, variant }: ExternalButtonProps) {
  return (
    <Button
      variant={variant}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label}: ${subject} ${connectCopy.opensInNewTab}`}
      endIcon={<OpenInNewIcon fontSize="small" />}
    >
      {label}
      <VisuallyHidden>{`: ${subject} ${connectCopy.opensInNewTab}`}</VisuallyHidden>
    </Button>
  );
}

type ConnectCardProps = {
  item: ConnectItem;
  /** The main link's label: "View Post" on the connect pages, "Learn More" for chambers. */
  actionLabel?: string;
};

/** One card of a static list: picture, date, title, description, details and its external links. */
export function ConnectCard({ item, actionLabel = connectCopy.viewPost }: ConnectCardProps) {
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="img"
        data-testid="connect-image"
        src={item.image.src}
        alt={item.image.alt}
        width={IMAGE.width}
        height={IMAGE.height}
        loading="lazy"
        decoding="async"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${IMAGE.width} / ${IMAGE.height}`,
          bgcolor: 'primary.main',
        }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <CalendarMonthOutlinedIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">{item.date}</Typography>
        </Stack>
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {item.title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {item.description}
        </Typography>
        {item.details && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {item.details}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {item.registrationLink && (
          <ExternalButton
            href={item.registrationLink}
            label={connectCopy.register}
            subject={item.title}
            variant="contained"
          />
        )}
        <ExternalButton
          href={item.url}
          label={actionLabel}
          subject={item.title}
          variant={item.registrationLink ? 'outlined' : 'contained'}
        />
        {item.video && (
          <ExternalButton
            href={item.video}
            label={connectCopy.watchVideo}
            subject={item.title}
            variant="text"
          />
        )}
      </CardActions>
    </Card>
  );
}

type ConnectGridProps = { items: readonly ConnectItem[]; label: string; actionLabel?: string };

/** A responsive grid of connect cards. */
export function ConnectGrid({ items, label, actionLabel }: ConnectGridProps) {
  return (
    <CardGrid label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <ConnectCard item={item} actionLabel={actionLabel} />
        </li>
      ))}
    </CardGrid>
  );
}
