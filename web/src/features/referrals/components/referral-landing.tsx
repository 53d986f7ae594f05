import { Navigate, useParams } from 'react-router-dom';
import { normaliseReferralCode } from '@fitrater/contracts/values';
import { referralStore } from '../../../lib/storage';

/** `/r/{code}`: remembers a friend's code on this device and opens sign-up (signed-in visitors land home). */
export function ReferralLanding() {
  const { code } = useParams();
  const normalised = normaliseReferralCode(code);
  if (normalised) referralStore.set(normalised);
  return <Navigate to="/auth?mode=register" replace />;
}
