import { useTranslation } from 'react-i18next';
import type { BillingPlan } from '../api/billing.api';

export function PlanFeatures({ plan }: { plan: BillingPlan }) {
  const { t } = useTranslation('billing');
  return (
    <ul className="billing-features">
      {plan.features.map((feature) => (
        <li key={feature}>{t(`features.${feature}`, { ratings: plan.ratingsPerMonth })}</li>
      ))}
    </ul>
  );
}
