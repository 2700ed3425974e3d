import { useAppSelector } from '../hooks';

import { selectDisplayProfile } from '@/features/auth/slice';
import { RTrainingPage } from '@/features/checkout/routes/r-training-page';

/** /r-training with checkout prefilled from the signed-in visitor (auth and checkout meet here, not in each other). */
export function RTrainingRoute() {
  const profile = useAppSelector(selectDisplayProfile);
  return <RTrainingPage prefill={profile ? { name: profile.name, email: profile.email } : null} />;
}
