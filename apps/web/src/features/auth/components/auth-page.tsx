import type { ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton';
import { SmartImage } from '@/components/smart-image';
import { useWhitelabel } from '@/features/system';
import './auth.css';

/** The frame of the account screens: the merchant's logo (white-label) above a centred column. */
export function AuthPage({ children, withBrand = true }: { children: ReactNode; withBrand?: boolean }) {
  const whitelabel = useWhitelabel();
  return (
    <div className="page-column auth-page">
      {withBrand && (
        <div className="auth-brand" data-theme="dark">
          {whitelabel ? (
            <SmartImage src={whitelabel.logoUrl} alt={whitelabel.name} height={40} eager />
          ) : (
            <Skeleton width={120} height={36} />
          )}
        </div>
      )}
      {children}
    </div>
  );
}
