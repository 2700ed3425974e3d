import type { SvgIconComponent } from '@mui/icons-material';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

import type { OfferingSlug } from '../content';

const icons: Record<OfferingSlug, SvgIconComponent> = {
  tnp: SchoolOutlinedIcon,
  staffingsolutions: GroupsOutlinedIcon,
  carrercounselling: ExploreOutlinedIcon,
  leadership: TrendingUpOutlinedIcon,
  executivecoaching: PsychologyOutlinedIcon,
  strategicconsulting: InsightsOutlinedIcon,
  executivesearch: PersonSearchOutlinedIcon,
  eventsorganization: CelebrationOutlinedIcon,
};

/** The icon that stands for an offering (decorative: the offering's name is always beside it). */
export function OfferingIcon({ slug, ...props }: { slug: OfferingSlug } & SvgIconProps) {
  const Icon = icons[slug];
  return <Icon aria-hidden="true" {...props} />;
}
