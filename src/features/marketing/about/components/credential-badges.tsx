import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { Credential } from '../content';

import { CardGrid } from '@/components/card-grid';

const badges: Record<Credential['id'], SvgIconComponent> = {
  knowledge: LightbulbOutlinedIcon,
  mentor: RocketLaunchOutlinedIcon,
  advisory: AccountTreeOutlinedIcon,
  membership: GroupsOutlinedIcon,
  msme: VerifiedOutlinedIcon,
  sdg: PublicOutlinedIcon,
};

/** The credentials as round badges with a caption. */
export function CredentialBadges({ items }: { items: Credential[] }) {
  return (
    <CardGrid columns={{ xs: 2, md: 3, lg: 6 }} sx={{ textAlign: 'center' }}>
      {items.map((item) => {
        const Badge = badges[item.id];
        return (
          <li key={item.id}>
            <Box
              sx={{
                width: 84,
                height: 84,
                mx: 'auto',
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: '#fff',
                border: '3px solid',
                borderColor: 'secondary.main',
                boxShadow: '0 6px 18px rgba(11,57,84,0.12)',
              }}
            >
              <Badge aria-hidden="true" sx={{ fontSize: 40 }} />
            </Box>
            <Typography variant="h6" component="h3" sx={{ mt: 1.5 }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {item.text}
            </Typography>
          </li>
        );
      })}
    </CardGrid>
  );
}
