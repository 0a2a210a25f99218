import type { ReactNode } from 'react';
import './status.css';
import { logoImage } from '@/shared/ui/artwork';

/** Frame shared by the maintenance, region, and loading-failed pages: brand, art, message, actions. */
export function StatusScreen({
  logoUrl,
  brandName,
  art,
  title,
  children,
  landmark = true,
}: {
  /** false when rendered as a route inside the shell, which already provides <main> */
  landmark?: boolean;
  logoUrl?: string;
  brandName?: string;
  art: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const Root = landmark ? 'main' : 'div';
  return (
    <Root className="status-screen">
      <div className="status-screen__brand">
        {logoUrl ? (
          <img {...logoImage(logoUrl, 36)} alt={brandName ?? ''} width={140} height={36} />
        ) : brandName ? (
          <span className="status-screen__brand-name">{brandName}</span>
        ) : null}
      </div>
      <div className="status-screen__card">
        {art}
        <h1 className="status-screen__title">{title}</h1>
        {children}
      </div>
    </Root>
  );
}
