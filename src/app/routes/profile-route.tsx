import type { ComponentProps, ComponentType, ReactNode } from 'react';

import { PaymentHistory } from '@/features/checkout/components/payment-history';
import { ProfilePage } from '@/features/profile/routes/profile-page';

// The profile page takes a `paymentHistory` slot (issue 13). Typed as optional here so this composition
// compiles both before and after that prop lands; once it has, this cast can go.
const Profile = ProfilePage as ComponentType<
  ComponentProps<typeof ProfilePage> & { paymentHistory?: ReactNode }
>;

/** /profile: the profile page with the Payment History from checkout in its slot. */
export function ProfileRoute() {
  return <Profile paymentHistory={<PaymentHistory />} />;
}
