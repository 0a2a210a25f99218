import { useStatusInfo } from '@/shared/api/system/get-status';
import './form.css';
import { logoImage } from '@/shared/ui/artwork';

/** The brand mark and a heading on top of the account screens (login, register, recovery). */
export function AuthBrand({
  title,
  subtitle,
  titleId,
  headingLevel = 2,
}: {
  title: string;
  subtitle?: string;
  titleId?: string;
  headingLevel?: 1 | 2;
}) {
  const info = useStatusInfo();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="auth-brand">
      <div className="auth-brand__logo">
        {info?.brand.logoUrl ? (
          // the largest paint of the login and register pages: fetched first
          <img {...logoImage(info.brand.logoUrl, 40)} alt={info.brand.name} width={160} height={40} fetchPriority="high" />
        ) : (
          <span className="auth-brand__name">{info?.brand.name}</span>
        )}
      </div>
      <Heading id={titleId} className="auth-brand__title">
        {title}
      </Heading>
      {subtitle ? <p className="auth-brand__subtitle">{subtitle}</p> : null}
    </div>
  );
}
